// The response objects of the REST API as zod schemas: the one description of what the service
// answers, turned into the OpenAPI document's components (src/http/openapi.ts) and checked
// against every response of the test suite. Each schema is tied to the view type the operation
// returns, so a field added to a view without being documented here fails the type check.
import { z } from "zod";
import { currencyCodes } from "../domain/currencies.js";
import { environments, scopes } from "../domain/auth/principal.js";
import { cardProductIds } from "../domain/cards/products.js";
import type { CardProductBody } from "./rest/card-products.js";
import type { CardDetailsBody } from "./rest/card-details.js";
import type { PingBody } from "./rest/core.js";
import { errorCatalog, type ErrorCode } from "../domain/errors.js";
import type { Currency } from "../domain/core.js";
import type { BalanceBody } from "./rest/balances.js";
import type { listBody } from "./rest-lists.js";

/** A REST list page of T. */
type ListView<T> = ReturnType<typeof listBody<T>>;
import type { TransferBody } from "./rest/transfers.js";
import type { CardBody, CardOperationBody, CardTransactionBody, IssuedCardBody } from "./rest/cards.js";
import { eventTypes, type EventType } from "../domain/events/events.js";
import type { EventBody } from "./rest/events.js";
import type {
  CreatedWebhookEndpointBody,
  DeletedWebhookEndpointBody,
  WebhookEndpointBody,
  WebhookEndpointListBody,
} from "./rest/webhook-endpoints.js";
import { apiKeyResponseComponents } from "./openapi-api-keys.js";
import { cardControlsResponseComponents, cardTransactionSchema, spendingControlsSchema } from "./openapi-card-controls.js";
import { cardAuthorizationRequestType } from "../domain/webhooks/endpoint.js";
import { sessionTokenResponseComponents } from "./openapi-session-tokens.js";

const environment = z.enum(environments);
const currency = z.enum(currencyCodes);
const timestamp = z.iso.datetime();
/** Amounts in minor units: never negative in a response (docs/api/conventions.md#money-and-the-ledger). */
const amount = z.int().nonnegative();
const metadata = z.record(z.string(), z.string());

export const pingSchema = z.object({
  object: z.literal("ping"),
  environment,
  organization: z.object({ id: z.string(), name: z.string() }),
  api_key: z.object({ id: z.string(), prefix: z.string(), scopes: z.array(z.enum(scopes)) }),
  server_time: timestamp,
});

export const currencySchema = z.object({ code: currency, name: z.string(), exponent: z.int().nonnegative() });
export const currencyListSchema = z.object({ object: z.literal("list"), data: z.array(currencySchema) });

export const balanceSchema = z.object({
  object: z.literal("balance"),
  currency,
  available: amount,
  reserved: amount,
  total: amount,
  test_data: z.boolean(),
});
export const balanceListSchema = z.object({ object: z.literal("list"), data: z.array(balanceSchema) });

export const maskedDestinationSchema = z.object({
  type: z.enum(["bank_account", "mobile_money"]),
  account_name: z.string(),
  country: z.string(),
  last4: z.string(),
  bank_code: z.string().optional(),
  network: z.string().optional(),
});

export const transferSchema = z.object({
  id: z.string(),
  object: z.literal("transfer"),
  environment,
  amount,
  fee: amount,
  currency,
  status: z.enum(["processing", "succeeded", "failed"]),
  destination: maskedDestinationSchema,
  reference: z.string().nullable(),
  description: z.string().nullable(),
  metadata,
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
  test_data: z.boolean(),
});

/** A cursor page: newest first, `has_more` when a next page exists. */
function listOf<T extends z.ZodType>(item: T) {
  return z.object({ object: z.literal("list"), data: z.array(item), has_more: z.boolean() });
}
export const transferListSchema = listOf(transferSchema);

export const cardholderSchema = z.object({ first_name: z.string(), last_name: z.string(), email: z.string() });

export const cardSchema = z.object({
  id: z.string(),
  object: z.literal("card"),
  environment,
  product: z.enum(cardProductIds),
  network: z.enum(["visa", "mastercard"]),
  currency: z.literal("USD"),
  status: z.enum(["active", "frozen", "terminated"]),
  cardholder: cardholderSchema,
  last4: z.string(),
  expiry_month: z.string(),
  expiry_year: z.string(),
  balance: amount,
  reference: z.string().nullable(),
  metadata,
  spending_controls: spendingControlsSchema,
  created_at: timestamp,
  test_data: z.boolean(),
});
export const cardListSchema = listOf(cardSchema);

export const createCardResponseSchema = cardSchema.extend({
  issuance: z.object({ initial_load: amount, fee: amount, fee_breakdown: z.record(z.string(), amount) }),
});

export const cardOperationSchema = z.object({
  id: z.string(),
  object: z.literal("card_operation"),
  type: z.enum(["issue", "fund", "withdraw"]),
  card_id: z.string(),
  amount,
  fee: amount,
  fee_breakdown: z.record(z.string(), amount),
  status: z.enum(["succeeded", "failed"]),
  card: cardSchema,
  created_at: timestamp,
  test_data: z.boolean(),
});

export const cardTransactionListSchema = listOf(cardTransactionSchema);

export const cardDetailsSchema = z.object({
  object: z.literal("card_details"),
  card_id: z.string(),
  number: z.string(),
  cvv: z.string(),
  expiry_month: z.string(),
  expiry_year: z.string(),
  test_data: z.boolean(),
});

export const cardProductSchema = z.object({
  object: z.literal("card_product"),
  id: z.enum(cardProductIds),
  name: z.string().meta({ description: "What people call the product, such as Visa Everyday: show this, not the id." }),
  network: z.enum(["visa", "mastercard"]),
  available: z.boolean(),
  currency: z.literal("USD"),
  fees: z.object({ issuance: amount, kyc: amount, topup_rate_percent: z.number().nonnegative() }),
  initial_load: z.object({ accepted: z.boolean(), min: amount, max: amount }),
});
export const cardProductListSchema = z.object({ object: z.literal("list"), data: z.array(cardProductSchema) });

/** An event whose `data.object` is the resource as the API returned it then (docs/api/events-and-webhooks.md#event-shape). */
function eventOf<const Types extends readonly [EventType, ...EventType[]], T extends z.ZodType>(types: Types, object: T) {
  return z.object({
    id: z.string(),
    object: z.literal("event"),
    type: z.enum(types),
    environment,
    created_at: timestamp,
    data: z.object({ object }),
    test_data: z.boolean(),
  });
}

const eventVariants = [
  eventOf(["transfer.created", "transfer.succeeded", "transfer.failed"], transferSchema),
  eventOf(["card.created", "card.frozen", "card.unfrozen", "card.terminated"], cardSchema),
  eventOf(["card.funded", "card.withdrawn"], cardOperationSchema),
  eventOf(["card_transaction.created"], cardTransactionSchema),
  eventOf(["balance.updated"], balanceSchema),
] as const;
export const eventSchema = z.discriminatedUnion("type", [...eventVariants]);
export const eventListSchema = listOf(eventSchema);

export const webhookEndpointSchema = z.object({
  id: z.string(),
  object: z.literal("webhook_endpoint"),
  url: z.string(),
  events: z
    .union([z.array(z.enum(eventTypes)).min(1), z.tuple([z.literal("*")]), z.tuple([z.literal(cardAuthorizationRequestType)])])
    .meta({ description: `The event types delivered; ["*"]: every type, including types added later; ["${cardAuthorizationRequestType}"]: the real-time authorization endpoint.` }),
  description: z.string().nullable(),
  disabled: z.boolean().meta({ description: "True while the endpoint is sent nothing: no new events, and its pending deliveries wait." }),
  previous_secret_expires_at: timestamp
    .nullable()
    .meta({ description: "Until when the secret the last roll replaced still signs every attempt beside the current one; null when none does." }),
  created_at: timestamp,
  test_data: z.boolean(),
});
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({
  secret: z.string().meta({ description: "The signing secret (`whsec_…`), shown in this answer only: a creation's, or a roll's." }),
});
export const webhookEndpointListSchema = z.object({ object: z.literal("list"), data: z.array(webhookEndpointSchema), has_more: z.literal(false) });
export const deletedWebhookEndpointSchema = z.object({ id: z.string(), object: z.literal("webhook_endpoint"), deleted: z.literal(true) });

/** The error envelope (docs/api/errors.md#envelope), for the given codes; every envelope carries the request's id. */
/** A validation_error's every invalid field (docs/api/errors.md#every-invalid-field). */
const fieldErrorsSchema = z
  .array(
    z.object({
      param: z.string().optional().meta({ description: "The invalid field, dotted for nested fields; absent for the request as a whole." }),
      message: z.string().meta({ description: "What is wrong with it, in a sentence naming it." }),
    }),
  )
  .optional()
  .meta({ description: "validation_error only: every invalid field of the request, the first being `param` and `message`." });

export function errorEnvelopeOf(codes: readonly ErrorCode[]) {
  const types = [...new Set(codes.map((code) => errorCatalog[code].type))];
  return z.object({
    error: z.object({
      type: z.enum(types as [string, ...string[]]),
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      param: z.string().optional().meta({ description: "The first invalid field, dotted for nested fields." }),
      ...(codes.includes("validation_error") ? { errors: fieldErrorsSchema } : {}),
      request_id: z.string().meta({ description: "The same value as the Request-Id header." }),
    }),
  });
}

/** An export's file (GET /transfers/export, GET /card_transactions/export): text, not JSON. */
export const csvFileSchema = z.string().meta({
  description: "RFC 4180 CSV (CRLF line ends, a header row first), UTF-8; a cell beginning with =, +, -, @, a tab or a carriage return is prefixed with '.",
});

/** Component name → schema: the names a reader (and the generated client) sees. */
export const responseComponents = {
  Ping: pingSchema,
  Currency: currencySchema,
  CurrencyList: currencyListSchema,
  Balance: balanceSchema,
  BalanceList: balanceListSchema,
  MaskedDestination: maskedDestinationSchema,
  Transfer: transferSchema,
  TransferList: transferListSchema,
  Cardholder: cardholderSchema,
  Card: cardSchema,
  CardList: cardListSchema,
  CreateCardResponse: createCardResponseSchema,
  CardOperation: cardOperationSchema,
  CardTransaction: cardTransactionSchema,
  CardTransactionList: cardTransactionListSchema,
  CardSensitiveDetails: cardDetailsSchema,
  CardProduct: cardProductSchema,
  CardProductList: cardProductListSchema,
  Event: eventSchema,
  EventList: eventListSchema,
  WebhookEndpoint: webhookEndpointSchema,
  CreatedWebhookEndpoint: createdWebhookEndpointSchema,
  WebhookEndpointList: webhookEndpointListSchema,
  DeletedWebhookEndpoint: deletedWebhookEndpointSchema,
  ...apiKeyResponseComponents,
  ...sessionTokenResponseComponents,
  ...cardControlsResponseComponents,
  CsvFile: csvFileSchema,
} satisfies Record<string, z.ZodType>;

export type ResponseComponent = keyof typeof responseComponents;

// Compile-time ties between each schema and the view its operation returns: the schema may be
// narrower (an enum where the view says string) but must have exactly the view's fields.
type Fields<T> = T extends Array<infer U> ? Fields<U>[] : T extends object ? { [K in keyof T]: Fields<T[K]> } : unknown;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Describes<S extends z.ZodType, V> = z.output<S> extends V ? Same<Fields<z.output<S>>, Fields<V>> : false;
function describes<S extends z.ZodType, V>(ok: Describes<S, V>) {
  return ok;
}
describes<typeof pingSchema, PingBody>(true);
describes<typeof currencySchema, Currency>(true);
describes<typeof balanceSchema, BalanceBody>(true);
describes<typeof transferSchema, TransferBody>(true);
describes<typeof transferListSchema, ListView<TransferBody>>(true);
describes<typeof cardSchema, CardBody>(true);
describes<typeof cardListSchema, ListView<CardBody>>(true);
describes<typeof createCardResponseSchema, IssuedCardBody>(true);
describes<typeof cardOperationSchema, CardOperationBody>(true);
describes<typeof cardTransactionSchema, CardTransactionBody>(true);
describes<typeof cardTransactionListSchema, ListView<CardTransactionBody>>(true);
describes<typeof cardDetailsSchema, CardDetailsBody>(true);
describes<typeof cardProductSchema, CardProductBody>(true);
describes<typeof webhookEndpointSchema, WebhookEndpointBody>(true);
describes<typeof createdWebhookEndpointSchema, CreatedWebhookEndpointBody>(true);
describes<typeof webhookEndpointListSchema, WebhookEndpointListBody>(true);
describes<typeof deletedWebhookEndpointSchema, DeletedWebhookEndpointBody>(true);
// An event's payload is typed per event type here and as any object in the view: each variant
// must be an EventBody, and together the variants must name every event type.
function coversEveryEventType(ok: [z.output<typeof eventSchema>] extends [EventBody] ? (EventType extends z.output<typeof eventSchema>["type"] ? true : false) : false) {
  return ok;
}
coversEveryEventType(true);
