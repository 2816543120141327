// Transfers: POST /transfers, GET /transfers, GET /transfers/{id}.
import { z } from "zod";
import type { Transfer as TransferRow } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import { ApiError } from "../errors.js";
import { currencyCodes, describeAmountRange } from "../currencies.js";
import { newId } from "../ids.js";
import { postingSql } from "../ledger/ledger.js";
import { afterKeyLock } from "../idempotency/idempotency.js";
import { tenantOf } from "../auth/principal.js";
import { checkId, metadataSchema, referenceSchema } from "../validation.js";
import { withRule } from "../validation-messages.js";
import { crashPoint } from "../crash-points.js";
import { createTransferOperation, submitTransfer } from "./lifecycle.js";
import { toTransfer, transferStatuses, type Transfer } from "./transfer.js";
import { cursorOptionFields, pageAfter, type Page } from "../pagination.js";
import { checkAmountRange, storeFilters, transferFilterFields } from "./filters.js";
import { destinationRules, largestTransfer, transferTextLimits, type PatternRule } from "./destination-rules.js";

const accountName = z.string().min(transferTextLimits.accountName.min).max(transferTextLimits.accountName.max);
const ruled = ({ pattern, rule }: PatternRule) => withRule(z.string().regex(pattern), rule);
const country = ruled(destinationRules.country);

const destinationSchema = withRule(
  z.discriminatedUnion("type", [
    z.strictObject({
      type: z.literal("bank_account"),
      accountNumber: ruled(destinationRules.accountNumber),
      bankCode: ruled(destinationRules.bankCode),
      accountName,
      country,
    }),
    z.strictObject({
      type: z.literal("mobile_money"),
      phoneNumber: ruled(destinationRules.phoneNumber),
      network: ruled(destinationRules.network),
      accountName,
      country,
    }),
  ]),
  'must be the account to pay, {"type": "bank_account", …} or {"type": "mobile_money", …}',
);

export const createTransferInput = z.strictObject({
  amount: withRule(
    z.int().positive().max(largestTransfer),
    `must be between 1 and ${largestTransfer} minor units of its currency (for USD, cents: ${describeAmountRange("USD", 1, largestTransfer)})`,
  ),
  currency: z.enum(currencyCodes),
  destination: destinationSchema,
  reference: referenceSchema.optional(),
  description: z.string().max(transferTextLimits.description.max).optional(),
  metadata: metadataSchema.optional(),
});
export type CreateTransferInput = z.output<typeof createTransferInput>;

/** Pricing is not configured yet (docs/api/conventions.md#amounts). */
function transferFee(): bigint {
  return 0n;
}

export const createTransfer = defineOperation<undefined, CreateTransferInput, Transfer>({
  name: createTransferOperation,
  scope: "transfers:write",
  idempotency: "required",
  live: "payouts",
  input: createTransferInput,
  answer: (forms) => forms.transfer,
  async run(ctx, { input }, session) {
    const { domain, principal } = ctx;
    const tenant = tenantOf(principal);
    const id = newId("tr");
    const amount = BigInt(input.amount);
    const fee = transferFee();
    const { destination } = input;
    const identifier = destination.type === "bank_account" ? destination.accountNumber : destination.phoneNumber;
    const now = domain.now();

    const row: TransferRow = {
      id,
      ...tenant,
      amount,
      fee,
      currency: input.currency,
      status: "processing",
      destinationType: destination.type,
      destinationAccountName: destination.accountName,
      destinationCountry: destination.country,
      destinationLast4: identifier.slice(-4),
      destinationBankCode: destination.type === "bank_account" ? destination.bankCode : null,
      destinationNetwork: destination.type === "mobile_money" ? destination.network : null,
      reference: input.reference ?? null,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      failureCode: null,
      failureMessage: null,
      providerState: "submitting",
      // If this process dies before the provider's answer is recorded, recovery takes over then.
      nextCheckAt: new Date(now.getTime() + domain.config.transferRecoveryAfterMs),
      idempotencyKey: session.key ?? null,
      createdAt: now,
      completedAt: null,
    };
    const reservation = postingSql(
      {
        ...tenant,
        kind: "transfer_reserve",
        resourceId: id,
        entries: [
          { account: { kind: "wallet_available", currency: input.currency }, amount: -(amount + fee) },
          { account: { kind: "wallet_reserved", currency: input.currency }, amount: amount + fee },
        ],
      },
      { forms: domain.publicForms, lockAfter: afterKeyLock },
    );

    // Phase 1, one SQL statement (TransferStore.reserve), run again if the key's record went
    // between the statement and settleClaim's look at it.
    for (;;) {
      const result = await domain.stores.transfers.reserve(row, {
        keyLock: session.keyLockInStatement(),
        keyLockName: session.keyLockName(),
        claim: session.claimInStatement(reservation.mayApply, id),
        reservation,
        created: domain.publicForms.transfer.render(toTransfer(row)),
      });
      if (!result.funded) {
        throw new ApiError("insufficient_funds", "The wallet's available balance is lower than the amount plus fees.");
      }
      if (await session.settleClaim(result.claimed)) break;
    }

    crashPoint("after_transfer_reservation");
    // Phases 2 and 3: call the provider outside any transaction, then record its answer.
    return submitTransfer(domain, row);
  },
});

export const getTransfer = defineOperation<undefined, undefined, Transfer>({
  name: "transfers.get",
  scope: "transfers:read",
  idempotency: "none",
  async run(ctx, args) {
    const id = checkId(args.id);
    const row = await ctx.domain.stores.transfers.find(tenantOf(ctx.principal), id);
    if (!row) throw new ApiError("not_found", `No transfer ${id}.`);
    return toTransfer(row);
  },
});

const listTransfersOptions = z.strictObject({
  ...cursorOptionFields,
  status: z.enum(transferStatuses).optional(),
  ...transferFilterFields,
});

export const listTransfers = defineOperation<z.output<typeof listTransfersOptions>, undefined, Page<Transfer>>({
  name: "transfers.list",
  scope: "transfers:read",
  idempotency: "none",
  options: listTransfersOptions,
  checkInput: ({ options }) => checkAmountRange(options),
  async run(ctx, { options }) {
    const listing = ctx.domain.stores.transfers.listing(tenantOf(ctx.principal), {
      statuses: options.status ? [options.status] : undefined,
      ...storeFilters(options),
    });
    return pageAfter(options, listing);
  },
});

