// The API keys' part of the OpenAPI document: their operations' entries (spread into
// openapi-operations.ts, which checks them against OperationDoc), their response schemas
// (gathered into the components by openapi-schemas.ts, tied to the views the same way) and their
// examples.
import { z } from "zod";
import { describes } from "./openapi-ties.js";
import { scopes } from "../domain/auth/principal.js";
import { defaultRollOverlapHours, maxRollOverlapHours } from "../domain/auth/key-operations.js";
import type { listBody } from "./rest-lists.js";
import type { ApiKeyBody, IssuedApiKeyBody } from "./rest/api-keys.js";

const timestamp = z.iso.datetime();

export const apiKeySchema = z.object({
  id: z.string(),
  object: z.literal("api_key"),
  prefix: z.string().meta({ description: "The secret's first 12 characters: they name the key without revealing it." }),
  scopes: z.array(z.enum(scopes)),
  description: z.string().nullable(),
  created_at: timestamp,
  expires_at: timestamp.nullable().meta({ description: "From this instant the key is refused; null: never." }),
  last_used_at: timestamp.nullable().meta({ description: "When the key last authenticated a request, to the minute; null: never." }),
  revoked_at: timestamp.nullable(),
});
export const issuedApiKeySchema = apiKeySchema.extend({
  secret: z.string().meta({ description: "The key's secret (`gs_test_…`, `gs_live_…`), shown in this answer only." }),
});
export const apiKeyListSchema = z.object({ object: z.literal("list"), data: z.array(apiKeySchema), has_more: z.boolean() });

export const apiKeyResponseComponents = {
  ApiKey: apiKeySchema,
  IssuedApiKey: issuedApiKeySchema,
  ApiKeyList: apiKeyListSchema,
};

// Compile-time ties between each schema and its view (openapi-ties.ts).
describes<typeof apiKeySchema, ApiKeyBody>(true);
describes<typeof issuedApiKeySchema, IssuedApiKeyBody>(true);
describes<typeof apiKeyListSchema, ReturnType<typeof listBody<ApiKeyBody>>>(true);

export const createApiKeyExample = {
  scopes: ["transfers:read", "balances:read"],
  description: "Reporting job",
  expires_at: "2027-06-30T00:00:00Z",
};

export const rollApiKeyExample = { expires_in_hours: 24 };

export const apiKeyExample: ApiKeyBody = {
  id: "key_01JH3ZH2K4M6N8P0Q2R4S6T8V0",
  object: "api_key",
  prefix: "gs_test_Qm3v",
  scopes: ["transfers:read", "balances:read"],
  description: "Reporting job",
  created_at: "2026-11-23T09:30:00.000Z",
  expires_at: "2027-06-30T00:00:00.000Z",
  last_used_at: null,
  revoked_at: null,
};

export const issuedApiKeyExample: IssuedApiKeyBody = {
  ...apiKeyExample,
  secret: "gs_test_Qm3vR8tY2uI5oP9aS4dF7gH1jK6lZ0xC3vB8nM2qW5e",
};

export const rolledApiKeyExample: IssuedApiKeyBody = {
  ...issuedApiKeyExample,
  id: "key_01JH3ZJ5N7P9Q1R3S5T7V9W1X3",
  prefix: "gs_test_Lk8d",
  expires_at: null,
  secret: "gs_test_Lk8dE4rT6yU8iO0pA2sD4fG6hJ8kL0zX2cV4bN6mQ8w",
};

export const revokedApiKeyExample: ApiKeyBody = {
  ...apiKeyExample,
  last_used_at: "2026-11-23T10:02:00.000Z",
  revoked_at: "2026-11-23T10:15:00.000Z",
};

export const apiKeyListExample: ReturnType<typeof listBody<ApiKeyBody>> = {
  object: "list",
  data: [
    apiKeyExample,
    {
      ...apiKeyExample,
      id: "key_01JH3Z8Q3A1B2C3D4E5F6G7H8J",
      prefix: "gs_test_Xy7Q",
      scopes: [...scopes],
      description: null,
      expires_at: null,
      last_used_at: "2026-11-23T09:31:00.000Z",
    },
  ],
  has_more: false,
};

export const apiKeyOperationDocs = {
  "GET /api_keys": {
    operationId: "listApiKeys",
    tag: "API keys" as const,
    summary: "List API keys",
    description:
      "The organization's keys in the key's environment, revoked and expired ones included, newest first, never with their secrets. " +
      "Page with `starting_after` set to the last id of the previous page. `last_used_at` is kept to the minute.",
    success: { status: 200 as const, description: "A page of API keys.", schema: "ApiKeyList" as const, example: apiKeyListExample },
  },
  "POST /api_keys": {
    operationId: "createApiKey",
    tag: "API keys" as const,
    summary: "Create an API key",
    description:
      "A key of the caller's organization and environment holding `scopes` (a non-empty subset of the six, each named once). " +
      "The secret is shown in this answer only, and in a replay with the same `Idempotency-Key` until the key is revoked: " +
      "a replay after that answers 404 `not_found`.",
    requestBody: { component: "CreateApiKeyRequest", examples: { reporting: { summary: "A reporting job's key", value: createApiKeyExample } } },
    success: { status: 201 as const, description: "The key, with its secret.", schema: "IssuedApiKey" as const, example: issuedApiKeyExample },
    errors: ["not_found" as const],
  },
  "POST /api_keys/{id}/roll": {
    operationId: "rollApiKey",
    tag: "API keys" as const,
    summary: "Roll an API key",
    description:
      "Creates a key with the same scopes and description, without expiry, and makes the old one expire after an overlap " +
      `(\`expires_in_hours\`, 0 to ${maxRollOverlapHours}, ${defaultRollOverlapHours} unless given; a key that expires sooner keeps its expiry). ` +
      "The body is optional. A revoked or expired key cannot be rolled: 400 `validation_error` on `id`. " +
      "The new secret is shown as on creation.",
    pathId: "The id of the key to replace (`key_…`).",
    requestBody: { component: "RollApiKeyRequest", examples: { day: { summary: "A day's overlap", value: rollApiKeyExample } } },
    success: { status: 201 as const, description: "The new key, with its secret.", schema: "IssuedApiKey" as const, example: rolledApiKeyExample },
  },
  "POST /api_keys/{id}/revoke": {
    operationId: "revokeApiKey",
    tag: "API keys" as const,
    summary: "Revoke an API key",
    description:
      "Every instance of the service refuses the key (401 `invalid_api_key`) within a second, and every kept copy of its secret is erased. " +
      "Revoking a revoked key answers it as it is, with its first `revoked_at`.",
    pathId: "The key's id (`key_…`).",
    success: { status: 200 as const, description: "The revoked key.", schema: "ApiKey" as const, example: revokedApiKeyExample },
  },
};
