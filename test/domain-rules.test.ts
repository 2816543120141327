// Pure rules of the domain, without a server (issue 19): the card product fees (decisions §5),
// the Sandbox payout outcomes (decisions §4) and the Sandbox card details (decisions §6). The HTTP
// suites hold the same rules through the API; these say them where a reader finds them.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cardProducts, topupFee } from "../src/domain/cards/products.js";
import { sandboxPayoutProvider } from "../src/domain/transfers/payout-provider.js";
import { deriveCardNumber, deriveCvv, luhnCheckDigit } from "../src/domain/cards/details.js";

describe("card product fees (decisions §5)", () => {
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

describe("Sandbox payout outcomes (decisions §4)", () => {
  const request = (last4: string) => ({ transferId: "tr_1", amount: 100n, currency: "USD", destinationLast4: last4 });

  test.each([
    ["0002", { outcome: "error" }, undefined],
    ["0003", { outcome: "timeout" }, undefined],
    ["0004", { outcome: "accepted" }, { outcome: "rejected" }],
    ["0005", { outcome: "accepted" }, { outcome: "pending" }],
    ["7781", { outcome: "accepted" }, { outcome: "succeeded" }],
  ])("ends in %s", async (last4, submitted, settled) => {
    expect(await sandboxPayoutProvider.submit(request(last4))).toMatchObject(submitted);
    if (settled) expect(await sandboxPayoutProvider.status(request(last4))).toMatchObject(settled);
  });
});

describe("Sandbox card details (decisions §6)", () => {
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
