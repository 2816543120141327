// End to end through the typed client generated from the OpenAPI document (test/rest-client):
// balances, test funds and transfers, with nothing but the contract to go by.
import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { restClient, type components } from "../rest-client/client.js";
import { test, expect, expectLedgerBalanced, newKey } from "../support/fixtures.js";

type Transfer = components["schemas"]["Transfer"];

const bankDestination = (accountNumber: string) =>
  ({ type: "bank_account", account_number: accountNumber, bank_code: "NWBKGB2L", account_name: "Ada Lovelace", country: "GB" }) as const;

describe("typed REST client: balances, test funds, transfers", () => {
  test("lists balances, credits test funds and replays the credit", async ({ server, sandboxKey }) => {
    const client = restClient(server, sandboxKey.secret);
    const before = await client.GET("/balances");
    expect(before.response.status).toBe(200);
    const usd = before.data!.data.find((balance) => balance.currency === "USD")!;
    expect(usd).toEqual({ object: "balance", currency: "USD", available: 10_000_000, reserved: 0, total: 10_000_000, test_data: true });

    const key = randomUUID();
    const fund = () => client.POST("/test/fund", { params: { header: { "Idempotency-Key": key } }, body: { amount: 2_500, currency: "USD" } });
    const funded = await fund();
    expect(funded.data).toEqual({ ...usd, available: 10_002_500, total: 10_002_500 });
    const replay = await fund();
    expect(replay.response.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.data).toEqual(funded.data);
    await expectLedgerBalanced(server);
  });

  test("creates a transfer, reads it back, lists it, and sees it settle", async ({ server, sandboxKey }) => {
    const client = restClient(server, sandboxKey.secret);
    const created = await client.POST("/transfers", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { amount: 12_345, currency: "EUR", destination: bankDestination("GB29NWBK60161331926819"), reference: "typed-client", metadata: { via: "openapi-fetch" } },
    });
    expect(created.response.status).toBe(201);
    const transfer: Transfer = created.data!;
    expect(transfer).toMatchObject({ object: "transfer", status: "processing", amount: 12_345, currency: "EUR", reference: "typed-client" });
    expect(transfer.destination).toEqual({ type: "bank_account", account_name: "Ada Lovelace", country: "GB", last4: "6819", bank_code: "NWBKGB2L" });

    const fetched = await client.GET("/transfers/{id}", { params: { path: { id: transfer.id } } });
    expect(fetched.data).toEqual(transfer);

    const page = await client.GET("/transfers", { params: { query: { limit: 1 } } });
    expect(page.data).toMatchObject({ object: "list", has_more: false });
    expect(page.data!.data.map((t) => t.id)).toEqual([transfer.id]);

    await expect
      .poll(async () => (await client.GET("/transfers/{id}", { params: { path: { id: transfer.id } } })).data?.status, { timeout: 10_000 })
      .toBe("succeeded");
    const balances = await client.GET("/balances");
    expect(balances.data!.data.find((b) => b.currency === "EUR")).toMatchObject({ available: 10_000_000 - 12_345, reserved: 0 });
    await expectLedgerBalanced(server);
  });

  test("errors come back typed with the codes the document lists", async ({ server, sandboxKey, org }) => {
    const client = restClient(server, sandboxKey.secret);
    const tooMuch = await client.POST("/transfers", {
      params: { header: { "Idempotency-Key": randomUUID() } },
      body: { amount: 100_000_000_000, currency: "USD", destination: bankDestination("12345678") },
    });
    expect(tooMuch.response.status).toBe(402);
    // The error's code is typed as the union of the codes the document lists for this operation.
    const expected: NonNullable<typeof tooMuch.error>["error"]["code"] = "insufficient_funds";
    expect(tooMuch.error?.error.code).toBe(expected);

    const missing = await client.GET("/transfers/{id}", { params: { path: { id: "tr_missing" } } });
    expect(missing.error?.error).toMatchObject({ code: "not_found", type: "invalid_request" });

    // The document makes the header required, so the typed client will not send the request without it.
    // @ts-expect-error Idempotency-Key is a required header of POST /test/fund
    const unkeyed = await client.POST("/test/fund", { body: { amount: 1, currency: "USD" } });
    expect(unkeyed.error?.error.code).toBe("idempotency_key_required");

    const readOnly = restClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] })).secret);
    const refused = await readOnly.GET("/transfers", { params: { query: { status: "failed" } } });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.code).toBe("insufficient_scope");
  });
});
