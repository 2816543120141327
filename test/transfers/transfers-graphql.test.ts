// Transfers over GraphQL: createTransfer(input, idempotencyKey), transfer(id), transfers(first,
// after, status). The same operation as REST (docs/api/graphql.md): the same rules, the same error
// codes with type, param and the REST status in extensions, and one idempotency key space.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import type { CreateTransferInput } from "../graphql/graphql.js";
import {
  test,
  expect,
  expectGraphQLError,
  expectLedgerBalanced,
  idempotencyKey,
  apiClient,
  newKey,
  newOrganization,
  type ApiClient,
} from "../support/fixtures.js";
import { sleep } from "../support/time.js";
import { digits, long } from "../support/strings.js";

const USD_START = 10_000_000;

const CreateTransferMutation = graphql(`
  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {
    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {
      id environment amount fee currency status
      destination { type accountName country last4 bankCode network }
      reference description metadata failureCode failureMessage createdAt completedAt testData
    }
  }
`);

const TransferQuery = graphql(`
  query TransfersGqlTransfer($id: ID!) {
    transfer(id: $id) {
      id environment amount fee currency status
      destination { type accountName country last4 bankCode network }
      reference description metadata failureCode failureMessage createdAt completedAt testData
    }
  }
`);

const TransfersQuery = graphql(`
  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {
    transfers(first: $first, after: $after, status: $status) {
      edges { cursor node { id status amount failureCode } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const BalancesQuery = graphql(`
  query TransfersGqlBalances {
    balances { currency available reserved total }
  }
`);

// ---------------------------------------------------------------------------------------------
// Helpers

type DestinationInput = CreateTransferInput["destination"];

function bank(last4 = "7781", overrides: Partial<DestinationInput> = {}): DestinationInput {
  return { type: "bank_account", accountNumber: `${digits(10)}${last4}`, bankCode: "GTBINGLA", accountName: "Ada Lovelace", country: "NG", ...overrides };
}

function mobile(last4 = "7781", overrides: Partial<DestinationInput> = {}): DestinationInput {
  return { type: "mobile_money", phoneNumber: `+233${digits(6)}${last4}`, network: "MTN", accountName: "Grace Hopper", country: "GH", ...overrides };
}

function input(overrides: Partial<CreateTransferInput> = {}): CreateTransferInput {
  return { amount: 1000, currency: "USD", destination: bank(), ...overrides };
}

async function balanceOf(api: ApiClient, currency = "USD") {
  const result = await api.graphql(BalancesQuery, {});
  expect(result.errors).toBeUndefined();
  const found = result.data!.balances!.find((b) => b.currency === currency)!;
  return { available: found.available, reserved: found.reserved, total: found.total };
}

async function waitForStatusChange(api: ApiClient, id: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await api.graphql(TransferQuery, { id });
    expect(result.errors).toBeUndefined();
    if (result.data!.transfer!.status !== "processing") return result.data!.transfer!;
    if (Date.now() > deadline) throw new Error(`transfer ${id} still processing after 10 s`);
    await sleep(100);
  }
}

async function count(api: ApiClient): Promise<number> {
  const result = await api.graphql(TransfersQuery, { first: 100 });
  expect(result.errors).toBeUndefined();
  return result.data!.transfers!.edges.length;
}

/** A GraphQL error raised before execution (variable coercion): validation_error, no data. */
function expectRequestError(result: { status: number; data: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> }) {
  expect(result.data?.createTransfer ?? null).toBeNull();
  expect(result.errors?.length).toBeGreaterThan(0);
  expect(result.errors![0].extensions).toMatchObject({ code: "validation_error", type: "invalid_request", status: 400 });
}

// ---------------------------------------------------------------------------------------------
// Validation through createTransfer

const invalidInputs: Array<{ name: string; input: () => CreateTransferInput; param: string }> = [
  { name: "amount 0", input: () => input({ amount: 0 }), param: "amount" },
  { name: "amount -1", input: () => input({ amount: -1 }), param: "amount" },
  { name: "amount 100000000001", input: () => input({ amount: 100_000_000_001 }), param: "amount" },
  { name: "accountNumber of 5", input: () => input({ destination: bank("7781", { accountNumber: "12345" }) }), param: "destination.accountNumber" },
  { name: "accountNumber of 35", input: () => input({ destination: bank("7781", { accountNumber: long(35, "1") }) }), param: "destination.accountNumber" },
  { name: "accountNumber with '-'", input: () => input({ destination: bank("7781", { accountNumber: "1234-567890" }) }), param: "destination.accountNumber" },
  { name: "accountNumber missing", input: () => input({ destination: bank("7781", { accountNumber: undefined }) }), param: "destination.accountNumber" },
  { name: "bankCode of 1", input: () => input({ destination: bank("7781", { bankCode: "A" }) }), param: "destination.bankCode" },
  { name: "accountName of 1", input: () => input({ destination: bank("7781", { accountName: "A" }) }), param: "destination.accountName" },
  { name: "accountName of 141", input: () => input({ destination: bank("7781", { accountName: long(141) }) }), param: "destination.accountName" },
  { name: "country 'ng'", input: () => input({ destination: bank("7781", { country: "ng" }) }), param: "destination.country" },
  { name: "country 'NGA'", input: () => input({ destination: bank("7781", { country: "NGA" }) }), param: "destination.country" },
  { name: "network in a bank destination", input: () => input({ destination: bank("7781", { network: "MTN" }) }), param: "destination.network" },
  { name: "phoneNumber without '+'", input: () => input({ destination: mobile("7781", { phoneNumber: "2348012345678" }) }), param: "destination.phoneNumber" },
  { name: "phoneNumber '+0…'", input: () => input({ destination: mobile("7781", { phoneNumber: "+08012345678" }) }), param: "destination.phoneNumber" },
  { name: "phoneNumber too short", input: () => input({ destination: mobile("7781", { phoneNumber: "+1234567" }) }), param: "destination.phoneNumber" },
  { name: "phoneNumber of 16 digits", input: () => input({ destination: mobile("7781", { phoneNumber: "+1234567890123456" }) }), param: "destination.phoneNumber" },
  { name: "network with a space", input: () => input({ destination: mobile("7781", { network: "MTN NG" }) }), param: "destination.network" },
  { name: "accountNumber in a mobile_money destination", input: () => input({ destination: mobile("7781", { accountNumber: "12345678" }) }), param: "destination.accountNumber" },
  { name: "reference of 65", input: () => input({ reference: long(65) }), param: "reference" },
  { name: "description of 256", input: () => input({ description: long(256) }), param: "description" },
  {
    name: "metadata of 21 pairs",
    input: () => input({ metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }),
    param: "metadata",
  },
  { name: "metadata value of 501", input: () => input({ metadata: { note: long(501) } }), param: "metadata.note" },
  { name: "metadata value not a string", input: () => input({ metadata: { count: 1 } }), param: "metadata.count" },
];

describe("createTransfer validation", () => {
  let shared: Promise<{ id: string }> | undefined;

  test.for(invalidInputs)("$name → validation_error with param as GraphQL spells it (docs/api/graphql.md#errors); nothing moves; the key stays usable", async (c, { server }) => {
    shared ??= newOrganization(server);
    const api = apiClient(server, (await newKey(server, (await shared).id)).secret);
    const key = idempotencyKey();
    const result = await api.graphql(CreateTransferMutation, { input: c.input(), idempotencyKey: key });
    expectGraphQLError(result, "createTransfer", 400, "validation_error", "invalid_request", c.param);
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    expect(await count(api)).toBe(0);
    // Not stored: the key answers a different valid request (402 moves nothing).
    const retry = await api.graphql(CreateTransferMutation, { input: input({ amount: 100_000_000_000 }), idempotencyKey: key });
    expectGraphQLError(retry, "createTransfer", 402, "insufficient_funds", "balance_error");
    expect(retry.errors![0].extensions!.idempotent_replayed).toBeUndefined();
  });

  test("amount 100000000000 passes validation: 402 insufficient_funds", async ({ api }) => {
    const result = await api.graphql(CreateTransferMutation, { input: input({ amount: 100_000_000_000 }), idempotencyKey: idempotencyKey() });
    expectGraphQLError(result, "createTransfer", 402, "insufficient_funds", "balance_error");
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
  });

  test("type errors (amount 1.5 or a string, unknown currency, unknown input field) are validation_error", async ({ api }) => {
    const cases: unknown[] = [
      { ...input(), amount: 1.5 },
      { ...input(), amount: "1000" },
      { ...input(), amount: 9_007_199_254_740_992 },
      { ...input(), currency: "JPY" },
      { ...input(), currency: "usd" },
      { ...input(), destination: { ...bank(), type: "card" } },
      { ...input(), unknownField: "x" },
      { amount: 1000, currency: "USD" },
    ];
    for (const variables of cases) {
      const result = await api.graphql(CreateTransferMutation, { input: variables as CreateTransferInput, idempotencyKey: idempotencyKey() });
      expectRequestError(result);
    }
    expect(await count(api)).toBe(0);
  });

  test("idempotencyKey: omitted is a GraphQL validation error, empty is idempotency_key_required", async ({ api }) => {
    const omitted = await api.graphql(CreateTransferMutation, { input: input(), idempotencyKey: undefined as unknown as string });
    expectRequestError(omitted);
    const empty = await api.graphql(CreateTransferMutation, { input: input(), idempotencyKey: "" });
    expectGraphQLError(empty, "createTransfer", 400, "idempotency_key_required", "invalid_request");
    expect(await count(api)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Outcomes

describe("createTransfer outcomes", () => {
  test("success: processing with funds reserved, then succeeded; masked destination", async ({ api, server }) => {
    const destination = bank("7781");
    const result = await api.graphql(CreateTransferMutation, {
      input: input({ amount: 12_345, destination, reference: "inv-9", description: "Payout", metadata: { order: "9" } }),
      idempotencyKey: idempotencyKey(),
    });
    expect(result.errors).toBeUndefined();
    const transfer = result.data!.createTransfer!;
    expect(transfer).toEqual({
      id: expect.stringMatching(/^tr_/),
      environment: "sandbox",
      amount: 12_345,
      fee: 0,
      currency: "USD",
      status: "processing",
      destination: { type: "bank_account", accountName: "Ada Lovelace", country: "NG", last4: "7781", bankCode: "GTBINGLA", network: null },
      reference: "inv-9",
      description: "Payout",
      metadata: { order: "9" },
      failureCode: null,
      failureMessage: null,
      createdAt: expect.any(String),
      completedAt: null,
      testData: true,
    });
    expect(JSON.stringify(result)).not.toContain(destination.accountNumber!);
    expect(await balanceOf(api)).toEqual({ available: USD_START - 12_345, reserved: 12_345, total: USD_START });

    const settled = await waitForStatusChange(api, transfer.id);
    expect(settled.status).toBe("succeeded");
    expect(typeof settled.completedAt).toBe("string");
    expect(settled).toEqual({ ...transfer, status: "succeeded", completedAt: settled.completedAt });
    expect(await balanceOf(api)).toEqual({ available: USD_START - 12_345, reserved: 0, total: USD_START - 12_345 });
    await expectLedgerBalanced(server);
  });

  test("0002 → provider_error (502), 0003 → provider_timeout (504), stored failed, nothing held", async ({ api, server }) => {
    const phone = mobile("0002");
    const errorResult = await api.graphql(CreateTransferMutation, { input: input({ amount: 500, destination: phone }), idempotencyKey: idempotencyKey() });
    expectGraphQLError(errorResult, "createTransfer", 502, "provider_error", "provider_error");
    expect(JSON.stringify(errorResult)).not.toContain(phone.phoneNumber!.slice(1, -4));
    const timeoutResult = await api.graphql(CreateTransferMutation, { input: input({ amount: 600, destination: bank("0003") }), idempotencyKey: idempotencyKey() });
    expectGraphQLError(timeoutResult, "createTransfer", 504, "provider_timeout", "provider_error");
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });

    const failed = await api.graphql(TransfersQuery, { status: "failed" });
    expect(failed.errors).toBeUndefined();
    expect(failed.data!.transfers!.edges.map((e) => [e.node.amount, e.node.failureCode])).toEqual([
      [600, "provider_timeout"],
      [500, "provider_error"],
    ]);
    const one = await api.graphql(TransferQuery, { id: failed.data!.transfers!.edges[1].node.id });
    expect(one.data!.transfer).toMatchObject({
      status: "failed",
      failureCode: "provider_error",
      destination: { type: "mobile_money", last4: "0002", network: "MTN", bankCode: null, accountName: "Grace Hopper", country: "GH" },
    });
    await expectLedgerBalanced(server);
  });

  test("0004 fails later (destination_rejected) with funds released; 0005 stays processing with funds held", async ({ api, server }) => {
    const rejected = await api.graphql(CreateTransferMutation, { input: input({ amount: 700, destination: mobile("0004") }), idempotencyKey: idempotencyKey() });
    const pending = await api.graphql(CreateTransferMutation, { input: input({ amount: 800, destination: bank("0005") }), idempotencyKey: idempotencyKey() });
    expect(rejected.data!.createTransfer!.status).toBe("processing");
    expect(pending.data!.createTransfer!.status).toBe("processing");
    expect(await balanceOf(api)).toEqual({ available: USD_START - 1_500, reserved: 1_500, total: USD_START });

    const failed = await waitForStatusChange(api, rejected.data!.createTransfer!.id);
    expect(failed).toMatchObject({ status: "failed", failureCode: "destination_rejected" });
    await sleep(1_000);
    const still = await api.graphql(TransferQuery, { id: pending.data!.createTransfer!.id });
    expect(still.data!.transfer).toEqual(pending.data!.createTransfer);
    expect(await balanceOf(api)).toEqual({ available: USD_START - 800, reserved: 800, total: USD_START });
    await expectLedgerBalanced(server);
  });
});

// ---------------------------------------------------------------------------------------------
// Idempotency shared with REST

describe("createTransfer idempotency", () => {
  test("a REST-created key replayed through GraphQL with the same input has no second effect", async ({ api, server }) => {
    const key = idempotencyKey();
    const destination = bank("7781");
    const rest = await api.post(
      "/transfers",
      {
        amount: 2_222,
        currency: "USD",
        destination: {
          type: "bank_account",
          account_number: destination.accountNumber,
          bank_code: destination.bankCode,
          account_name: destination.accountName,
          country: destination.country,
        },
        reference: "same",
        metadata: { a: "1" },
      },
      { idempotencyKey: key },
    );
    expect(rest.status).toBe(201);
    const viaGraphQL = await api.graphql(CreateTransferMutation, {
      input: { amount: 2_222, currency: "USD", destination, reference: "same", metadata: { a: "1" } },
      idempotencyKey: key,
    });
    expect(viaGraphQL.errors).toBeUndefined();
    expect(viaGraphQL.data!.createTransfer!.id).toBe(rest.body.id);
    expect(viaGraphQL.data!.createTransfer!.status).toBe("processing");
    expect(await count(api)).toBe(1);
    const balance = await balanceOf(api);
    expect(balance.available).toBe(USD_START - 2_222);

    // Another input with that key is a reuse.
    const other = await api.graphql(CreateTransferMutation, {
      input: { amount: 2_223, currency: "USD", destination, reference: "same", metadata: { a: "1" } },
      idempotencyKey: key,
    });
    expectGraphQLError(other, "createTransfer", 422, "idempotency_key_reuse", "invalid_request");
    expect(await count(api)).toBe(1);
    await expectLedgerBalanced(server);
  });

  test("a GraphQL-created key replayed over REST answers 201 with Idempotent-Replayed", async ({ api, server }) => {
    const key = idempotencyKey();
    const destination = mobile("7781");
    const created = await api.graphql(CreateTransferMutation, { input: input({ amount: 3_333, destination }), idempotencyKey: key });
    expect(created.errors).toBeUndefined();
    const replay = await api.post(
      "/transfers",
      {
        amount: 3_333,
        currency: "USD",
        destination: { type: "mobile_money", phone_number: destination.phoneNumber, network: "MTN", account_name: "Grace Hopper", country: "GH" },
      },
      { idempotencyKey: key },
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(created.data!.createTransfer!.id);
    // And replayed through GraphQL itself.
    const again = await api.graphql(CreateTransferMutation, { input: input({ amount: 3_333, destination }), idempotencyKey: key });
    expect(again.data!.createTransfer).toEqual(created.data!.createTransfer);
    expect(await count(api)).toBe(1);
    expect((await balanceOf(api)).available).toBe(USD_START - 3_333);
    await expectLedgerBalanced(server);
  });

  test("a stored provider_error replays as provider_error, flagged as a replay", async ({ api, server }) => {
    const key = idempotencyKey();
    const variables = { input: input({ amount: 900, destination: bank("0002") }), idempotencyKey: key };
    expectGraphQLError(await api.graphql(CreateTransferMutation, variables), "createTransfer", 502, "provider_error", "provider_error");
    const replay = await api.graphql(CreateTransferMutation, variables);
    expectGraphQLError(replay, "createTransfer", 502, "provider_error", "provider_error");
    expect(replay.errors![0].extensions!.idempotent_replayed).toBe(true);
    expect(await count(api)).toBe(1);
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    await expectLedgerBalanced(server);
  });
});

// ---------------------------------------------------------------------------------------------
// transfer(id) and transfers(first, after, status)

describe("transfer and transfers queries", () => {
  test("Relay pagination with first/after, pageInfo, and the status filter", async ({ api, server }) => {
    const ids: string[] = [];
    for (const [last4, amount] of [["0005", 11], ["0005", 12], ["0002", 13], ["0005", 14], ["0005", 15]] as const) {
      const result = await api.graphql(CreateTransferMutation, { input: input({ amount, destination: bank(last4) }), idempotencyKey: idempotencyKey() });
      if (last4 !== "0002") ids.push(result.data!.createTransfer!.id);
    }
    const all = await api.graphql(TransfersQuery, {});
    expect(all.errors).toBeUndefined();
    const edges = all.data!.transfers!.edges;
    expect(edges.map((e) => e.node.amount)).toEqual([15, 14, 13, 12, 11]);
    expect(edges.every((e) => e.cursor === e.node.id)).toBe(true);
    expect(all.data!.transfers!.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: edges[0].node.id, endCursor: edges[4].node.id });

    const page1 = await api.graphql(TransfersQuery, { first: 2 });
    expect(page1.data!.transfers!.edges.map((e) => e.node.amount)).toEqual([15, 14]);
    expect(page1.data!.transfers!.pageInfo.hasNextPage).toBe(true);
    const page2 = await api.graphql(TransfersQuery, { first: 2, after: page1.data!.transfers!.pageInfo.endCursor });
    expect(page2.data!.transfers!.edges.map((e) => e.node.amount)).toEqual([13, 12]);
    expect(page2.data!.transfers!.pageInfo.hasNextPage).toBe(true);
    expect(page2.data!.transfers!.pageInfo.hasPreviousPage).toBe(true);
    const page3 = await api.graphql(TransfersQuery, { first: 2, after: page2.data!.transfers!.pageInfo.endCursor });
    expect(page3.data!.transfers!.edges.map((e) => e.node.amount)).toEqual([11]);
    expect(page3.data!.transfers!.pageInfo.hasNextPage).toBe(false);

    const processing = await api.graphql(TransfersQuery, { status: "processing", first: 3 });
    expect(processing.data!.transfers!.edges.map((e) => e.node.amount)).toEqual([15, 14, 12]);
    expect(processing.data!.transfers!.pageInfo.hasNextPage).toBe(true);
    const failed = await api.graphql(TransfersQuery, { status: "failed" });
    expect(failed.data!.transfers!.edges.map((e) => [e.node.amount, e.node.status, e.node.failureCode])).toEqual([[13, "failed", "provider_error"]]);
    const succeeded = await api.graphql(TransfersQuery, { status: "succeeded" });
    expect(succeeded.data!.transfers!.edges).toEqual([]);
    expect(succeeded.data!.transfers!.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });

    for (const id of ids) {
      const one = await api.graphql(TransferQuery, { id });
      expect(one.errors).toBeUndefined();
      expect(one.data!.transfer!.id).toBe(id);
    }
    await expectLedgerBalanced(server);
  });

  test("first and after are checked like limit and starting_after, and errors name them (docs/api/graphql.md#connections)", async ({ api, server }) => {
    const mine = await api.graphql(CreateTransferMutation, { input: input({ destination: bank("0005") }), idempotencyKey: idempotencyKey() });
    expect(mine.errors).toBeUndefined();
    expectGraphQLError(await api.graphql(TransfersQuery, { first: 0 }), "transfers", 400, "validation_error", "invalid_request", "first");
    expectGraphQLError(await api.graphql(TransfersQuery, { first: 101 }), "transfers", 400, "validation_error", "invalid_request", "first");
    expectGraphQLError(await api.graphql(TransfersQuery, { first: -1 }), "transfers", 400, "validation_error", "invalid_request", "first");
    expect((await api.graphql(TransfersQuery, { first: 100 })).data!.transfers!.edges).toHaveLength(1);
    expectGraphQLError(await api.graphql(TransfersQuery, { after: "tr_00000000000000000000000000" }), "transfers", 400, "validation_error", "invalid_request", "after");

    const other = await newOrganization(server);
    const otherApi = apiClient(server, (await newKey(server, other.id)).secret);
    expectGraphQLError(
      await otherApi.graphql(TransfersQuery, { after: mine.data!.createTransfer!.id }),
      "transfers",
      400,
      "validation_error",
      "invalid_request",
      "after",
    );
    // A status outside the enum is a GraphQL validation error.
    const badStatus = await api.graphql(TransfersQuery, { status: "pending" as never });
    expect(badStatus.data?.transfers ?? null).toBeNull();
    expect(badStatus.errors![0].extensions).toMatchObject({ code: "validation_error", type: "invalid_request" });
  });

  test("transfer(id): another organization's, the other environment's, or an unknown id is not_found", async ({ api, server, liveKey }) => {
    const mine = await api.graphql(CreateTransferMutation, { input: input({ destination: bank("0005") }), idempotencyKey: idempotencyKey() });
    const id = mine.data!.createTransfer!.id;
    const other = await newOrganization(server);
    const otherApi = apiClient(server, (await newKey(server, other.id)).secret);
    expectGraphQLError(await otherApi.graphql(TransferQuery, { id }), "transfer", 404, "not_found", "invalid_request");
    const liveApi = apiClient(server, liveKey.secret, "live");
    expectGraphQLError(await liveApi.graphql(TransferQuery, { id }), "transfer", 404, "not_found", "invalid_request");
    expectGraphQLError(await api.graphql(TransferQuery, { id: "tr_00000000000000000000000000" }), "transfer", 404, "not_found", "invalid_request");
    const tooLong = await api.graphql(TransferQuery, { id: `tr_${"x".repeat(62)}` });
    const status = tooLong.errors?.[0]?.extensions?.status;
    expect([400, 404]).toContain(status);
    if (status === 400) expectGraphQLError(tooLong, "transfer", 400, "validation_error", "invalid_request", "id");
    else expectGraphQLError(tooLong, "transfer", 404, "not_found", "invalid_request");
    // Live lists see no Sandbox transfers.
    const liveList = await liveApi.graphql(TransfersQuery, {});
    expect(liveList.errors).toBeUndefined();
    expect(liveList.data!.transfers!.edges).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Scopes and Live

describe("scopes and Live", () => {
  test("createTransfer needs transfers:write; transfer and transfers need transfers:read", async ({ api, server, org }) => {
    const mine = await api.graphql(CreateTransferMutation, { input: input({ destination: bank("0005") }), idempotencyKey: idempotencyKey() });
    const id = mine.data!.createTransfer!.id;
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read"] })).secret);
    const writeOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:write"] })).secret);
    expectGraphQLError(
      await readOnly.graphql(CreateTransferMutation, { input: input(), idempotencyKey: idempotencyKey() }),
      "createTransfer",
      403,
      "insufficient_scope",
      "permission_error",
    );
    // Scope before validation (docs/api/errors.md#check-order).
    expectGraphQLError(
      await readOnly.graphql(CreateTransferMutation, { input: input({ amount: 0 }), idempotencyKey: "" }),
      "createTransfer",
      403,
      "insufficient_scope",
      "permission_error",
    );
    expectGraphQLError(await writeOnly.graphql(TransferQuery, { id }), "transfer", 403, "insufficient_scope", "permission_error");
    expectGraphQLError(await writeOnly.graphql(TransfersQuery, {}), "transfers", 403, "insufficient_scope", "permission_error");
    expect((await readOnly.graphql(TransferQuery, { id })).data!.transfer!.id).toBe(id);
    expect((await readOnly.graphql(TransfersQuery, {})).data!.transfers!.edges).toHaveLength(1);
    await expectLedgerBalanced(server);
  });

  test("Live createTransfer: live_operations_disabled (503) after validation", async ({ server, liveKey, api }) => {
    const liveApi = apiClient(server, liveKey.secret, "live");
    const ok = await liveApi.graphql(CreateTransferMutation, { input: input(), idempotencyKey: idempotencyKey() });
    expectGraphQLError(ok, "createTransfer", 503, "live_operations_disabled", "service_unavailable");
    const invalid = await liveApi.graphql(CreateTransferMutation, {
      input: input({ destination: bank("7781", { country: "ng" }) }),
      idempotencyKey: idempotencyKey(),
    });
    expectGraphQLError(invalid, "createTransfer", 400, "validation_error", "invalid_request", "destination.country");
    const noKey = await liveApi.graphql(CreateTransferMutation, { input: input(), idempotencyKey: "" });
    expectGraphQLError(noKey, "createTransfer", 400, "idempotency_key_required", "invalid_request");
    expect(await balanceOf(api)).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    expect(await count(api)).toBe(0);
  });
});
