// How the API shows each resource to the outside: REST's bodies, which are also the payload of
// its events (webhooks deliver them as they are) and the answer an Idempotency-Key keeps. The
// transport that owns that representation defines it (src/http/rest/public-forms.ts); the domain
// is handed it, because the events and the stored answers it writes must carry it.
import type { Prisma } from "../generated/prisma/client.js";
import type { Environment } from "./auth/principal.js";
import type { CurrencyCode } from "./currencies.js";
import type { Balance } from "./ledger/balance.js";
import type { Transfer } from "./transfers/transfer.js";
import type { Card, CardOperation, CardTransaction, IssuedCard } from "./cards/card.js";
import type { Event, EventType } from "./events/events.js";
import type { CreatedWebhookEndpoint, WebhookEndpoint } from "./webhooks/endpoint.js";
import type { WebhookDelivery } from "./webhooks/webhook-delivery.js";
import type { IssuedApiKey } from "./auth/api-key.js";

export interface PublicForm<T, Shown extends object = object> {
  /** The resource as the API shows it. */
  render(entity: T): Shown;
  /** The resource back from what `render` made of it: an event's payload, a stored answer. */
  parse(shown: unknown): T;
}

/** A Balance's form, also as a jsonb expression: a posting's balance.updated events are written in its statement, where only the database knows the amounts. */
export interface BalanceForm extends PublicForm<Balance> {
  /** render's jsonb, from the bigint SQL expressions `available` and `reserved`. */
  renderSql(environment: Environment, currency: CurrencyCode, amounts: { available: Prisma.Sql; reserved: Prisma.Sql }): Prisma.Sql;
}

export interface PublicForms {
  transfer: PublicForm<Transfer>;
  balance: BalanceForm;
  /** The object of card.created, card.frozen, card.unfrozen and card.terminated. */
  card: PublicForm<Card>;
  /** issueCard's stored answer. */
  issuedCard: PublicForm<IssuedCard>;
  /** The object of card.funded and card.withdrawn, and the stored answer of fundCard and withdrawFromCard. */
  cardOperation: PublicForm<CardOperation>;
  /** The object of card_transaction.created. */
  cardTransaction: PublicForm<CardTransaction>;
  /** Its public form crosses between instances too (events/bus.ts), where subscribers filter by type. */
  event: PublicForm<Event, { type: EventType }>;
  /** The object of a webhook_endpoint.test event. */
  webhookEndpoint: PublicForm<WebhookEndpoint>;
  /** createWebhookEndpoint's stored answer: its secret is sealed in it (openStoredAnswer opens it). */
  createdWebhookEndpoint: PublicForm<CreatedWebhookEndpoint>;
  /** The stored answer of redeliverWebhookDelivery and sendTestWebhookEvent. */
  webhookDelivery: PublicForm<WebhookDelivery>;
  /** The stored answer of an API key's creation or roll: its secret is sealed in it (openStoredAnswer opens it). */
  issuedApiKey: PublicForm<IssuedApiKey>;
}
