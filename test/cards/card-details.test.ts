// GET /cards/{id}/details and GraphQL cardDetails (docs/api/cards.md#card-details): the shape of a
// Sandbox card number and CVV, and proof that neither is stored or logged anywhere: every table of
// the database, every event and every log line are searched after revealing them.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, expectGraphQLError, idempotencyKey, apiClient, newKey, newOrganization, type ApiClient } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";

const DetailsQuery = graphql(`
  query DetailsGqlCardDetails($id: ID!) {
    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }
  }
`);

const cardholder = { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" };

async function issue(api: ApiClient, product: string, initial_load?: number): Promise<any> {
  const result = await api.post("/cards", { product, cardholder, ...(initial_load ? { initial_load } : {}) }, { idempotencyKey: idempotencyKey() });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** Luhn, written here independently of the service: the check digit makes the sum ≡ 0 mod 10. */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

describe("card details", () => {
  test("self-check of the Luhn helper", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("5555555555554444")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
  });

  test("16 Luhn-valid digits with the network's prefix, last4 of the card, stable, CVV of 3, expiry three years out", async ({ api }) => {
    const numbers = new Set<string>();
    for (const [product, network] of [
      ["net-400", "visa"],
      ["net-404", "visa"],
      ["net-493-premium", "mastercard"],
      ["net-536", "mastercard"],
    ]) {
      const card = await issue(api, product);
      expect(card.network).toBe(network);
      const first = await api.get(`/cards/${card.id}/details`);
      expect(first.status).toBe(200);
      const created = new Date(card.created_at);
      expect(first.body).toEqual({
        object: "card_details",
        card_id: card.id,
        number: expect.stringMatching(/^\d{16}$/),
        cvv: expect.stringMatching(/^\d{3}$/),
        expiry_month: String(created.getUTCMonth() + 1).padStart(2, "0"),
        expiry_year: String(created.getUTCFullYear() + 3),
        test_data: true,
      });
      const { number } = first.body;
      expect(luhnValid(number), `${product}: ${number.slice(0, 2)}… fails Luhn`).toBe(true);
      if (network === "visa") expect(number[0]).toBe("4");
      else expect(number).toMatch(/^5[1-5]/);
      expect(number.slice(-4)).toBe(card.last4);
      expect(first.body.expiry_month).toMatch(/^(0[1-9]|1[0-2])$/);
      expect(first.body.expiry_month).toBe(card.expiry_month);
      expect(first.body.expiry_year).toBe(card.expiry_year);
      numbers.add(number);
      // Stable across calls and states that allow details.
      expect((await api.get(`/cards/${card.id}/details`)).body).toEqual(first.body);
      expect((await api.post(`/cards/${card.id}/freeze`)).status).toBe(200);
      expect((await api.get(`/cards/${card.id}/details`)).body).toEqual(first.body);
    }
    expect(numbers.size).toBe(4);
  });

  test("no cache may keep an answer that holds them: Cache-Control no-store, REST and GraphQL, and on errors", async ({ api }) => {
    const card = await issue(api, "net-400");
    const rest = await api.get(`/cards/${card.id}/details`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get("cache-control")).toBe("no-store");
    const graph = await api.graphql(DetailsQuery, { id: card.id });
    expect(graph.errors).toBeUndefined();
    expect(graph.headers.get("cache-control")).toBe("no-store");
    const missing = await api.get("/cards/card_nothing/details");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  test("terminated → 409 card_state_conflict; another organization, Live, unknown id → 404; scope cards:sensitive", async ({ api, server, org, liveApi }) => {
    const card = await issue(api, "net-400");
    const stranger = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expectError(await stranger.get(`/cards/${card.id}/details`), 404, "not_found", "invalid_request");
    expectGraphQLError(await stranger.graphql(DetailsQuery, { id: card.id }), "cardDetails", 404, "not_found", "invalid_request");
    expectError(await api.get("/cards/card_00000000000000000000000000/details"), 404, "not_found", "invalid_request");
    // The Live key of an organization that is not activated: activation comes first
    // (docs/api/cards.md#live).
    expectError(await liveApi.get(`/cards/${card.id}/details`), 403, "activation_required", "permission_error");
    const noSensitive = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read", "cards:write"] })).secret);
    expectError(await noSensitive.get(`/cards/${card.id}/details`), 403, "insufficient_scope", "permission_error");
    expectGraphQLError(await noSensitive.graphql(DetailsQuery, { id: card.id }), "cardDetails", 403, "insufficient_scope", "permission_error");

    expect((await api.post(`/cards/${card.id}/terminate`)).status).toBe(200);
    expectError(await api.get(`/cards/${card.id}/details`), 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(DetailsQuery, { id: card.id }), "cardDetails", 409, "card_state_conflict", "state_error");
  });
});

/** Every row of every table in the public schema, as text, labelled by its table. */
async function everyRow(server: TestServer): Promise<Array<{ table: string; text: string }>> {
  const prisma = server.service.database.prisma;
  const tables = await prisma.$queryRawUnsafe<Array<{ table_name: string }>>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  );
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(["cards", "card_transactions", "events", "idempotency_records", "ledger_entries"]));
  const rows: Array<{ table: string; text: string }> = [];
  for (const { table_name } of tables) {
    const found = await prisma.$queryRawUnsafe<Array<{ t: string }>>(`SELECT t::text AS t FROM "${table_name.replace(/"/g, '""')}" t`);
    for (const row of found) rows.push({ table: table_name, text: row.t });
  }
  return rows;
}

/** The number as written plain, and in groups of four with a space or hyphen. */
function numberForms(number: string): string[] {
  const groups = number.match(/.{4}/g)!;
  return [number, groups.join(" "), groups.join("-")];
}

describe("secrecy (docs/api/cards.md#card-details)", () => {
  test("revealed numbers and CVVs appear in no table, no event and no log line", async ({ api, server, org }) => {
    const firstLogLine = server.logLines.length;
    const cards = [await issue(api, "net-400", 5000), await issue(api, "net-493-premium", 2000), await issue(api, "net-536")];
    const revealed: Array<{ id: string; number: string; cvv: string }> = [];
    for (const card of cards) {
      const rest = await api.get(`/cards/${card.id}/details`);
      expect(rest.status).toBe(200);
      const viaGraphQL = await api.graphql(DetailsQuery, { id: card.id });
      expect(viaGraphQL.errors).toBeUndefined();
      expect(viaGraphQL.data?.cardDetails).toEqual({
        cardId: card.id,
        number: rest.body.number,
        cvv: rest.body.cvv,
        expiryMonth: rest.body.expiry_month,
        expiryYear: rest.body.expiry_year,
        testData: true,
      });
      revealed.push({ id: card.id, number: rest.body.number, cvv: rest.body.cvv });
    }
    // Card activity after the reveal, so that later writes are searched too.
    expect((await api.post(`/cards/${cards[0].id}/fund`, { amount: 1000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/cards/${cards[0].id}/withdraw`, { amount: 500 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/test/cards/${cards[1].id}/authorizations`, { amount: 300 })).status).toBe(201);
    expect((await api.post(`/cards/${cards[2].id}/freeze`)).status).toBe(200);
    expect((await api.post(`/cards/${cards[2].id}/terminate`)).status).toBe(200);
    // A request that fails after naming a card must not echo anything secret either.
    expectError(await api.post(`/cards/${cards[2].id}/fund`, { amount: 500 }, { idempotencyKey: idempotencyKey() }), 409, "card_state_conflict", "state_error");

    const found: string[] = [];
    const rows = await everyRow(server);
    expect(rows.length).toBeGreaterThan(0);
    for (const { table, text } of rows) {
      for (const { number, cvv } of revealed) {
        for (const form of numberForms(number)) if (text.includes(form)) found.push(`table ${table}: card number in ${text.slice(0, 200)}`);
        if (new RegExp(`cvv\\W{0,8}${cvv}(?!\\d)`, "i").test(text)) found.push(`table ${table}: CVV next to "cvv" in ${text.slice(0, 200)}`);
      }
    }
    // Events of this organization: no card number, no 16-digit run at all, no "cvv" or "number" key.
    const events = await server.service.database.prisma.$queryRawUnsafe<Array<{ t: string }>>(
      `SELECT e::text AS t FROM events e WHERE organization_id = $1`,
      org.id,
    );
    expect(events.length).toBeGreaterThanOrEqual(10);
    for (const { t } of events) {
      if (/"cvv"/i.test(t)) found.push(`event row with "cvv": ${t.slice(0, 200)}`);
      if (/"number"/i.test(t)) found.push(`event row with "number": ${t.slice(0, 200)}`);
      if (/(?<!\d)\d{16}(?!\d)/.test(t)) found.push(`event row with 16 digits: ${t.slice(0, 200)}`);
      for (const { number } of revealed) if (t.includes(number)) found.push(`event row with a card number: ${t.slice(0, 200)}`);
    }
    // The events as the API serves them, too.
    const listed = await api.get("/events?limit=100");
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThanOrEqual(10);
    const served = JSON.stringify(listed.body);
    for (const { number } of revealed) if (served.includes(number)) found.push("GET /events serves a card number");
    if (/"cvv"/.test(served)) found.push('GET /events serves "cvv"');

    // Every log line of the server; "cvv" in any line written since this test began.
    expect(server.logLines.length).toBeGreaterThan(firstLogLine);
    for (const [index, line] of server.logLines.entries()) {
      for (const { number, cvv } of revealed) {
        for (const form of numberForms(number)) if (line.includes(form)) found.push(`log line with a card number: ${line.slice(0, 200)}`);
        if (new RegExp(`cvv\\W{0,8}${cvv}(?!\\d)`, "i").test(line)) found.push(`log line with a CVV: ${line.slice(0, 200)}`);
      }
      if (index >= firstLogLine && /"cvv"/i.test(line)) found.push(`log line with "cvv": ${line.slice(0, 200)}`);
    }
    expect(found).toEqual([]);

    // Only last4 is kept on the card.
    const stored = await server.service.database.prisma.card.findMany({ where: { organizationId: org.id } });
    expect(stored.map((c) => c.last4).sort()).toEqual(revealed.map((r) => r.number.slice(-4)).sort());
  });
});
