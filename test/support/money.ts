// Reading a Sandbox wallet through the API, as several test files do.
import { expect } from "vitest";
import type { ApiClient } from "./fixtures.js";

/** The USD wallet's available, reserved and total, once GET /balances has answered 200. */
export async function usd(api: ApiClient): Promise<{ available: number; reserved: number; total: number }> {
  const result = await api.get("/balances");
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const { available, reserved, total } = result.body.data.find((b: { currency: string }) => b.currency === "USD");
  return { available, reserved, total };
}

/** The USD entry of GET /balances as the API answers it, every field, with no check of the answer. */
export async function usdRow(api: ApiClient) {
  const result = await api.get("/balances");
  return result.body.data.find((b: { currency: string }) => b.currency === "USD");
}

/** The USD wallet's available amount, from GET /balances. */
export async function usdAvailable(api: ApiClient): Promise<number> {
  return (await api.get("/balances")).body.data.find((b: { currency: string }) => b.currency === "USD").available;
}
