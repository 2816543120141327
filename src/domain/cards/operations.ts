// Card operations that change money or state: issue, freeze, unfreeze, terminate, and replacing a
// card's spending controls (docs/api/cards.md); fund and withdraw are in money.ts, the Sandbox's
// simulated purchase in authorizations.ts. Each runs in one database transaction holding the
// card's lock, with its ledger posting, card transactions and events.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { EventType } from "../events/events.js";
import { atomically } from "../idempotency/idempotency.js";
import { metadataSchema, referenceSchema } from "../validation.js";
import { withRule } from "../validation-messages.js";
import { cardProductIds, cardProducts, topupFee, initialLoadLimits, type CardProductId } from "./products.js";
import { cardDetailsSecret, deriveCardNumber } from "./details.js";
import { nextCardStatus, type CardStateChange } from "./rules.js";
import { cardsDomain } from "./context.js";
import { centsBetween, insufficientFunds, usd } from "./funds.js";
import { spendingControlsInput, spendingControlsOf } from "./spending-controls-input.js";
import type { Card, IssuedCard } from "./card.js";

export { fundCard, withdrawFromCard } from "./money.js";
export { simulateCardAuthorization } from "./authorizations.js";
export type { CardOperation, IssuedCard } from "./card.js";

// Letters of any script (with their combining marks), space, apostrophe, hyphen, period.
const personName = withRule(
  z.string().min(1).max(50).regex(/^[\p{L}\p{M} '\-.]+$/u),
  "must be 1 to 50 letters, spaces, apostrophes, hyphens or periods",
);

const issueCardInput = z.strictObject({
  product: z.enum(cardProductIds),
  cardholder: z.strictObject({
    firstName: personName,
    lastName: personName,
    email: z.email().max(254),
  }),
  initialLoad: centsBetween(initialLoadLimits.min, initialLoadLimits.max).optional(),
  reference: referenceSchema.optional(),
  metadata: metadataSchema.optional(),
  spendingControls: spendingControlsInput.optional(),
});

export const issueCard = defineOperation<undefined, z.output<typeof issueCardInput>, IssuedCard>({
  name: "cards.issue",
  scope: "cards:write",
  idempotency: "required",
  requiresLiveActivation: true,
  live: "card_program",
  input: issueCardInput,
  answer: (forms) => forms.issuedCard,
  checkInput({ input }) {
    const product = cardProducts[input.product];
    if (!product.available) {
      throw new ApiError("product_unavailable", `The card product ${product.id} is not available through the API.`, "product");
    }
    if (input.initialLoad !== undefined && !product.acceptsInitialLoad) {
      throw new ApiError("validation_error", `The card product ${product.id} does not accept an initialLoad.`, "initialLoad");
    }
  },
  run: atomically(async (ctx, { input }, stores) => {
    const { domain, tenant } = cardsDomain(ctx);
    const product = cardProducts[input.product as CardProductId];
    const id = newId("card");
    const now = domain.now();
    const initialLoad = input.initialLoad ?? 0;
    const fees = { issuance: product.issuanceFee, kyc: product.kycFee, topup: initialLoad > 0 ? topupFee(product, initialLoad) : 0 };
    const totalFee = fees.issuance + fees.kyc + fees.topup;
    const number = deriveCardNumber(await cardDetailsSecret(stores.settings), id, product.network);

    const row = await stores.cards.insertCard({
      id,
      ...tenant,
      product: product.id,
      network: product.network,
      status: "active",
      cardholderFirstName: input.cardholder.firstName,
      cardholderLastName: input.cardholder.lastName,
      cardholderEmail: input.cardholder.email,
      last4: number.slice(-4),
      expiryMonth: String(now.getUTCMonth() + 1).padStart(2, "0"),
      expiryYear: String(now.getUTCFullYear() + 3),
      reference: input.reference ?? null,
      metadata: input.metadata ?? {},
      spendingControls: spendingControlsOf(input.spendingControls),
      createdAt: now,
    });
    await stores.ledger.openAccounts(tenant, [usd("card_balance", id)]);
    try {
      await stores.ledger.post({
        ...tenant,
        kind: "card_issue",
        resourceId: id,
        entries: [
          { account: usd("wallet_available"), amount: -BigInt(initialLoad + totalFee) },
          { account: usd("fee_revenue"), amount: BigInt(totalFee) },
          ...(initialLoad > 0 ? [{ account: usd("card_balance", id), amount: BigInt(initialLoad) }] : []),
        ],
      }, { forms: domain.publicForms });
    } catch (error) {
      insufficientFunds(error);
    }
    await stores.cards.recordTransactions(domain.publicForms, tenant, id, [
      ...(initialLoad > 0 ? [{ type: "topup" as const, status: "succeeded" as const, amount: initialLoad }] : []),
      ...Object.values(fees)
        .filter((fee) => fee > 0)
        .map((fee) => ({ type: "fee" as const, status: "succeeded" as const, amount: fee })),
    ], ctx.domain.now());
    const card = await stores.cards.cardWithBalance(tenant, row);
    await stores.events.record(tenant, "card.created", domain.publicForms.card.render(card));
    const feeBreakdown = Object.fromEntries(Object.entries(fees).map(([name, fee]) => [name, BigInt(fee)]));
    return { card, issuance: { initialLoad: BigInt(initialLoad), fee: BigInt(totalFee), feeBreakdown } };
  }),
});

function stateOperation(name: string, change: CardStateChange, event: EventType) {
  return defineOperation<undefined, undefined, Card>({
    name,
    scope: "cards:write",
    idempotency: "none",
    wakes: ["events"],
    requiresLiveActivation: true,
    live: "card_program",
    async run(ctx, { id }) {
      const { domain, tenant } = cardsDomain(ctx);
      return domain.stores.transaction(async (stores) => {
        const { card, balance } = await stores.cards.lockCard(tenant, id);
        const status = nextCardStatus(change, card.status, balance);
        if (status === "terminated" && (await stores.cards.hasWaitingPurchases(tenant, card.id))) {
          // Its held amounts must return to a card that can still give them back.
          throw new ApiError(
            "card_state_conflict",
            "A card with a purchase waiting for your real-time authorization decision cannot be terminated until the purchase is decided.",
          );
        }
        if (status === "terminated" && balance > 0n) {
          // Sandbox: the issuer's minimum returns to the wallet at once.
          await stores.ledger.post({
            ...tenant,
            kind: "card_terminate_refund",
            resourceId: card.id,
            entries: [
              { account: usd("card_balance", card.id), amount: -balance },
              { account: usd("wallet_available"), amount: balance },
            ],
          }, { forms: domain.publicForms });
          await stores.cards.recordTransactions(domain.publicForms, tenant, card.id, [{ type: "withdrawal", status: "succeeded", amount: balance }], ctx.domain.now());
        }
        const updated = await stores.cards.setCardStatus(tenant, card.id, status);
        const changed = await stores.cards.cardWithBalance(tenant, updated);
        await stores.events.record(tenant, event, domain.publicForms.card.render(changed));
        return changed;
      });
    },
  });
}

export const freezeCard = stateOperation("cards.freeze", "freeze", "card.frozen");
export const unfreezeCard = stateOperation("cards.unfreeze", "unfreeze", "card.unfrozen");
export const terminateCard = stateOperation("cards.terminate", "terminate", "card.terminated");

/**
 * POST /cards/{id}/spending_controls: replaces the card's controls whole (docs/api/cards.md#spending-controls).
 * No Idempotency-Key, as freeze's: the same controls sent twice leave the card as once. A purchase
 * being decided meanwhile holds the card's lock: it is decided under the controls before, the next one under these.
 */
export const updateCardSpendingControls = defineOperation<undefined, z.output<typeof spendingControlsInput>, Card>({
  name: "cards.updateSpendingControls",
  scope: "cards:write",
  idempotency: "none",
  requiresLiveActivation: true,
  live: "card_program",
  input: spendingControlsInput,
  async run(ctx, { id, input }) {
    const { domain, tenant } = cardsDomain(ctx);
    return domain.stores.transaction(async (stores) => {
      const { card } = await stores.cards.lockCard(tenant, id);
      if (card.status === "terminated") throw new ApiError("card_state_conflict", "A terminated card has no spending controls to change.");
      const updated = await stores.cards.setSpendingControls(tenant, card.id, spendingControlsOf(input));
      return stores.cards.cardWithBalance(tenant, updated);
    });
  },
});
