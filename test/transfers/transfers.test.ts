// Transfers over REST (docs/api/transfers.md, with the conventions, check order, idempotency,
// ledger and errors every endpoint keeps).
// Every test gets a fresh organization (fixtures), so wallet balances start at the Sandbox
// opening balance: USD 10,000,000 minor units, XOF 100,000.
import { describe } from "vitest";
import {
  test,
  expect,
  expectError,
  expectLedgerBalanced,
  idempotencyKey,
  apiClient,
  newKey,
  newOrganization,
  type ApiClient,
} from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { sleep } from "../support/time.js";
import { digits, long } from "../support/strings.js";

const USD_START = 10_000_000;
const XOF_START = 100_000;

// ---------------------------------------------------------------------------------------------
// Helpers

/** A bank account number unique to this run, ending in the given four digits (docs/api/transfers.md#sandbox-outcomes). */
function accountNumber(last4: string): string {
  return `${digits(10)}${last4}`;
}

/** A phone number unique to this run, ending in the given four digits. */
function phoneNumber(last4: string): string {
  return `+234${digits(6)}${last4}`;
}

function bankDestination(last4 = "7781", overrides: Record<string, unknown> = {}) {
  return {
    type: "bank_account",
    account_number: accountNumber(last4),
    bank_code: "GTBINGLA",
    account_name: "Ada Lovelace",
    country: "NG",
    ...overrides,
  };
}

function mobileDestination(last4 = "7781", overrides: Record<string, unknown> = {}) {
  return {
    type: "mobile_money",
    phone_number: phoneNumber(last4),
    network: "MTN",
    account_name: "Grace Hopper",
    country: "GH",
    ...overrides,
  };
}

function validBody(overrides: Record<string, unknown> = {}): Record<string, any> {
  return { amount: 1000, currency: "USD", destination: bankDestination(), ...overrides };
}

interface Money {
  available: number;
  reserved: number;
  total: number;
}

async function balanceOf(api: ApiClient, currency = "USD"): Promise<Money> {
  const result = await api.get("/balances");
  expect(result.status).toBe(200);
  const found = result.body.data.find((b: any) => b.currency === currency);
  expect(found).toBeDefined();
  expect(found.total).toBe(found.available + found.reserved);
  return { available: found.available, reserved: found.reserved, total: found.total };
}

/** Polls GET /transfers/{id} until the status is no longer `from` (deadline 10 s). */
async function waitForStatusChange(api: ApiClient, id: string, from = "processing") {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await api.get(`/transfers/${id}`);
    expect(result.status).toBe(200);
    if (result.body.status !== from) return result.body;
    if (Date.now() > deadline) throw new Error(`transfer ${id} still ${from} after 10 s`);
    await sleep(100);
  }
}

async function listAll(api: ApiClient, query = ""): Promise<any[]> {
  const result = await api.get(`/transfers?limit=100${query}`);
  expect(result.status).toBe(200);
  return result.body.data;
}

/** The full account or phone number appears in no response body. */
function expectNotLeaked(body: unknown, secret: string) {
  const text = JSON.stringify(body ?? null);
  expect(text).not.toContain(secret);
  if (secret.startsWith("+")) expect(text).not.toContain(secret.slice(1));
}

/** Rows in any table of the database whose text form contains `needle`. */
async function rowsContaining(server: TestServer, needle: string): Promise<Record<string, number>> {
  const prisma = server.service.database.prisma;
  const tables = await prisma.$queryRawUnsafe<Array<{ table_name: string }>>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  const names = tables.map((t) => t.table_name);
  // The three tables that see a transfer request must be among them.
  expect(names).toEqual(expect.arrayContaining(["transfers", "events", "idempotency_records"]));
  const hits: Record<string, number> = {};
  for (const name of names) {
    const rows = await prisma.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM "${name}" AS t WHERE t::text LIKE $1`,
      `%${needle}%`,
    );
    if (Number(rows[0].n) > 0) hits[name] = Number(rows[0].n);
  }
  return hits;
}

function expectTransferShape(body: any) {
  expect(Object.keys(body).sort()).toEqual(
    [
      "id",
      "object",
      "environment",
      "amount",
      "fee",
      "currency",
      "status",
      "destination",
      "reference",
      "description",
      "metadata",
      "failure_code",
      "failure_message",
      "created_at",
      "completed_at",
      "test_data",
    ].sort(),
  );
  expect(body.id).toMatch(/^tr_/);
  expect(body.id.length).toBeLessThanOrEqual(64);
  expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
}

// ---------------------------------------------------------------------------------------------
// Validation

const twentyOnePairs = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"]));

interface InvalidCase {
  name: string;
  body: () => Record<string, unknown>;
  param: string;
}

const invalidCases: InvalidCase[] = [
  { name: "amount missing", body: () => ({ currency: "USD", destination: bankDestination() }), param: "amount" },
  { name: "amount 0", body: () => validBody({ amount: 0 }), param: "amount" },
  { name: "amount -1", body: () => validBody({ amount: -1 }), param: "amount" },
  { name: "amount 1.5", body: () => validBody({ amount: 1.5 }), param: "amount" },
  { name: "amount as a string", body: () => validBody({ amount: "1000" }), param: "amount" },
  { name: "amount null", body: () => validBody({ amount: null }), param: "amount" },
  { name: "amount 100000000001", body: () => validBody({ amount: 100_000_000_001 }), param: "amount" },
  { name: "currency missing", body: () => ({ amount: 1000, destination: bankDestination() }), param: "currency" },
  { name: "currency lower case", body: () => validBody({ currency: "usd" }), param: "currency" },
  { name: "currency unsupported", body: () => validBody({ currency: "JPY" }), param: "currency" },
  { name: "currency not a string", body: () => validBody({ currency: 840 }), param: "currency" },
  { name: "destination missing", body: () => ({ amount: 1000, currency: "USD" }), param: "destination" },
  { name: "destination a string", body: () => validBody({ destination: "GB29NWBK60161331926819" }), param: "destination" },
  { name: "destination an array", body: () => validBody({ destination: [] }), param: "destination" },
  { name: "destination type unknown", body: () => validBody({ destination: bankDestination("7781", { type: "card" }) }), param: "destination.type" },
  {
    name: "destination type missing",
    body: () => {
      const { type: _type, ...rest } = bankDestination();
      return validBody({ destination: rest });
    },
    param: "destination.type",
  },
  // bank_account
  { name: "account_number of 5", body: () => validBody({ destination: bankDestination("7781", { account_number: "12345" }) }), param: "destination.account_number" },
  { name: "account_number of 35", body: () => validBody({ destination: bankDestination("7781", { account_number: long(35, "1") }) }), param: "destination.account_number" },
  { name: "account_number with '-'", body: () => validBody({ destination: bankDestination("7781", { account_number: "1234-567890" }) }), param: "destination.account_number" },
  {
    name: "account_number missing",
    body: () => {
      const { account_number: _n, ...rest } = bankDestination();
      return validBody({ destination: rest });
    },
    param: "destination.account_number",
  },
  { name: "bank_code of 1", body: () => validBody({ destination: bankDestination("7781", { bank_code: "A" }) }), param: "destination.bank_code" },
  { name: "bank_code of 17", body: () => validBody({ destination: bankDestination("7781", { bank_code: long(17, "B") }) }), param: "destination.bank_code" },
  { name: "bank_code with '_'", body: () => validBody({ destination: bankDestination("7781", { bank_code: "GT_B" }) }), param: "destination.bank_code" },
  { name: "account_name of 1", body: () => validBody({ destination: bankDestination("7781", { account_name: "A" }) }), param: "destination.account_name" },
  { name: "account_name of 141", body: () => validBody({ destination: bankDestination("7781", { account_name: long(141) }) }), param: "destination.account_name" },
  { name: "country 'ng'", body: () => validBody({ destination: bankDestination("7781", { country: "ng" }) }), param: "destination.country" },
  { name: "country 'NGA'", body: () => validBody({ destination: bankDestination("7781", { country: "NGA" }) }), param: "destination.country" },
  { name: "a mobile field in a bank destination", body: () => validBody({ destination: bankDestination("7781", { network: "MTN" }) }), param: "destination.network" },
  // mobile_money
  { name: "phone_number without '+'", body: () => validBody({ destination: mobileDestination("7781", { phone_number: "2348012345678" }) }), param: "destination.phone_number" },
  { name: "phone_number '+0…'", body: () => validBody({ destination: mobileDestination("7781", { phone_number: "+08012345678" }) }), param: "destination.phone_number" },
  { name: "phone_number too short", body: () => validBody({ destination: mobileDestination("7781", { phone_number: "+1234567" }) }), param: "destination.phone_number" },
  { name: "phone_number of 16 digits", body: () => validBody({ destination: mobileDestination("7781", { phone_number: "+1234567890123456" }) }), param: "destination.phone_number" },
  { name: "network of 1", body: () => validBody({ destination: mobileDestination("7781", { network: "M" }) }), param: "destination.network" },
  { name: "network with a space", body: () => validBody({ destination: mobileDestination("7781", { network: "MTN NG" }) }), param: "destination.network" },
  { name: "network of 33", body: () => validBody({ destination: mobileDestination("7781", { network: long(33, "N") }) }), param: "destination.network" },
  { name: "mobile account_name of 141", body: () => validBody({ destination: mobileDestination("7781", { account_name: long(141) }) }), param: "destination.account_name" },
  { name: "mobile country 'gh'", body: () => validBody({ destination: mobileDestination("7781", { country: "gh" }) }), param: "destination.country" },
  {
    name: "a bank field in a mobile_money destination",
    body: () => validBody({ destination: mobileDestination("7781", { account_number: "12345678" }) }),
    param: "destination.account_number",
  },
  // reference, description, metadata, unknown properties
  { name: "reference of 65", body: () => validBody({ reference: long(65) }), param: "reference" },
  { name: "reference not a string", body: () => validBody({ reference: 42 }), param: "reference" },
  { name: "description of 256", body: () => validBody({ description: long(256) }), param: "description" },
  { name: "metadata of 21 pairs", body: () => validBody({ metadata: twentyOnePairs }), param: "metadata" },
  { name: "metadata value of 501", body: () => validBody({ metadata: { note: long(501) } }), param: "metadata.note" },
  { name: "metadata value not a string", body: () => validBody({ metadata: { count: 1 } }), param: "metadata.count" },
  { name: "metadata not an object", body: () => validBody({ metadata: "note" }), param: "metadata" },
  { name: "unknown top-level property", body: () => validBody({ fee: 0 }), param: "fee" },
];

describe("POST /transfers validation", () => {
  // One organization for every case (nothing moves), a fresh key per case (rate limits are per key).
  let shared: Promise<{ id: string }> | undefined;

  test.for(invalidCases)("$name → 400 validation_error, nothing moves, the key stays usable", async (c, { server }) => {
    shared ??= newOrganization(server);
    const org = await shared;
    const api = apiClient(server, (await newKey(server, org.id)).secret);
    const key = idempotencyKey();
    const body = c.body();
    const result = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(result, 400, "validation_error", "invalid_request", c.param);
    expect(result.headers.get("idempotent-replayed")).toBeNull();
    // The error does not echo an account or phone number back.
    const destination = body.destination as Record<string, unknown> | undefined;
    for (const field of ["account_number", "phone_number"]) {
      const value = destination?.[field];
      if (typeof value === "string" && value.length >= 6) expectNotLeaked(result.body, value);
    }
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    expect(await listAll(api)).toEqual([]);

    // The 400 stored nothing: the same key with another (valid) body is neither a replay nor a
    // 422. A 402 shows that without moving money (and is stored, so a replay now says 402).
    const retry = await api.post("/transfers", validBody({ amount: 100_000_000_000 }), { idempotencyKey: key });
    expectError(retry, 402, "insufficient_funds", "balance_error");
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
  });

  test("a key first refused with 400 then creates the transfer", async ({ api, server }) => {
    const key = idempotencyKey();
    const invalid = await api.post("/transfers", validBody({ amount: 0 }), { idempotencyKey: key });
    expectError(invalid, 400, "validation_error", "invalid_request", "amount");
    const again = await api.post("/transfers", validBody({ amount: -5 }), { idempotencyKey: key });
    expectError(again, 400, "validation_error", "invalid_request", "amount");
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    const body = validBody({ amount: 700, destination: bankDestination("0005") });
    const created = await api.post("/transfers", body, { idempotencyKey: key });
    expect(created.status).toBe(201);
    expect(created.headers.get("idempotent-replayed")).toBeNull();
    expect(await balanceOf(api)).toEqual({ available: USD_START - 700, reserved: 700, total: USD_START });
    // Now the key is taken: an invalid body is still a 400 (validation first), a valid other body a 422.
    expectError(await api.post("/transfers", validBody({ amount: 0 }), { idempotencyKey: key }), 400, "validation_error", "invalid_request", "amount");
    expectError(await api.post("/transfers", validBody({ amount: 701 }), { idempotencyKey: key }), 422, "idempotency_key_reuse", "invalid_request");
    const replay = await api.post("/transfers", body, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(created.body);
    expect(await listAll(api)).toHaveLength(1);
    await expectLedgerBalanced(server);
  });

  test("the boundaries inside every limit are accepted", async ({ api, server }) => {
    const metadata = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key_${i}`, long(500, String.fromCharCode(97 + i))]));
    const accepted = [
      validBody({ amount: 1 }),
      validBody({ destination: bankDestination("7781", { account_number: "123456" }) }),
      validBody({ destination: bankDestination("7781", { account_number: long(30, "A") + "7781" }) }),
      validBody({ destination: bankDestination("7781", { bank_code: "AB" }) }),
      validBody({ destination: bankDestination("7781", { bank_code: long(16, "C") }) }),
      validBody({ destination: bankDestination("7781", { account_name: "Al" }) }),
      validBody({ destination: bankDestination("7781", { account_name: long(140, "Z") }) }),
      validBody({ destination: mobileDestination("7781", { phone_number: "+12347781" }) }),
      validBody({ destination: mobileDestination("7781", { phone_number: "+123456789017781" }) }),
      validBody({ destination: mobileDestination("7781", { network: "m-_" + long(29, "x") }) }),
      validBody({ destination: mobileDestination("7781", { network: "MT" }) }),
      validBody({ reference: long(64, "r"), description: long(255, "d"), metadata }),
      validBody({ currency: "XOF", amount: 5 }),
    ];
    let usd = 0;
    for (const body of accepted) {
      const result = await api.post("/transfers", body, { idempotencyKey: idempotencyKey() });
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expectTransferShape(result.body);
      expect(result.body.amount).toBe(body.amount);
      if (body.currency === "USD") usd += body.amount as number;
      if (body.reference) {
        expect(result.body.reference).toBe(body.reference);
        expect(result.body.description).toBe(body.description);
        expect(result.body.metadata).toEqual(metadata);
      } else {
        expect(result.body.reference).toBeNull();
        expect(result.body.description).toBeNull();
        expect(result.body.metadata).toEqual({});
      }
    }
    expect((await balanceOf(api)).available).toBe(USD_START - usd);
    await expectLedgerBalanced(server);
  });

  test("amount 100000000000 passes validation (402 insufficient_funds, not 400)", async ({ api, server }) => {
    const before = await balanceOf(api);
    const result = await api.post("/transfers", validBody({ amount: 100_000_000_000 }), { idempotencyKey: idempotencyKey() });
    expectError(result, 402, "insufficient_funds", "balance_error");
    expect(await balanceOf(api)).toEqual(before);
    await expectLedgerBalanced(server);
  });

  test("a body that is not JSON or not an object is a validation_error", async ({ api }) => {
    const notJson = await api.post("/transfers", undefined, { idempotencyKey: idempotencyKey(), rawBody: "{amount: 1" });
    expectError(notJson, 400, "validation_error", "invalid_request");
    const array = await api.post("/transfers", [validBody()], { idempotencyKey: idempotencyKey() });
    expect(array.status).toBe(400);
    expect(array.body.error.code).toBe("validation_error");
    expect(await listAll(api)).toEqual([]);
  });

  test("Idempotency-Key missing → 400 idempotency_key_required; over 255 characters → 400", async ({ api }) => {
    const missing = await api.post("/transfers", validBody());
    expectError(missing, 400, "idempotency_key_required", "invalid_request");
    const empty = await api.post("/transfers", validBody(), { idempotencyKey: "" });
    expectError(empty, 400, "idempotency_key_required", "invalid_request");
    const tooLong = await api.post("/transfers", validBody(), { idempotencyKey: long(256, "k") });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.type).toBe("invalid_request");
    // The key is checked before the body (docs/api/errors.md#check-order).
    expectError(await api.post("/transfers", validBody({ amount: 0 })), 400, "idempotency_key_required", "invalid_request");
    const max = await api.post("/transfers", validBody(), { idempotencyKey: long(255, "k") });
    expect(max.status).toBe(201);
    expect(await listAll(api)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Sandbox outcomes (docs/api/transfers.md#sandbox-outcomes)

const destinationKinds = [
  { kind: "bank_account", make: bankDestination, masked: (d: any) => ({ type: "bank_account", account_name: d.account_name, country: d.country, last4: d.account_number.slice(-4), bank_code: d.bank_code }) },
  { kind: "mobile_money", make: mobileDestination, masked: (d: any) => ({ type: "mobile_money", account_name: d.account_name, country: d.country, last4: d.phone_number.slice(-4), network: d.network }) },
] as const;

const identifierOf = (d: any): string => d.account_number ?? d.phone_number;

describe("Sandbox outcomes", () => {
  test.for(destinationKinds)("$kind: success — processing with funds reserved, then succeeded", async ({ make, masked }, { api, server }) => {
    const destination = make("7781");
    const body = { amount: 12_345, currency: "USD", destination, reference: "inv-42", description: "Payout", metadata: { order: "42" } };
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });

    const created = await api.post("/transfers", body, { idempotencyKey: idempotencyKey() });
    expect(created.status).toBe(201);
    expectTransferShape(created.body);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^tr_/),
      object: "transfer",
      environment: "sandbox",
      amount: 12_345,
      fee: 0,
      currency: "USD",
      status: "processing",
      destination: masked(destination),
      reference: "inv-42",
      description: "Payout",
      metadata: { order: "42" },
      failure_code: null,
      failure_message: null,
      created_at: expect.any(String),
      completed_at: null,
      test_data: true,
    });
    expectNotLeaked(created.body, identifierOf(destination));
    expect(await balanceOf(api)).toEqual({ available: USD_START - 12_345, reserved: 12_345, total: USD_START });

    const settled = await waitForStatusChange(api, created.body.id);
    expect(settled.status).toBe("succeeded");
    expect(settled.failure_code).toBeNull();
    expect(settled.failure_message).toBeNull();
    expect(typeof settled.completed_at).toBe("string");
    expect(Date.parse(settled.completed_at)).toBeGreaterThanOrEqual(Date.parse(settled.created_at));
    expect(settled).toEqual({ ...created.body, status: "succeeded", completed_at: settled.completed_at });
    expectNotLeaked(settled, identifierOf(destination));
    expect(await balanceOf(api)).toEqual({ available: USD_START - 12_345, reserved: 0, total: USD_START - 12_345 });

    const listed = await listAll(api);
    expect(listed).toEqual([settled]);
    expectNotLeaked(listed, identifierOf(destination));
    await expectLedgerBalanced(server);
  });

  test.for(destinationKinds)("$kind: 0002 → 502 provider_error, stored failed, funds released at once", async ({ make, masked }, { api, server }) => {
    const destination = make("0002");
    const key = idempotencyKey();
    const body = { amount: 5_000, currency: "USD", destination };
    const result = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(result, 502, "provider_error", "provider_error");
    expectNotLeaked(result.body, identifierOf(destination));
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });

    const [stored] = await listAll(api);
    expect(stored).toMatchObject({
      object: "transfer",
      amount: 5_000,
      status: "failed",
      failure_code: "provider_error",
      destination: masked(destination),
    });
    expect(typeof stored.failure_message).toBe("string");
    const fetched = await api.get(`/transfers/${stored.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(stored);
    expectNotLeaked(fetched.body, identifierOf(destination));

    // Stored, errors included (docs/api/idempotency.md#what-is-stored): the replay is the same 502
    // and has no effect.
    const replay = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(replay, 502, "provider_error", "provider_error");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await listAll(api)).toHaveLength(1);
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    await expectLedgerBalanced(server);
  });

  test.for(destinationKinds)("$kind: 0003 → 504 provider_timeout, stored failed, funds released at once", async ({ make, masked }, { api, server }) => {
    const destination = make("0003");
    const key = idempotencyKey();
    const body = { amount: 6_000, currency: "USD", destination };
    const result = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(result, 504, "provider_timeout", "provider_error");
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });

    const [stored] = await listAll(api);
    expect(stored).toMatchObject({ amount: 6_000, status: "failed", failure_code: "provider_timeout", destination: masked(destination) });
    expect((await api.get(`/transfers/${stored.id}`)).body).toEqual(stored);

    const replay = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(replay, 504, "provider_timeout", "provider_error");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await listAll(api)).toHaveLength(1);
    await expectLedgerBalanced(server);
  });

  test.for(destinationKinds)("$kind: 0004 → 201 processing, then failed destination_rejected with funds released", async ({ make, masked }, { api, server }) => {
    const destination = make("0004");
    const created = await api.post("/transfers", { amount: 7_000, currency: "USD", destination }, { idempotencyKey: idempotencyKey() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "processing", failure_code: null, completed_at: null, destination: masked(destination) });
    expect(await balanceOf(api)).toEqual({ available: USD_START - 7_000, reserved: 7_000, total: USD_START });

    const failed = await waitForStatusChange(api, created.body.id);
    expect(failed.status).toBe("failed");
    expect(failed.failure_code).toBe("destination_rejected");
    expect(typeof failed.failure_message).toBe("string");
    expectNotLeaked(failed, identifierOf(destination));
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    await expectLedgerBalanced(server);
  });

  test("0005 (bank and mobile) → 201 processing and stays processing with funds reserved", async ({ api, server }) => {
    const created = [];
    for (const { make } of destinationKinds) {
      const result = await api.post("/transfers", { amount: 8_000, currency: "USD", destination: make("0005") }, { idempotencyKey: idempotencyKey() });
      expect(result.status).toBe(201);
      expect(result.body.status).toBe("processing");
      created.push(result.body);
    }
    expect(created.map((t) => t.destination.type)).toEqual(["bank_account", "mobile_money"]);
    // Well past the settlement delay (300 ms) and several worker polls (250 ms).
    await sleep(1_300);
    for (const transfer of created) {
      const later = await api.get(`/transfers/${transfer.id}`);
      expect(later.status).toBe(200);
      expect(later.body).toEqual(transfer);
    }
    expect(await balanceOf(api)).toEqual({ available: USD_START - 16_000, reserved: 16_000, total: USD_START });
    await expectLedgerBalanced(server);
  });

  test("the full account and phone numbers are never stored anywhere in the database", async ({ api, server }) => {
    const bank = ["7781", "0002", "0003", "0004", "0005"].map((last4) => bankDestination(last4));
    const mobile = ["7781", "0002", "0003", "0004", "0005"].map((last4) => mobileDestination(last4));
    const ids: string[] = [];
    const settling: string[] = [];
    for (const destination of [...bank, ...mobile]) {
      const result = await api.post("/transfers", { amount: 100, currency: "USD", destination }, { idempotencyKey: idempotencyKey() });
      expect([201, 502, 504]).toContain(result.status);
      expectNotLeaked(result.body, identifierOf(destination));
      if (result.status === 201) ids.push(result.body.id);
      if (result.status === 201 && !identifierOf(destination).endsWith("0005")) settling.push(result.body.id);
    }
    // A refused (402, stored) and an invalid (400, not stored) request see the numbers too.
    const poor = bankDestination("7781");
    const refused = await api.post("/transfers", { amount: USD_START + 1, currency: "USD", destination: poor }, { idempotencyKey: idempotencyKey() });
    expect(refused.status).toBe(402);
    const richPhone = mobileDestination("7781");
    const invalid = await api.post("/transfers", { amount: 1, currency: "USD", destination: richPhone, metadata: { n: 1 } }, { idempotencyKey: idempotencyKey() });
    expect(invalid.status).toBe(400);
    // Let the settlement worker write its rows (succeeded, destination_rejected).
    for (const id of settling) expectNotLeaked(await waitForStatusChange(api, id), "unused-needle");
    expectNotLeaked(await listAll(api), identifierOf(bank[0]));

    const transfers = await server.service.database.prisma.$queryRawUnsafe<Array<{ row: string }>>("SELECT t::text AS row FROM transfers t");
    const events = await server.service.database.prisma.$queryRawUnsafe<Array<{ row: string }>>("SELECT e::text AS row FROM events e");
    const records = await server.service.database.prisma.$queryRawUnsafe<Array<{ row: string }>>("SELECT r::text AS row FROM idempotency_records r");
    expect(transfers.length).toBeGreaterThanOrEqual(10);
    const everything = [...transfers, ...events, ...records].map((r) => r.row).join("\n");
    for (const destination of [...bank, ...mobile, poor, richPhone]) {
      const identifier = identifierOf(destination);
      expect(everything).not.toContain(identifier);
      // Without its last four digits too (only last4 may be stored).
      expect(everything).not.toContain(identifier.replace(/^\+/, "").slice(0, -4));
      expect(await rowsContaining(server, identifier.replace(/^\+/, "").slice(0, -4))).toEqual({});
    }
    // Nor in the service's log lines (logs outlive requests too).
    for (const destination of [...bank, ...mobile, poor, richPhone]) {
      const digitsOnly = identifierOf(destination).replace(/^\+/, "").slice(0, -4);
      expect(server.logLines.filter((line) => line.includes(digitsOnly))).toEqual([]);
    }
    // The masked fields are what is stored.
    const mine = transfers.filter((r) => ids.some((id) => r.row.includes(id)));
    expect(mine.length).toBe(ids.length);
    await expectLedgerBalanced(server);
  });
});

// ---------------------------------------------------------------------------------------------
// Insufficient funds and concurrency

describe("insufficient funds", () => {
  test("402 insufficient_funds moves nothing, is stored, and replays as 402", async ({ api, server }) => {
    const key = idempotencyKey();
    const body = { amount: USD_START + 1, currency: "USD", destination: bankDestination() };
    const result = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(result, 402, "insufficient_funds", "balance_error");
    expect(result.headers.get("idempotent-replayed")).toBeNull();
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    expect(await listAll(api)).toEqual([]);

    // Even after the wallet could pay, the key answers what it answered first.
    const funded = await api.post("/test/fund", { amount: 10, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expect(funded.status).toBe(200);
    const replay = await api.post("/transfers", body, { idempotencyKey: key });
    expectError(replay, 402, "insufficient_funds", "balance_error");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await listAll(api)).toEqual([]);
    expect(await balanceOf(api)).toEqual({ available: USD_START + 10, reserved: 0, total: USD_START + 10 });

    // The stored 402 is not reusable with another body.
    const reuse = await api.post("/transfers", { ...body, amount: 1 }, { idempotencyKey: key });
    expectError(reuse, 422, "idempotency_key_reuse", "invalid_request");
    expect(await listAll(api)).toEqual([]);
    await expectLedgerBalanced(server);
  });

  test("the whole available balance may be sent; one unit more is 402", async ({ api, server }) => {
    const all = await api.post("/transfers", { amount: XOF_START, currency: "XOF", destination: bankDestination("0005") }, { idempotencyKey: idempotencyKey() });
    expect(all.status).toBe(201);
    expect(await balanceOf(api, "XOF")).toEqual({ available: 0, reserved: XOF_START, total: XOF_START });
    const more = await api.post("/transfers", { amount: 1, currency: "XOF", destination: bankDestination("7781") }, { idempotencyKey: idempotencyKey() });
    expectError(more, 402, "insufficient_funds", "balance_error");
    expect(await balanceOf(api, "XOF")).toEqual({ available: 0, reserved: XOF_START, total: XOF_START });
    expect(await listAll(api)).toHaveLength(1);
    await expectLedgerBalanced(server);
  });

  test("50 concurrent XOF transfers against 100,000: exactly 33 reserve, 17 get 402, never negative", async ({ api, server }) => {
    expect(await balanceOf(api, "XOF")).toEqual({ available: XOF_START, reserved: 0, total: XOF_START });
    // Every fourth one stays processing (0005); the others settle while the test runs.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.post(
          "/transfers",
          { amount: 3_000, currency: "XOF", destination: i % 2 === 0 ? bankDestination(i % 4 === 0 ? "0005" : "7781") : mobileDestination("7781") },
          { idempotencyKey: idempotencyKey() },
        ),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 402);
    expect(results.map((r) => r.status).filter((s) => s !== 201 && s !== 402)).toEqual([]);
    expect(created).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expectError(r, 402, "insufficient_funds", "balance_error");
    expect(new Set(created.map((r) => r.body.id)).size).toBe(33);
    const reservedNow = await balanceOf(api, "XOF");
    expect(reservedNow.available).toBe(XOF_START - 33 * 3_000);
    expect(await listAll(api)).toHaveLength(33);

    // Once the settling ones settled: available exactly 100,000 − 33 × 3,000, the rest held.
    const pending = created.filter((r) => !r.body.destination.last4.endsWith("0005"));
    for (const r of pending) expect((await waitForStatusChange(api, r.body.id)).status).toBe("succeeded");
    const held = (created.length - pending.length) * 3_000;
    const balance = await balanceOf(api, "XOF");
    expect(balance).toEqual({ available: XOF_START - 99_000, reserved: held, total: XOF_START - 99_000 + held });
    expect(balance.available).toBeGreaterThanOrEqual(0);
    expect(await listAll(api, "&status=succeeded")).toHaveLength(pending.length);
    // USD is untouched.
    expect(await balanceOf(api, "USD")).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    await expectLedgerBalanced(server);
  });
});

// ---------------------------------------------------------------------------------------------
// Idempotency on POST /transfers (docs/api/idempotency.md)

describe("POST /transfers idempotency", () => {
  test("a replay returns the original 201 body even after the transfer settled", async ({ api, server }) => {
    const key = idempotencyKey();
    const destination = bankDestination("7781");
    const body = { amount: 2_500, currency: "USD", destination, reference: "r-1", metadata: { a: "1", b: "2" } };
    const first = await api.post("/transfers", body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(first.body.status).toBe("processing");
    const settled = await waitForStatusChange(api, first.body.id);
    expect(settled.status).toBe("succeeded");

    // Same body with its keys in another order: the same fingerprint.
    const reordered = { metadata: { b: "2", a: "1" }, reference: "r-1", destination: { ...destination }, currency: "USD", amount: 2_500 };
    const replay = await api.post("/transfers", reordered, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(replay.body.status).toBe("processing");
    expect(await listAll(api)).toHaveLength(1);
    expect(await balanceOf(api)).toEqual({ available: USD_START - 2_500, reserved: 0, total: USD_START - 2_500 });
    await expectLedgerBalanced(server);
  });

  test("the same key with another body or on another endpoint → 422 idempotency_key_reuse", async ({ api, server }) => {
    const key = idempotencyKey();
    const body = validBody({ amount: 1_500 });
    const first = await api.post("/transfers", body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const otherAmount = await api.post("/transfers", { ...body, amount: 1_501 }, { idempotencyKey: key });
    expectError(otherAmount, 422, "idempotency_key_reuse", "invalid_request");
    const otherDestination = await api.post("/transfers", { ...body, destination: bankDestination("7781") }, { idempotencyKey: key });
    expectError(otherDestination, 422, "idempotency_key_reuse", "invalid_request");
    const otherEndpoint = await api.post("/test/fund", { amount: 1_500, currency: "USD" }, { idempotencyKey: key });
    expectError(otherEndpoint, 422, "idempotency_key_reuse", "invalid_request");
    expect(await listAll(api)).toHaveLength(1);
    const balance = await balanceOf(api);
    expect(balance.available).toBe(USD_START - 1_500);
    await expectLedgerBalanced(server);
  });

  test("a key is scoped to its organization: another organization may use the same key", async ({ api, server }) => {
    const key = idempotencyKey();
    const first = await api.post("/transfers", validBody(), { idempotencyKey: key });
    expect(first.status).toBe(201);
    const other = await newOrganization(server);
    const otherApi = apiClient(server, (await newKey(server, other.id)).secret);
    const second = await otherApi.post("/transfers", validBody({ amount: 999 }), { idempotencyKey: key });
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
    await expectLedgerBalanced(server);
  });

  test("20 concurrent requests with one key create exactly one transfer", async ({ api, server }) => {
    const key = idempotencyKey();
    const body = validBody({ amount: 4_321 });
    const results = await Promise.all(Array.from({ length: 20 }, () => api.post("/transfers", body, { idempotencyKey: key })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(1);
    for (const r of ok) expect(r.body).toEqual(ok[0].body);
    expect(ok.filter((r) => r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 409)) expectError(r, 409, "idempotency_in_progress", "invalid_request");
    const listed = await listAll(api);
    expect(listed).toHaveLength(1);
    expect(listed[0].id).toBe(ok[0].body.id);
    const balance = await balanceOf(api);
    expect(balance.total - balance.reserved).toBe(USD_START - 4_321);
    // After the dust settles, the key replays the one answer.
    const replay = await api.post("/transfers", body, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(ok[0].body);
    await expectLedgerBalanced(server);
  });
});

// ---------------------------------------------------------------------------------------------
// GET /transfers and GET /transfers/{id}

describe("GET /transfers", () => {
  async function createMix(api: ApiClient) {
    // A succeeds, B stays processing, C fails at once (502), D stays processing, E succeeds.
    const make = async (last4: string, amount: number) => {
      const result = await api.post("/transfers", { amount, currency: "USD", destination: bankDestination(last4) }, { idempotencyKey: idempotencyKey() });
      expect([201, 502]).toContain(result.status);
      return result;
    };
    const a = await make("7781", 101);
    const b = await make("0005", 102);
    await make("0002", 103); // refused by the provider: nothing to settle
    const d = await make("0005", 104);
    const e = await make("7781", 105);
    const all = await listAll(api);
    const cId = all.find((t) => t.amount === 103).id;
    const ids = { a: a.body.id, b: b.body.id, c: cId, d: d.body.id, e: e.body.id };
    await waitForStatusChange(api, ids.a);
    await waitForStatusChange(api, ids.e);
    return ids;
  }

  test("newest first, limit, starting_after paging with has_more, and status filters", async ({ api, server }) => {
    const { a, b, c, d, e } = await createMix(api);
    const all = await api.get("/transfers");
    expect(all.status).toBe(200);
    expect(all.body.object).toBe("list");
    expect(all.body.has_more).toBe(false);
    expect(all.body.data.map((t: any) => t.id)).toEqual([e, d, c, b, a]);
    for (const t of all.body.data) expectTransferShape(t);
    const ids = all.body.data.map((t: any) => t.id);
    expect([...ids].sort().reverse()).toEqual(ids);

    const page1 = await api.get("/transfers?limit=2");
    expect(page1.body.data.map((t: any) => t.id)).toEqual([e, d]);
    expect(page1.body.has_more).toBe(true);
    const page2 = await api.get(`/transfers?limit=2&starting_after=${d}`);
    expect(page2.body.data.map((t: any) => t.id)).toEqual([c, b]);
    expect(page2.body.has_more).toBe(true);
    const page3 = await api.get(`/transfers?limit=2&starting_after=${b}`);
    expect(page3.body.data.map((t: any) => t.id)).toEqual([a]);
    expect(page3.body.has_more).toBe(false);
    const exact = await api.get(`/transfers?limit=5`);
    expect(exact.body.has_more).toBe(false);
    const afterLast = await api.get(`/transfers?starting_after=${a}`);
    expect(afterLast.body).toEqual({ object: "list", data: [], has_more: false });

    const processing = await api.get("/transfers?status=processing");
    expect(processing.body.data.map((t: any) => t.id)).toEqual([d, b]);
    expect(processing.body.data.every((t: any) => t.status === "processing")).toBe(true);
    const failed = await api.get("/transfers?status=failed");
    expect(failed.body.data.map((t: any) => t.id)).toEqual([c]);
    expect(failed.body.data[0].failure_code).toBe("provider_error");
    const succeeded = await api.get("/transfers?status=succeeded&limit=1");
    expect(succeeded.body.data.map((t: any) => t.id)).toEqual([e]);
    expect(succeeded.body.has_more).toBe(true);
    const succeeded2 = await api.get(`/transfers?status=succeeded&limit=1&starting_after=${e}`);
    expect(succeeded2.body.data.map((t: any) => t.id)).toEqual([a]);
    expect(succeeded2.body.has_more).toBe(false);
    // starting_after may name a transfer the status filter excludes.
    const mixed = await api.get(`/transfers?status=processing&starting_after=${c}`);
    expect(mixed.body.data.map((t: any) => t.id)).toEqual([b]);

    // GET /transfers/{id} answers what the list shows.
    for (const t of all.body.data) {
      const one = await api.get(`/transfers/${t.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(t);
    }
    await expectLedgerBalanced(server);
  });

  test("limit defaults to 20 and goes up to 100", async ({ api, server }) => {
    const created = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        api.post("/transfers", { amount: 10 + i, currency: "USD", destination: bankDestination("0005") }, { idempotencyKey: idempotencyKey() }),
      ),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    const page = await api.get("/transfers");
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(20);
    expect(page.body.has_more).toBe(true);
    const ids = page.body.data.map((t: any) => t.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    const rest = await api.get(`/transfers?starting_after=${ids[19]}`);
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.has_more).toBe(false);
    const max = await api.get("/transfers?limit=100");
    expect(max.body.data).toHaveLength(21);
    expect(max.body.has_more).toBe(false);
    const one = await api.get("/transfers?limit=1");
    expect(one.body.data).toHaveLength(1);
    expect(new Set([...ids, rest.body.data[0].id])).toEqual(new Set(created.map((r) => r.body.id)));
    await expectLedgerBalanced(server);
  });

  test.for([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["limit=1.5", "limit"],
    ["limit=-1", "limit"],
    ["limit=", "limit"],
    ["status=pending", "status"],
    ["status=PROCESSING", "status"],
    ["starting_after=tr_00000000000000000000000000", "starting_after"],
    [`starting_after=tr_${"x".repeat(62)}`, "starting_after"],
    ["foo=bar", "foo"],
    ["limit=1&limit=2", "limit"],
  ] as const)("GET /transfers?%s → 400 validation_error", async ([query, param], { api }) => {
    const result = await api.get(`/transfers?${query}`);
    expectError(result, 400, "validation_error", "invalid_request", param);
  });

  test("starting_after naming another organization's or the other environment's transfer → 400", async ({ api, server, liveApi }) => {
    const mine = await api.post("/transfers", validBody(), { idempotencyKey: idempotencyKey() });
    expect(mine.status).toBe(201);
    const other = await newOrganization(server);
    const otherApi = apiClient(server, (await newKey(server, other.id)).secret);
    const theirs = await otherApi.post("/transfers", validBody(), { idempotencyKey: idempotencyKey() });
    expect(theirs.status).toBe(201);

    expectError(await api.get(`/transfers?starting_after=${theirs.body.id}`), 400, "validation_error", "invalid_request", "starting_after");
    expectError(await otherApi.get(`/transfers?starting_after=${mine.body.id}`), 400, "validation_error", "invalid_request", "starting_after");
    // The same organization's Live key cannot see Sandbox transfers.
    expectError(await liveApi.get(`/transfers?starting_after=${mine.body.id}`), 400, "validation_error", "invalid_request", "starting_after");
    // The lists do not mix.
    expect((await listAll(api)).map((t) => t.id)).toEqual([mine.body.id]);
    expect((await listAll(otherApi)).map((t) => t.id)).toEqual([theirs.body.id]);
    await expectLedgerBalanced(server);
  });

  test("GET /transfers/{id}: 404 for another organization, the other environment, or an unknown id", async ({ api, server, liveApi }) => {
    const mine = await api.post("/transfers", validBody(), { idempotencyKey: idempotencyKey() });
    expect(mine.status).toBe(201);
    const other = await newOrganization(server);
    const otherApi = apiClient(server, (await newKey(server, other.id)).secret);

    expectError(await otherApi.get(`/transfers/${mine.body.id}`), 404, "not_found", "invalid_request");
    expectError(await liveApi.get(`/transfers/${mine.body.id}`), 404, "not_found", "invalid_request");
    expectError(await api.get("/transfers/tr_00000000000000000000000000"), 404, "not_found", "invalid_request");
    expectError(await api.get(`/transfers/${"x".repeat(64)}`), 404, "not_found", "invalid_request");

    // Live reads work: it just sees no Sandbox transfers.
    const liveList = await liveApi.get("/transfers");
    expect(liveList.status).toBe(200);
    expect(liveList.body).toEqual({ object: "list", data: [], has_more: false });

    // An id over 64 characters cannot exist: docs/api/conventions.md#ids says 400 with param id;
    // this check accepts a 404 too.
    const tooLong = await api.get(`/transfers/tr_${"x".repeat(62)}`);
    expect([400, 404]).toContain(tooLong.status);
    if (tooLong.status === 400) expectError(tooLong, 400, "validation_error", "invalid_request", "id");
    else expectError(tooLong, 404, "not_found", "invalid_request");
  });
});

// ---------------------------------------------------------------------------------------------
// Scopes and Live

describe("scopes", () => {
  test("POST /transfers needs transfers:write; the GETs need transfers:read", async ({ api, server, org }) => {
    const existing = await api.post("/transfers", validBody(), { idempotencyKey: idempotencyKey() });
    expect(existing.status).toBe(201);
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "balances:read"] })).secret);
    const writeOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:write", "balances:read"] })).secret);
    const cardsOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read", "cards:write"] })).secret);

    const key = idempotencyKey();
    expectError(await readOnly.post("/transfers", validBody(), { idempotencyKey: key }), 403, "insufficient_scope", "permission_error");
    // Scope comes before the Idempotency-Key and the body (docs/api/errors.md#check-order).
    expectError(await readOnly.post("/transfers", { amount: -1 }), 403, "insufficient_scope", "permission_error");
    expectError(await cardsOnly.post("/transfers", validBody(), { idempotencyKey: idempotencyKey() }), 403, "insufficient_scope", "permission_error");
    expectError(await writeOnly.get("/transfers"), 403, "insufficient_scope", "permission_error");
    expectError(await writeOnly.get(`/transfers/${existing.body.id}`), 403, "insufficient_scope", "permission_error");
    expectError(await writeOnly.get("/transfers?limit=0"), 403, "insufficient_scope", "permission_error");
    expectError(await cardsOnly.get(`/transfers/${existing.body.id}`), 403, "insufficient_scope", "permission_error");

    expect((await readOnly.get("/transfers")).status).toBe(200);
    expect((await readOnly.get(`/transfers/${existing.body.id}`)).status).toBe(200);
    const written = await writeOnly.post("/transfers", validBody({ amount: 55 }), { idempotencyKey: key });
    expect(written.status).toBe(201);
    expect(written.headers.get("idempotent-replayed")).toBeNull();
    expect(await listAll(api)).toHaveLength(2);
    const balance = await balanceOf(api);
    expect(balance.total - balance.reserved).toBe(USD_START - 1000 - 55);
    await expectLedgerBalanced(server);
  });
});

describe("Live", () => {
  test("POST /v1/transfers: 503 live_operations_disabled after validation and the key check", async ({ liveApi, api, server }) => {
    const key = idempotencyKey();
    const body = validBody();
    const result = await liveApi.post("/transfers", body, { idempotencyKey: key });
    expectError(result, 503, "live_operations_disabled", "service_unavailable");
    // Stored like any answer other than 400 and 409 (docs/api/idempotency.md#what-is-stored).
    const replay = await liveApi.post("/transfers", body, { idempotencyKey: key });
    expectError(replay, 503, "live_operations_disabled", "service_unavailable");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");

    expectError(await liveApi.post("/transfers", validBody({ amount: 0 }), { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "amount");
    expectError(
      await liveApi.post("/transfers", validBody({ destination: bankDestination("7781", { country: "ng" }) }), { idempotencyKey: idempotencyKey() }),
      400,
      "validation_error",
      "invalid_request",
      "destination.country",
    );
    expectError(await liveApi.post("/transfers", validBody()), 400, "idempotency_key_required", "invalid_request");
    expectError(await liveApi.post("/transfers", { amount: 0 }), 400, "idempotency_key_required", "invalid_request");

    // Keys are scoped to (organization, environment): a Sandbox key's value is free in Live.
    const sandboxKeyValue = idempotencyKey();
    const sandboxBody = validBody({ destination: bankDestination("0005") });
    const sandboxCreated = await api.post("/transfers", sandboxBody, { idempotencyKey: sandboxKeyValue });
    expect(sandboxCreated.status).toBe(201);
    const liveSameKey = await liveApi.post("/transfers", validBody({ amount: 3 }), { idempotencyKey: sandboxKeyValue });
    expectError(liveSameKey, 503, "live_operations_disabled", "service_unavailable");
    expect(liveSameKey.headers.get("idempotent-replayed")).toBeNull();

    const liveList = await liveApi.get("/transfers");
    expect(liveList.body).toEqual({ object: "list", data: [], has_more: false });
    // Nothing else happened in the Sandbox.
    expect(await balanceOf(api)).toEqual({ available: USD_START - 1000, reserved: 1000, total: USD_START });
    expect((await listAll(api)).map((t) => t.id)).toEqual([sandboxCreated.body.id]);
    await expectLedgerBalanced(server);
  });

  test("a Sandbox key on the Live URL and a Live key on the Sandbox URL → 401 environment_mismatch", async ({ server, sandboxKey, liveKey }) => {
    const wrongLive = apiClient(server, sandboxKey.secret, "live");
    expectError(await wrongLive.post("/transfers", validBody(), { idempotencyKey: idempotencyKey() }), 401, "environment_mismatch", "authentication_error");
    const wrongSandbox = apiClient(server, liveKey.secret, "sandbox");
    expectError(await wrongSandbox.get("/transfers"), 401, "environment_mismatch", "authentication_error");
  });
});
