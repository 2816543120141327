// REST spells every field in snake_case, whatever the domain calls it (docs/api/conventions.md#requests-and-responses,
// docs/api/errors.md#param): a body or query string that uses the domain's camelCase names is
// refused as unknown, and every error names the field as REST's caller wrote it, in its param and
// in its message. Nothing is stored by a refused request.
import { describe } from "vitest";
import { test, expect, expectError, idempotencyKey, bankTransfer } from "../support/fixtures.js";

describe("REST's names at its edge", () => {
  test("a body field spelled as the domain spells it is an unknown property, named as sent; nothing moves", async ({ api }) => {
    const before = (await api.get("/balances")).body;
    const body = bankTransfer(100);
    const refused = await api.post(
      "/transfers",
      { ...body, destination: { ...body.destination, accountNumber: body.destination.account_number } },
      { idempotencyKey: idempotencyKey() },
    );
    expectError(refused, 400, "validation_error", "invalid_request", "destination.accountNumber");
    expect(refused.body.error.message).toBe("destination.accountNumber is not a field of this request.");
    // Without REST's own name, the field is missing too: named as REST spells it.
    const renamed = await api.post(
      "/cards",
      { product: "net-400", cardholder: { firstName: "Ada", last_name: "Lovelace", email: "ada@example.com" } },
      { idempotencyKey: idempotencyKey() },
    );
    expectError(renamed, 400, "validation_error", "invalid_request", "cardholder.first_name");
    expect((await api.get("/balances")).body).toEqual(before);
    expect((await api.get("/transfers")).body.data).toEqual([]);
  });

  test("an invalid nested field is named in REST's spelling, in its param and its message", async ({ api }) => {
    const body = bankTransfer(100);
    const refused = await api.post("/transfers", { ...body, destination: { ...body.destination, account_number: "x" } }, { idempotencyKey: idempotencyKey() });
    expectError(refused, 400, "validation_error", "invalid_request", "destination.account_number");
    expect(refused.body.error.message).toBe("destination.account_number must be 6 to 34 letters or digits.");
    const load = await api.post(
      "/cards",
      { product: "net-404", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }, initial_load: 1000 },
      { idempotencyKey: idempotencyKey() },
    );
    expectError(load, 400, "validation_error", "invalid_request", "initial_load");
    expect(load.body.error.message).toBe("The card product net-404 does not accept an initial_load.");
  });

  test("query parameters: starting_after pages, startingAfter is unknown, and a cursor the key cannot see names starting_after", async ({ api }) => {
    const unknown = await api.get("/transfers?startingAfter=tr_1");
    expectError(unknown, 400, "validation_error", "invalid_request", "startingAfter");
    const unseen = await api.get("/transfers?starting_after=tr_01JH3ZF8W2X4Y6Z8A0B2C4D6E8");
    expectError(unseen, 400, "validation_error", "invalid_request", "starting_after");
    expect(unseen.body.error.message).toBe("starting_after must be the id of a transfer this key can see.");
    const tooLong = await api.get(`/transfers?starting_after=${"x".repeat(65)}`);
    expectError(tooLong, 400, "validation_error", "invalid_request", "starting_after");
    expect(tooLong.body.error.message).toBe("starting_after must be 1 to 64 characters.");
    const limit = await api.get("/transfers?limit=abc");
    expectError(limit, 400, "validation_error", "invalid_request", "limit");
    expect(limit.body.error.message).toBe("limit must be a whole number between 1 and 100.");
  });
});
