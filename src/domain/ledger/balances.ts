// Wallet balances: GET /balances and the Sandbox helper POST /test/fund.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { currencyCodes, describeAmountRange } from "../currencies.js";
import { largestShownAmount, type Balance } from "./balance.js";
import { ApiError } from "../errors.js";
import { atomically } from "../idempotency/idempotency.js";
import { tenantOf } from "../auth/principal.js";
import { withRule } from "../validation-messages.js";

export { largestShownAmount, toSafeNumber, toSafeNumbers, totalOf, type Balance } from "./balance.js";

export const listBalances = defineOperation<undefined, undefined, Balance[]>({
  name: "balances.list",
  scope: "balances:read",
  idempotency: "none",
  live: "wallet_balances",
  async run({ domain, principal }) {
    return domain.stores.ledger.balances(tenantOf(principal));
  },
});

const largestTestFund = 1_000_000_000;

const testFundInput = z.strictObject({
  amount: withRule(
    z.int().positive().max(largestTestFund),
    `must be between 1 and ${largestTestFund} minor units of its currency (for USD, cents: ${describeAmountRange("USD", 1, largestTestFund)})`,
  ),
  currency: z.enum(currencyCodes),
});

export const testFund = defineOperation<undefined, z.output<typeof testFundInput>, Balance>({
  name: "balances.testFund",
  scope: "transfers:write",
  sandboxOnly: true,
  idempotency: "required",
  input: testFundInput,
  answer: (forms) => forms.balance,
  run: atomically(async ({ domain, principal }, { input }, stores) => {
    const tenant = { organizationId: principal.organization.id, environment: principal.environment };
    const amount = BigInt(input.amount);
    const posted = await stores.ledger.post({
      ...tenant,
      kind: "test_fund",
      entries: [
        { account: { kind: "sandbox_funding", currency: input.currency }, amount: -amount },
        { account: { kind: "wallet_available", currency: input.currency }, amount },
      ],
    }, { forms: domain.publicForms });
    // Everything a currency's customer accounts hold (its wallet, its cards) came from its Sandbox
    // funding account, so while that has given at most the largest amount the API can show, no
    // balance can pass it. Thrown, so the posting rolls back.
    const funding = posted.find((entry) => entry.account.kind === "sandbox_funding")!;
    if (-funding.balanceAfter > largestShownAmount) {
      throw new ApiError(
        "validation_error",
        `amount would take the test funds given to the ${input.currency} wallet past ${largestShownAmount} minor units, the most the API can show: ` +
          "fund a smaller amount.",
        "amount",
      );
    }
    // The posting wrote its balance.updated event; the answer is the same Balance, read under
    // the locks the posting holds on both of the wallet's accounts.
    const [balance] = await stores.ledger.balances(tenant, input.currency);
    return balance;
  }),
});
