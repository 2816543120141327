// Records stored before commands became camelCase hold a fingerprint of the snake_case REST body;
// a retry of such a request keeps replaying until the record expires (docs/api/idempotency.md).
import { describe } from "vitest";
import { test, expect, expectError, idempotencyKey, bankTransfer, type ApiClient } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { digits } from "../support/strings.js";
import { earlierSpelling, fingerprintOf, fingerprintSecret } from "../../src/domain/idempotency/fingerprint.js";

const USD_START = 10_000_000;

interface Money {
  available: number;
  reserved: number;
  total: number;
}

async function usdBalance(api: ApiClient): Promise<Money> {
  const result = await api.get("/balances");
  expect(result.status).toBe(200);
  const found = result.body.data.find((b: { currency: string }) => b.currency === "USD");
  expect(found).toBeDefined();
  return { available: found.available, reserved: found.reserved, total: found.total };
}

/** The fingerprint the code before commands were camelCase made for a POST /transfers body as REST spells it. */
async function fingerprintBeforeCamelCase(server: TestServer, body: unknown): Promise<string> {
  return fingerprintOf(await fingerprintSecret(server.service.domain), "transfers.create", undefined, body);
}

function record(server: TestServer, organizationId: string, key: string) {
  return server.service.database.prisma.idempotencyRecord.findUnique({
    where: { organizationId_environment_key: { organizationId, environment: "sandbox", key } },
  });
}

/** Overwrites the key's stored fingerprint, as a record written before today holds it. */
async function storeFingerprint(server: TestServer, organizationId: string, key: string, fingerprint: string): Promise<void> {
  const changed = await server.service.database.prisma.$executeRaw`
    UPDATE idempotency_records SET fingerprint = ${fingerprint}
    WHERE organization_id = ${organizationId} AND environment = ${"sandbox"}::"Environment" AND key = ${key}`;
  expect(changed).toBe(1);
  expect((await record(server, organizationId, key))?.fingerprint).toBe(fingerprint);
}

/** A transfer that stays processing (…0005), so that balances hold still between requests. */
function pendingTransfer(amount: number) {
  return bankTransfer(amount, { accountNumber: `${digits(6)}0005`, reference: `efp-${digits(8)}`, metadata: { orderId: "1" } });
}

describe("earlierSpelling", () => {
  test("turns a camelCase command into the snake_case spelling, metadata keys as sent", () => {
    expect(earlierSpelling({ amount: 1, destination: { accountNumber: "x", bankCode: "y" }, metadata: { orderId: "1" } })).toStrictEqual({
      amount: 1,
      destination: { account_number: "x", bank_code: "y" },
      metadata: { orderId: "1" },
    });
  });
});

describe("a record fingerprinted before commands were camelCase", () => {
  test("with the same request's fingerprint replays the stored answer with no second effect", async ({ server, api, org }) => {
    const key = idempotencyKey();
    const body = pendingTransfer(700);
    expect(await usdBalance(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });

    const first = await api.post("/transfers", body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const afterFirst = await usdBalance(api);
    expect(afterFirst).toEqual({ available: USD_START - 700, reserved: 700, total: USD_START });

    // Today's fingerprint hashes the camelCase command, so the earlier one differs from what was stored.
    const earlier = await fingerprintBeforeCamelCase(server, body);
    const stored = await record(server, org.id, key);
    expect(stored?.state).toBe("completed");
    expect(stored?.fingerprint).not.toBe(earlier);
    await storeFingerprint(server, org.id, key, earlier);

    const replay = await api.post("/transfers", body, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await usdBalance(api)).toEqual(afterFirst);
    expect(await usdBalance(api)).toEqual({ available: USD_START - 700, reserved: 700, total: USD_START });
    const transfers = await api.get("/transfers");
    expect(transfers.status).toBe(200);
    expect(transfers.body.data.map((t: { id: string }) => t.id)).toEqual([first.body.id]);
  });

  test("with another request's fingerprint answers 422 idempotency_key_reuse", async ({ server, api, org }) => {
    const key = idempotencyKey();
    const body = pendingTransfer(700);
    const first = await api.post("/transfers", body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const afterFirst = await usdBalance(api);

    await storeFingerprint(server, org.id, key, await fingerprintBeforeCamelCase(server, { ...body, amount: body.amount + 1 }));

    const reuse = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(reuse, 422, "idempotency_key_reuse", "invalid_request");
    expect(reuse.headers.get("idempotent-replayed")).toBeNull();
    expect(await usdBalance(api)).toEqual(afterFirst);
  });
});
