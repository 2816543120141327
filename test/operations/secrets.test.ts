// Secrets never reach logs, error messages or the database (docs/operations.md#secrets-in-logs).
// The test reveals card details (REST and GraphQL), creates API keys and webhook endpoints (REST
// and GraphQL, with a replayed Idempotency-Key, and a delivery), triggers errors that carry real
// and real-looking secrets in the Authorization header, and then scans every line the service
// logged and every row of every table for: API key secrets, Authorization header values, card
// numbers, CVVs next to their name, and webhook secrets (whsec_…).
//
// The scan covers everything the shared test server has logged and stored so far, so when the
// whole suite runs it also covers what the other test files did.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { revokeApiKey } from "../../src/domain/auth/api-keys.js";
import { httpRequest } from "../support/http.js";
import { testServer, type TestServer } from "../support/server.js";
import { test, expect, expectError, expectGraphQLError, expectCredentialsRefused, idempotencyKey, apiClient, newKey, newOrganization, changeSettings } from "../support/fixtures.js";

const SecretsCardDetails = graphql(`
  query SecretsCardDetails($id: ID!) {
    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }
  }
`);
const SecretsIssueCard = graphql(`
  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {
    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }
  }
`);
const SecretsCreateWebhookEndpoint = graphql(`
  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {
    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }
  }
`);
const SecretsPing = graphql(`
  query SecretsPing {
    ping { environment }
  }
`);

let receiver: Server;
let receiverUrl: string;
let deliveries = 0;
let restoreSettings = () => {};

beforeAll(async () => {
  restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true }); // the receiver listens on loopback
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      deliveries++;
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
});

afterAll(async () => {
  restoreSettings();
  await new Promise((resolve) => receiver.close(resolve));
});

interface Secrets {
  apiKeys: string[];
  authorizationValues: string[];
  cardNumbers: string[];
  cvvs: string[];
  webhookSecrets: string[];
}

/** Everything the service may not keep, in the forms it could leak in. */
function needles(secrets: Secrets): Array<[string, string]> {
  const list: Array<[string, string]> = [];
  for (const s of secrets.apiKeys) list.push(["API key secret", s], ["API key secret (hex-free tail)", s.slice(8)]);
  for (const s of secrets.authorizationValues) list.push(["Authorization header", s]);
  for (const n of secrets.cardNumbers) {
    list.push(["card number", n], ["card number (spaced)", n.replace(/(\d{4})(?=\d)/g, "$1 ")], ["card number (dashed)", n.replace(/(\d{4})(?=\d)/g, "$1-")]);
  }
  for (const s of secrets.webhookSecrets) list.push(["webhook secret", s], ["webhook secret (tail)", s.slice("whsec_".length)]);
  return list;
}

/** Generic shapes of a leak, whoever's it is. */
const leakPatterns: Array<[string, RegExp]> = [
  ["a full API key secret", /gs_(test|live)_[A-Za-z0-9_-]{20,}/],
  ["a webhook secret", /whsec_[A-Za-z0-9_-]{8,}/],
  ["a CVV by its name", /\bcvv\b["'\\]*\s*[:=]\s*["'\\]*\d{3,4}/i],
  ["a card number by its name", /\b(number|card_number|pan)\b["'\\]*\s*[:=]\s*["'\\]*\d{13,19}/i],
];

function findLeaks(texts: string[], secrets: Secrets, where: string): string[] {
  const found: string[] = [];
  const specific = needles(secrets);
  for (const text of texts) {
    for (const [what, needle] of specific) if (needle.length >= 8 && text.includes(needle)) found.push(`${where}: ${what} in ${text.slice(0, 300)}`);
    for (const cvv of secrets.cvvs) {
      if (new RegExp(`cvv\\W{0,6}${cvv}\\b`, "i").test(text)) found.push(`${where}: CVV ${cvv} next to "cvv" in ${text.slice(0, 300)}`);
    }
    for (const [what, pattern] of leakPatterns) if (pattern.test(text)) found.push(`${where}: ${what} in ${text.slice(0, 300)}`);
  }
  return [...new Set(found)];
}

async function databaseRows(server: TestServer): Promise<string[]> {
  const prisma = server.service.database.prisma;
  const tables = await prisma.$queryRawUnsafe<Array<{ table_schema: string; table_name: string }>>(
    `SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(["api_keys", "cards", "idempotency_records", "events", "webhook_endpoints"]));
  const rows: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const quoted = `"${table_schema.replace(/"/g, '""')}"."${table_name.replace(/"/g, '""')}"`;
    const result = await prisma.$queryRawUnsafe<Array<{ row: string }>>(`SELECT t::text AS row FROM ${quoted} t`);
    for (const { row } of result) rows.push(`${table_name}: ${row}`);
  }
  return rows;
}

describe("secrets in logs, error messages and the database", () => {
  test("reveal, create, fail, then scan every log line and every table row", async ({ server }) => {
    const secrets: Secrets = { apiKeys: [], authorizationValues: [], cardNumbers: [], cvvs: [], webhookSecrets: [] };
    const responses: string[] = [];
    const remember = <T extends { body?: unknown; status: number }>(result: T): T => {
      responses.push(JSON.stringify(result.body ?? null));
      return result;
    };

    // Keys: created through the domain, as the admin command line does.
    const org = await newOrganization(server, { liveActivated: true });
    const sandboxKey = await newKey(server, org.id, "sandbox");
    const liveKey = await newKey(server, org.id, "live");
    const narrowKey = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const revokedKey = await newKey(server, org.id, "sandbox");
    await revokeApiKey(server.service.domain, revokedKey.id);
    const expiredKey = await newKey(server, org.id, "sandbox", { expiresAt: new Date(Date.now() - 60_000) });
    const lookalike = `gs_test_${randomBytes(32).toString("base64url")}`;
    const lookalikeLive = `gs_live_${randomBytes(32).toString("base64url")}`;
    for (const key of [sandboxKey, liveKey, narrowKey, revokedKey, expiredKey]) secrets.apiKeys.push(key.secret);
    secrets.apiKeys.push(lookalike, lookalikeLive);
    secrets.authorizationValues.push(...secrets.apiKeys.map((s) => `Bearer ${s}`));

    const api = apiClient(server, sandboxKey.secret);
    const live = apiClient(server, liveKey.secret, "live");

    // Cards and their details, over REST and GraphQL.
    const cardholder = { first_name: "Secret", last_name: "Keeper", email: "keeper@example.com" };
    const restCard = remember(await api.post("/cards", { product: "net-400", cardholder, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() }));
    expect(restCard.status).toBe(201);
    const issuedKey = idempotencyKey();
    const gqlCard = await api.graphql(SecretsIssueCard, {
      input: { product: "net-493-premium", cardholder: { firstName: "Secret", lastName: "Keeper", email: "keeper@example.com" }, initialLoad: 2_000 },
      idempotencyKey: issuedKey,
    });
    expect(gqlCard.errors).toBeUndefined();
    const cardIds = [restCard.body.id as string, gqlCard.data!.issueCard!.card.id];
    for (const id of cardIds) {
      const details = await api.get(`/cards/${id}/details`);
      expect(details.status).toBe(200);
      expect(details.body.number).toMatch(/^\d{16}$/);
      expect(details.body.cvv).toMatch(/^\d{3}$/);
      secrets.cardNumbers.push(details.body.number);
      secrets.cvvs.push(details.body.cvv);
      const viaGraphQL = await api.graphql(SecretsCardDetails, { id });
      expect(viaGraphQL.errors).toBeUndefined();
      expect(viaGraphQL.data?.cardDetails).toMatchObject({ number: details.body.number, cvv: details.body.cvv });
      // The last four digits are the card's; the rest is what must never be kept.
      expect(details.body.number.slice(-4)).toBe((await api.get(`/cards/${id}`)).body.last4);
    }

    // Webhook endpoints: REST in both environments (one with a replayed Idempotency-Key), GraphQL.
    const endpointKey = idempotencyKey();
    const created = await api.post("/webhook_endpoints", { url: `${receiverUrl}/rest` }, { idempotencyKey: endpointKey });
    expect(created.status).toBe(201);
    const replayed = await api.post("/webhook_endpoints", { url: `${receiverUrl}/rest` }, { idempotencyKey: endpointKey });
    expect(replayed.status).toBe(201);
    expect(replayed.body.secret).toBe(created.body.secret);
    const liveEndpoint = await live.post("/webhook_endpoints", { url: `${receiverUrl}/live` });
    expect(liveEndpoint.status).toBe(201);
    const gqlEndpoint = await api.graphql(SecretsCreateWebhookEndpoint, { input: { url: `${receiverUrl}/graphql` }, idempotencyKey: idempotencyKey() });
    expect(gqlEndpoint.errors).toBeUndefined();
    for (const secret of [created.body.secret, liveEndpoint.body.secret, gqlEndpoint.data!.createWebhookEndpoint!.secret!]) {
      expect(secret).toMatch(/^whsec_/);
      secrets.webhookSecrets.push(secret);
    }
    // An event for the endpoints, delivered (and signed) with those secrets.
    const deliveredBefore = deliveries;
    expect((await api.post(`/cards/${cardIds[0]}/fund`, { amount: 1_000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    const deadline = Date.now() + 15_000;
    while (deliveries === deliveredBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(deliveries, "a webhook delivery happened before the scan").toBeGreaterThan(deliveredBefore);

    // Errors carrying secrets in the Authorization header.
    const failures: Array<[string, Promise<any>]> = [
      ["look-alike key", apiClient(server, lookalike).get("/balances")],
      ["look-alike live key", apiClient(server, lookalikeLive, "live").get("/balances")],
      ["revoked key", apiClient(server, revokedKey.secret).get("/balances")],
      ["expired key", apiClient(server, expiredKey.secret).get("/balances")],
      ["sandbox key on Live", apiClient(server, sandboxKey.secret, "live").get("/balances")],
      ["live key on Sandbox", apiClient(server, liveKey.secret, "sandbox").get("/balances")],
      ["narrow key", apiClient(server, narrowKey.secret).get(`/cards/${cardIds[0]}/details`)],
      ["malformed scheme", httpRequest(server.baseUrl, "GET", "/sandbox/v1/balances", undefined, { headers: { authorization: `Token ${sandboxKey.secret}` } })],
      ["key without scheme", httpRequest(server.baseUrl, "GET", "/sandbox/v1/balances", undefined, { headers: { authorization: sandboxKey.secret } })],
    ];
    for (const [label, pending] of failures) {
      const result = remember(await pending);
      expect(result.status, label).toBeGreaterThanOrEqual(400);
      expect(result.status, label).toBeLessThan(500);
    }
    expectError(remember(await apiClient(server, lookalike).get("/balances")), 401, "invalid_api_key", "authentication_error");
    expectError(remember(await apiClient(server, sandboxKey.secret, "live").get("/balances")), 401, "environment_mismatch", "authentication_error");
    // 400s and 409s with a valid key, some with a secret as a field's value.
    expectError(remember(await api.post("/test/fund", { amount: 1, currency: sandboxKey.secret }, { idempotencyKey: idempotencyKey() })), 400, "validation_error", "invalid_request", "currency");
    expectError(remember(await api.post("/test/fund", "{not json", { idempotencyKey: idempotencyKey(), rawBody: "{not json" })), 400, "validation_error", "invalid_request");
    expectError(remember(await api.post("/cards", { product: "net-400", cardholder: { ...cardholder, email: secrets.cardNumbers[0] } }, { idempotencyKey: idempotencyKey() })), 400, "validation_error", "invalid_request", "cardholder.email");
    const withCvv = remember(await api.post(`/cards/${cardIds[1]}/fund`, { amount: 1, cvv: secrets.cvvs[1] }, { idempotencyKey: idempotencyKey() }));
    expectError(withCvv, 400, "validation_error", "invalid_request", withCvv.body?.error?.param);
    // Terminated: its details are refused.
    expect((await api.post(`/cards/${cardIds[1]}/withdraw`, { amount: 1_500 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/cards/${cardIds[1]}/terminate`)).status).toBe(200);
    expectError(remember(await api.get(`/cards/${cardIds[1]}/details`)), 409, "card_state_conflict", "state_error");
    // GraphQL with the same bad keys.
    for (const key of [lookalike, revokedKey.secret]) {
      const result = await apiClient(server, key).graphql(SecretsPing, {});
      responses.push(JSON.stringify(result.errors ?? null));
      expectCredentialsRefused(result, "invalid_api_key");
    }
    const terminatedDetails = await api.graphql(SecretsCardDetails, { id: cardIds[1] });
    responses.push(JSON.stringify(terminatedDetails.errors ?? null));
    expectGraphQLError(terminatedDetails, "cardDetails", 409, "card_state_conflict", "state_error");

    // The scanner itself finds each kind of leak.
    for (const leak of [
      `{"authorization":"Bearer ${sandboxKey.secret}"}`,
      `{"number":"${secrets.cardNumbers[0]}"}`,
      `{"details":{"cvv":"${secrets.cvvs[0]}"}}`,
      `secret=${secrets.webhookSecrets[0]}`,
    ]) {
      expect(findLeaks([leak], secrets, "self-check"), leak).not.toEqual([]);
    }

    // Error answers never echo a secret (the reveal and creation answers above are meant to).
    expect(findLeaks(responses, secrets, "error response")).toEqual([]);

    // Give the workers a moment to write what they log after the fact.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Every log line the service wrote.
    expect(server.logLines.length).toBeGreaterThan(0);
    const requestId = restCard.headers.get("request-id")!;
    expect(server.logLines.some((line) => line.includes(requestId))).toBe(true); // the scan sees this test's traffic
    expect(findLeaks(server.logLines, secrets, "log")).toEqual([]);

    // Every row of every table.
    const rows = await databaseRows(server);
    expect(rows.some((row) => row.includes(sandboxKey.id))).toBe(true);
    expect(rows.some((row) => row.includes(created.body.id))).toBe(true);
    expect(findLeaks(rows, secrets, "database")).toEqual([]);
    // The keys are there, as hashes and prefixes only.
    expect(rows.some((row) => row.includes(sandboxKey.prefix))).toBe(true);
  });
});

describe("a transfer destination's full number", () => {
  test("is never logged, not even from a GraphQL variable that did not coerce (graphql-js quotes it in its message)", async ({ api, server }) => {
    const accountNumber = `555${randomBytes(5).readUIntBE(0, 5)}`.slice(0, 14);
    const phoneNumber = `+2348${randomBytes(4).readUInt32BE(0)}`.slice(0, 14);
    const document = "mutation($input: CreateTransferInput!, $key: String!) { createTransfer(input: $input, idempotencyKey: $key) { id } }";
    const destination = { type: "bank_account", bankCode: "044", accountName: "Ada Obi", country: "NG" };
    const firstLogLine = server.logLines.length;
    for (const input of [
      // A number where a string is expected: graphql-js quotes the value.
      { amount: 1_000, currency: "USD", destination: { ...destination, accountNumber: Number(accountNumber) } },
      // A field the input does not have: graphql-js quotes the whole destination.
      { amount: 1_000, currency: "USD", destination: { ...destination, accountNumber, phone: phoneNumber } },
    ]) {
      const answer = await httpRequest(server.baseUrl, "POST", "/graphql", { query: document, variables: { input, key: idempotencyKey() } }, { key: api.key });
      expect(answer.body.errors[0].extensions).toMatchObject({ code: "validation_error", status: 400 });
    }
    const logged = server.logLines.slice(firstLogLine).filter((line) => line.includes(accountNumber) || line.includes(phoneNumber));
    expect(logged).toEqual([]);
  });
});
