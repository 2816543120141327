// Cards through the REST API, as the spending-controls and real-time authorization tests use them.
import { expect } from "vitest";
import { idempotencyKey, type ApiClient } from "./fixtures.js";

export const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

/** POST /cards with a cardholder; 201 expected. */
export async function issuedCard(api: ApiClient, body: Record<string, unknown>): Promise<any> {
  const result = await api.post("/cards", { cardholder, product: "net-400", ...body }, { idempotencyKey: idempotencyKey() });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export const authorize = (api: ApiClient, cardId: string, body: Record<string, unknown>) => api.post(`/test/cards/${cardId}/authorizations`, body);

/** A simulated purchase that must be recorded (201), as its transaction. */
export async function purchase(api: ApiClient, cardId: string, body: Record<string, unknown>): Promise<any> {
  const result = await authorize(api, cardId, body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export async function cardBalance(api: ApiClient, cardId: string): Promise<number> {
  const result = await api.get(`/cards/${cardId}`);
  expect(result.status).toBe(200);
  return result.body.balance;
}

/** The events of a type, newest first, as GET /events lists them. */
export async function eventsOfType(api: ApiClient, type: string): Promise<any[]> {
  const result = await api.get(`/events?type=${type}&limit=100`);
  expect(result.status).toBe(200);
  return result.body.data;
}
