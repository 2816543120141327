// Test fixtures, each built on the one before: a server, an organization (whose Sandbox wallets
// start funded by the ledger), then keys, then clients that call the API with those keys.
import { randomUUID } from "node:crypto";
import { test as base, expect } from "vitest";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { createOrganization, type OrganizationView } from "../../src/domain/auth/organizations.js";
import { createApiKey, type CreatedApiKey } from "../../src/domain/auth/api-keys.js";
import type { Environment, Scope } from "../../src/domain/auth/principal.js";
import { verifyLedger } from "../../src/domain/ledger/verify.js";
import type { RateLimits } from "../../src/domain/auth/rate-limits.js";
import type { Config } from "../../src/config.js";
import { testServer, type TestServer } from "./server.js";
import { graphqlRequest, httpRequest, type HttpResult, type RequestOptions } from "./http.js";
import type { PublicForm } from "../../src/domain/public-forms.js";

export { expect };

export interface ApiClient {
  key: string;
  get(path: string, options?: RequestOptions): Promise<HttpResult>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResult>;
  graphql<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): ReturnType<typeof graphqlRequest<TData, TVariables>>;
}

/** A client of any server: the worker's test server, or one started as a child process. */
export function apiClient(server: Pick<TestServer, "baseUrl">, key: string, environment: Environment = "sandbox"): ApiClient {
  const base = environment === "sandbox" ? "/sandbox/v1" : "/v1";
  return {
    key,
    get: (path, options) => httpRequest(server.baseUrl, "GET", base + path, undefined, { key, ...options }),
    post: (path, body, options) => httpRequest(server.baseUrl, "POST", base + path, body, { key, ...options }),
    graphql: (document, variables) => graphqlRequest(server.baseUrl, document, variables, key),
  };
}

export async function newOrganization(server: TestServer, options: { liveActivated?: boolean } = {}) {
  return createOrganization(server.service.domain, { name: `Test Org ${randomUUID().slice(0, 8)}`, ...options });
}

export async function newKey(
  server: TestServer,
  organizationId: string,
  environment: Environment = "sandbox",
  options: { scopes?: Scope[]; expiresAt?: Date } = {},
) {
  return createApiKey(server.service.domain, { organizationId, environment, ...options });
}

export async function expectLedgerBalanced(server: TestServer) {
  const report = await verifyLedger(server.service.database.prisma);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

export const test = base.extend<{
  server: TestServer;
  org: OrganizationView;
  sandboxKey: CreatedApiKey;
  liveKey: CreatedApiKey;
  api: ApiClient;
  liveApi: ApiClient;
}>({
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => use(await testServer()),
  org: async ({ server }, use) => use(await newOrganization(server)),
  sandboxKey: async ({ server, org }, use) => use(await newKey(server, org.id, "sandbox")),
  liveKey: async ({ server, org }, use) => use(await newKey(server, org.id, "live")),
  api: async ({ server, sandboxKey }, use) => use(apiClient(server, sandboxKey.secret, "sandbox")),
  liveApi: async ({ server, liveKey }, use) => use(apiClient(server, liveKey.secret, "live")),
});

export const idempotencyKey = () => randomUUID();

/** A REST transfer body: USD to a Sandbox bank account (its last digits pick the outcome). */
export function bankTransfer(amount: number, options: { accountNumber?: string; reference?: string; metadata?: Record<string, string> } = {}) {
  return {
    amount,
    currency: "USD",
    destination: { type: "bank_account", account_number: options.accountNumber ?? "0012345678", bank_code: "GSBANK01", account_name: "Ada Lovelace", country: "US" },
    ...(options.reference === undefined ? {} : { reference: options.reference }),
    ...(options.metadata === undefined ? {} : { metadata: options.metadata }),
  };
}

/** bankTransfer as the domain's command names it, for a test that runs the operation without a transport. */
export function bankTransferCommand(amount: number, options: { accountNumber?: string; reference?: string; metadata?: Record<string, string> } = {}) {
  const { destination, ...rest } = bankTransfer(amount, options);
  return {
    ...rest,
    destination: {
      type: destination.type,
      accountNumber: destination.account_number,
      bankCode: destination.bank_code,
      accountName: destination.account_name,
      country: destination.country,
    },
  };
}

/** The answer form of a test's own idempotent operation, whose result is plain JSON already: kept as it is. */
export function keptAsIs<T extends object>(): PublicForm<T> {
  return { render: (result) => result, parse: (stored) => stored as T };
}

/** Asserts the error envelope: exact status, code, type, param, and the request id echoed. */
export function expectError(
  result: { status: number; headers: Headers; body: any },
  status: number,
  code: string,
  type: string,
  param?: string,
) {
  expect({ status: result.status, code: result.body?.error?.code, type: result.body?.error?.type, param: result.body?.error?.param }).toEqual({
    status,
    code,
    type,
    param,
  });
  expect(typeof result.body.error.message).toBe("string");
  expect(result.body.error.request_id).toBe(result.headers.get("request-id"));
  expect(result.body.error.request_id).toMatch(/^req_/);
}

/** Asserts a GraphQL field error carries the REST code, type, param and status. */
/** A GraphQL request whose credentials failed: one error for the request, and `data: null` (no field ran). */
export function expectCredentialsRefused(
  result: { status: number; data: any; errors?: Array<{ path?: readonly unknown[]; extensions?: Record<string, any> }> },
  code: "authentication_required" | "invalid_api_key",
) {
  expect(result.status).toBe(200);
  expect(result.data ?? null).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0].path).toBeUndefined();
  expect(result.errors![0].extensions).toMatchObject({ code, type: "authentication_error", status: 401 });
  expect(result.errors![0].extensions?.request_id).toMatch(/^req_/);
}

export function expectGraphQLError(
  result: { status: number; data: any; errors?: Array<{ path?: string[]; extensions?: Record<string, any> }> },
  field: string,
  status: number,
  code: string,
  type: string,
  param?: string,
) {
  expect(result.status).toBe(200);
  expect(result.data?.[field] ?? null).toBeNull();
  const error = result.errors?.find((e) => e.path?.[0] === field);
  expect(error?.extensions).toMatchObject({ code, type, status });
  expect(error?.extensions?.param).toBe(param);
  expect(error?.extensions?.request_id).toMatch(/^req_/);
}

/** Runs `fn` with `target[key]` set to `value` on the running service, then puts the original back. */
/**
 * Changes settings of the running test server (the Config its domain reads at each use) and
 * returns what restores them.
 */
export function changeSettings(server: TestServer, changes: Partial<Config>): () => void {
  const config = server.service.domain.config;
  const previous = Object.fromEntries(Object.keys(changes).map((name) => [name, config[name as keyof Config]]));
  Object.assign(config, changes);
  return () => Object.assign(config, previous);
}

export async function withReplaced<O extends object, K extends keyof O, T>(target: O, key: K, value: O[K], fn: () => Promise<T>): Promise<T> {
  const original = target[key];
  target[key] = value;
  try {
    return await fn();
  } finally {
    target[key] = original;
  }
}

/** Runs `fn` with the server's rate limits swapped for `limits` (a bucket small enough to test). */
export function withRateLimits<T>(server: TestServer, limits: RateLimits, fn: () => Promise<T>): Promise<T> {
  return withReplaced(server.service.domain, "rateLimits", limits, fn);
}
