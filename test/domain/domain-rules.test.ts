// Pure rules of the domain, without a server: the card product fees
// (docs/api/cards.md#products-and-fees), the Sandbox payout outcomes
// (docs/api/transfers.md#sandbox-outcomes), the transfer workers' lease, the Sandbox card details
// and the card state machine (docs/api/cards.md#rules), the shape of a ledger posting
// (docs/api/conventions.md#money-and-the-ledger) and the rate limit's token bucket
// (docs/api/rate-limits.md#per-key-limit). The HTTP suites hold the same rules through the API;
// these say them where a reader finds them.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cardProducts, topupFee } from "../../src/domain/cards/products.js";
import { sandboxPayoutProvider } from "../../src/domain/transfers/payout-provider.js";
import { mayStartWithinLease, transferLeaseMs } from "../../src/domain/transfers/lifecycle.js";
import { deriveCardNumber, deriveCvv, luhnCheckDigit } from "../../src/domain/cards/details.js";
import {
  authorizationApproved,
  checkDetailsShown,
  checkFundable,
  checkWithdrawable,
  nextCardStatus,
  type CardStateChange,
  type CardStatus,
} from "../../src/domain/cards/rules.js";
import { checkBalanced, type Posting } from "../../src/domain/ledger/ledger.js";
import { ApiError } from "../../src/domain/errors.js";
import { MemoryBuckets, msUntil, take, type Bucket } from "../../src/domain/auth/token-bucket.js";
import { currencyCodes } from "../../src/domain/currencies.js";
import { addressClient } from "../../src/domain/auth/rate-limits.js";

describe("card product fees (docs/api/cards.md#products-and-fees)", () => {
  test("the catalog as decided: network, fees, rate and initial load", () => {
    const catalog = Object.values(cardProducts).map((p) => [p.id, p.network, p.available, p.issuanceFee, p.kycFee, p.topupRateBps, p.acceptsInitialLoad]);
    expect(catalog).toEqual([
      ["net-400", "visa", true, 300, 100, 100, true],
      ["net-404", "visa", true, 500, 100, 100, false],
      ["net-493-premium", "mastercard", true, 1000, 200, 150, true],
      ["net-493-atm", "mastercard", false, 0, 0, 0, false],
      ["net-536", "mastercard", true, 200, 100, 200, true],
    ]);
  });

  test("the top-up fee is ceil(amount × rate), in integers", () => {
    expect(topupFee(cardProducts["net-400"], 1000)).toBe(10);
    expect(topupFee(cardProducts["net-400"], 1001)).toBe(11);
    expect(topupFee(cardProducts["net-493-premium"], 999)).toBe(15); // 14.985 → 15
    expect(topupFee(cardProducts["net-536"], 250_000)).toBe(5000);
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(cardProducts)), fc.integer({ min: 0, max: 1_000_000_000 }), (product, amount) => {
        const fee = topupFee(product, amount);
        // The smallest whole number of cents at least amount × rate.
        return Number.isInteger(fee) && fee * 10_000 >= amount * product.topupRateBps && (fee - 1) * 10_000 < amount * product.topupRateBps;
      }),
    );
  });
});

describe("Sandbox payout outcomes (docs/api/transfers.md#sandbox-outcomes)", () => {
  const request = (last4: string) => ({ transferId: "tr_1", amount: 100n, currency: "USD", destinationLast4: last4 });

  test.each([
    // An error or a timeout made no payout: asked, the simulator says so, and the funds come back.
    ["0002", { outcome: "error" }, { outcome: "not_found" }],
    ["0003", { outcome: "timeout" }, { outcome: "not_found" }],
    ["0004", { outcome: "accepted" }, { outcome: "rejected" }],
    ["0005", { outcome: "accepted" }, { outcome: "pending" }],
    ["7781", { outcome: "accepted" }, { outcome: "succeeded" }],
  ])("ends in %s", async (last4, submitted, settled) => {
    expect(await sandboxPayoutProvider.submit(request(last4))).toMatchObject(submitted);
    if (settled) expect(await sandboxPayoutProvider.status(request(last4))).toMatchObject(settled);
  });
});

describe("a worker's lease on the transfers it asks the provider about", () => {
  test("a transfer is started only if all the provider calls it may need end within the lease", () => {
    // The default 10 s timeout: a 30 s lease. Settlement makes one call per transfer, recovery
    // two (the submission, then its status when the submission went unanswered).
    expect(transferLeaseMs(10_000)).toBe(30_000);
    expect(mayStartWithinLease(19_999, "accepted", 10_000)).toBe(true);
    expect(mayStartWithinLease(20_000, "accepted", 10_000)).toBe(false);
    expect(mayStartWithinLease(9_999, "submitting", 10_000)).toBe(true);
    expect(mayStartWithinLease(10_000, "submitting", 10_000)).toBe(false);
  });

  test("a provider timeout longer than the lease allows lengthens the lease: a batch's first transfer always fits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (timeoutMs) => {
        expect(transferLeaseMs(timeoutMs)).toBeGreaterThanOrEqual(30_000);
        expect(mayStartWithinLease(0, "submitting", timeoutMs)).toBe(true);
        expect(mayStartWithinLease(0, "accepted", timeoutMs)).toBe(true);
      }),
    );
    expect(transferLeaseMs(60_000)).toBe(125_000);
  });
});

describe("Sandbox card details (docs/api/cards.md#card-details)", () => {
  const luhnValid = (number: string) => luhnCheckDigit(number.slice(0, -1)) === number.at(-1);

  test("16 digits with the network's prefix and a valid Luhn digit; a 3-digit CVV; stable per card, secret-bound", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 32, maxLength: 64 }), fc.stringMatching(/^card_[0-9A-Z]{26}$/), (secret, cardId) => {
        const visa = deriveCardNumber(secret, cardId, "visa");
        const mastercard = deriveCardNumber(secret, cardId, "mastercard");
        return (
          /^4\d{15}$/.test(visa) &&
          /^5[1-5]\d{14}$/.test(mastercard) &&
          luhnValid(visa) &&
          luhnValid(mastercard) &&
          /^\d{3}$/.test(deriveCvv(secret, cardId)) &&
          deriveCardNumber(secret, cardId, "visa") === visa
        );
      }),
    );
    expect(deriveCardNumber("a".repeat(32), "card_1", "visa")).not.toBe(deriveCardNumber("b".repeat(32), "card_1", "visa"));
  });

  test("the Luhn digit of a known number", () => {
    expect(luhnCheckDigit("424242424242424")).toBe("2"); // 4242 4242 4242 4242
    expect(luhnCheckDigit("555555555555444")).toBe("4"); // 5555 5555 5555 4444
  });
});

/** The error code a rule refuses with, or "ok". */
function outcomeOf(rule: () => unknown): unknown {
  try {
    const value = rule();
    return value === undefined ? "ok" : value;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe("the card state machine (docs/api/cards.md#rules)", () => {
  const statuses: CardStatus[] = ["active", "frozen", "terminated"];

  test("freeze, unfreeze and terminate: from which states, to which, and the terminate balance limit", () => {
    const table = (change: CardStateChange, balance: bigint) => statuses.map((status) => [status, outcomeOf(() => nextCardStatus(change, status, balance))]);
    expect(table("freeze", 0n)).toEqual([["active", "frozen"], ["frozen", "card_state_conflict"], ["terminated", "card_state_conflict"]]);
    expect(table("unfreeze", 0n)).toEqual([["active", "card_state_conflict"], ["frozen", "active"], ["terminated", "card_state_conflict"]]);
    expect(table("terminate", 500n)).toEqual([["active", "terminated"], ["frozen", "terminated"], ["terminated", "card_state_conflict"]]);
    expect(table("terminate", 501n)).toEqual([["active", "card_state_conflict"], ["frozen", "card_state_conflict"], ["terminated", "card_state_conflict"]]);
    // Freezing and unfreezing do not look at the balance.
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (balance) => nextCardStatus("freeze", "active", balance) === "frozen" && nextCardStatus("unfreeze", "frozen", balance) === "active"));
  });

  test("fund needs active; details need active or frozen", () => {
    expect(statuses.map((status) => outcomeOf(() => checkFundable(status)))).toEqual(["ok", "card_state_conflict", "card_state_conflict"]);
    expect(statuses.map((status) => outcomeOf(() => checkDetailsShown(status)))).toEqual(["ok", "ok", "card_state_conflict"]);
  });

  test("withdraw: active or frozen, at most the balance, leaving at least 500 cents", () => {
    expect(outcomeOf(() => checkWithdrawable("terminated", 10_000n, 500n))).toBe("card_state_conflict");
    expect(outcomeOf(() => checkWithdrawable("frozen", 1_000n, 500n))).toBe("ok");
    expect(outcomeOf(() => checkWithdrawable("active", 1_000n, 501n))).toBe("insufficient_card_balance");
    fc.assert(
      fc.property(fc.constantFrom<CardStatus>("active", "frozen"), fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (status, balance, amount) => {
        const allowed = amount <= balance && balance - amount >= 500n;
        return outcomeOf(() => checkWithdrawable(status, balance, amount)) === (allowed ? "ok" : "insufficient_card_balance");
      }),
    );
  });

  test("a simulated purchase succeeds only on an active card that covers it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (status, balance, amount) => {
        return authorizationApproved(status, balance, amount) === (status === "active" && balance >= amount);
      }),
    );
  });
});

describe("the shape of a ledger posting (docs/api/conventions.md#money-and-the-ledger)", () => {
  const posting = (entries: Posting["entries"]): Posting => ({ organizationId: "org_1", environment: "sandbox", kind: "test", entries });
  const wallet = (currency: (typeof currencyCodes)[number]) => ({ kind: "wallet_available" as const, currency });
  const funding = (currency: (typeof currencyCodes)[number]) => ({ kind: "sandbox_funding" as const, currency });

  test("entries on distinct accounts summing to zero in each currency are accepted; anything else is refused", () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencyCodes), fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (currency, a, b) => {
        const balanced = a + b === 0n;
        const check = () => checkBalanced(posting([{ account: wallet(currency), amount: a }, { account: funding(currency), amount: b }]));
        if (balanced) check();
        else expect(check).toThrow(/unbalanced/);
        return true;
      }),
    );
    expect(() => checkBalanced(posting([{ account: wallet("USD"), amount: 0n }]))).toThrow(/at least two entries/);
    expect(() => checkBalanced(posting([{ account: wallet("USD"), amount: 5n }, { account: wallet("USD"), amount: -5n }]))).toThrow(/names an account twice/);
    // Zero overall is not enough: each currency balances on its own.
    expect(() =>
      checkBalanced(posting([{ account: wallet("USD"), amount: 5n }, { account: funding("EUR"), amount: -5n }])),
    ).toThrow(/USD entries sum to 5/);
  });
});

describe("the client an address stands for, in the limits kept by address", () => {
  test("an IPv6 address counts as its /64; an IPv4-mapped one as its IPv4 address; IPv4 as itself", () => {
    expect(addressClient("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressClient("2001:db8:1:2::9")).toBe(addressClient("2001:db8:1:2:ffff::1"));
    expect(addressClient("2001:db8:1:3::9")).not.toBe(addressClient("2001:db8:1:2::9"));
    expect(addressClient("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(addressClient("10.0.0.1")).toBe("10.0.0.1");
  });
});

describe("the rate limit's token bucket (docs/api/rate-limits.md#per-key-limit)", () => {
  const rule = { perSecond: 100, burst: 200 };

  test("the whole burst at once, then one token per 1/rate seconds: never more than burst + rate × elapsed", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 15 })), { minLength: 1, maxLength: 400 }), (steps) => {
        let bucket: Bucket | undefined;
        let now = 0;
        let taken = 0;
        for (const [waitMs, points] of steps) {
          now += waitMs;
          const result = take(rule, bucket, points, now);
          bucket = result.bucket;
          if (result.allowed) taken += points;
          expect(result.tokens).toBeGreaterThanOrEqual(0);
          expect(result.tokens).toBeLessThanOrEqual(rule.burst);
        }
        expect(taken).toBeLessThanOrEqual(rule.burst + (now * rule.perSecond) / 1000);
      }),
    );
  });

  test("sending twice the rate for 10 s gets burst + 10 s of refill, not twice the rate", async () => {
    let now = 0;
    const buckets = new MemoryBuckets(rule, () => now);
    let allowed = 0;
    for (let ms = 0; ms < 10_000; ms += 5) {
      now = ms;
      if ((await buckets.take("key", 1)).allowed) allowed++;
    }
    expect(allowed).toBe(200 + 100 * 10 - 1); // the refill of the last 5 ms is not due yet
  });

  test("a refused request takes nothing, and is told when its points are back", () => {
    const empty = take(rule, { tokens: 0.5, at: 0 }, 1, 0);
    expect(empty).toMatchObject({ allowed: false, tokens: 0.5, bucket: { tokens: 0.5, at: 0 } });
    expect(msUntil(rule, 0.5, 1)).toBe(5);
    expect(msUntil(rule, 0, 15)).toBe(150);
    expect(msUntil(rule, 3, 1)).toBe(0);
    // A bucket not seen for a while is full, and no fuller.
    expect(take(rule, { tokens: 0, at: 0 }, 1, 60_000)).toMatchObject({ allowed: true, tokens: 199 });
  });
});
