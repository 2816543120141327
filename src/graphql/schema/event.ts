// Events: Query.events (Relay connection), Subscription.events over server-sent events.
// `type` stays the REST String (docs/api/events-and-webhooks.md#event-shape); `kind` is the same
// type as an enum, and `object` the resource typed, so a generated client can switch on them.
import { builder } from "../builder.js";
import { Node } from "./node.js";
import { runOperation, runs, toGraphQLError } from "../context.js";
import { eventStream, subscribeToEvents } from "../../domain/events/operations.js";
import { searchEvents } from "../../domain/events/search.js";
import { principalFor } from "../reads.js";
import { forgetLoaders, loaderFor } from "../loaders.js";
import { eventTypes, type Event as EventEntity, type EventType } from "../../domain/events/events.js";
import type { TransferBody } from "../../http/rest/transfers.js";
import { parseTransfer } from "../../http/rest/transfers.js";
import { parseCard, parseCardOperation, parseCardTransaction, type CardBody, type CardOperationBody, type CardTransactionBody } from "../../http/rest/cards.js";
import { parseBalance, type BalanceBody } from "../../http/rest/balances.js";
import { EnvironmentEnum } from "./enums.js";
import { connectionArgs, connectionExtras, connectionFrom, withoutNulls } from "./input.js";
import { Transfer } from "./transfer.js";
import { Card, CardTransaction } from "./card.js";
import { CardOperation } from "./card-operation.js";
import { Balance } from "./balance.js";

const eventTypeDescriptions = {
  "transfer.created": "A transfer was accepted and its amount reserved.",
  "transfer.succeeded": "A transfer reached its destination.",
  "transfer.failed": "A transfer failed and its amount went back to the wallet.",
  "card.created": "A card was issued.",
  "card.funded": "Money moved from the wallet onto a card.",
  "card.withdrawn": "Money moved from a card back to the wallet.",
  "card.frozen": "A card was frozen.",
  "card.unfrozen": "A card was unfrozen.",
  "card.terminated": "A card was terminated; what was left on it went back to the wallet.",
  "card_transaction.created": "A purchase, refund, top-up, withdrawal or fee was recorded on a card.",
  "balance.updated": "A wallet's available or reserved balance changed.",
} satisfies Record<EventType, string>;

/** GraphQL names may not hold dots: transfer.created is transfer_created. */
const enumName = (type: EventType) => type.replace(".", "_");

export const EventTypeEnum = builder.enumType("EventType", {
  description: "An event's type; each value stands for the REST type with a dot (transfer_created is transfer.created).",
  values: Object.fromEntries(
    eventTypes.map((type) => [enumName(type), { value: type, description: `${type}: ${eventTypeDescriptions[type]}` }]),
  ) as Record<string, { value: EventType; description: string }>,
});

type EventObjectView = TransferBody | CardBody | CardTransactionBody | CardOperationBody | BalanceBody;

/** Each resource names itself in its `object` field, as REST returns it. */
const unionMembers = { transfer: "Transfer", card: "Card", card_transaction: "CardTransaction", card_operation: "CardOperation", balance: "Balance" } as const satisfies Record<
  EventObjectView["object"],
  string
>;

/** The GraphQL type of each event object read back from its payload into the domain's entity. */
const entityTypes = new WeakMap<object, (typeof unionMembers)[keyof typeof unionMembers]>();

/** Each event object's entity, read back from its payload. */
const entityParsers: Record<EventObjectView["object"], (shown: unknown) => object> = {
  transfer: parseTransfer,
  card: parseCard,
  card_transaction: parseCardTransaction,
  card_operation: parseCardOperation,
  balance: parseBalance,
};

/** An event's object as its GraphQL type resolves it: the domain's entity. */
function eventObject(shown: EventObjectView): object {
  const entity = entityParsers[shown.object](shown);
  entityTypes.set(entity, unionMembers[shown.object]);
  return entity;
}

const EventObjectUnion = builder.unionType("EventObject", {
  description: "The resource an event is about, as the API returned it when the event happened.",
  types: [Transfer, Card, CardTransaction, CardOperation, Balance],
  resolveType: (object) => {
    const type = entityTypes.get(object);
    if (type === undefined) throw new Error("EventObject: an object that was not read from an event's payload");
    return type;
  },
});

const EventData = builder.objectRef<EventEntity["data"]>("EventData").implement({
  description: "What the event carries.",
  fields: (t) => ({
    object: t.field({ type: "JSONObject", description: "The resource as the REST API returned it when the event happened.", resolve: (d) => d.object }),
  }),
});

export const Event = builder.objectRef<EventEntity>("Event").implement({
  description: "Something that happened: transfer.created, card.funded, balance.updated, …",
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The event's id (evt_…)." }),
    type: t.exposeString("type", { description: "The event's type as REST spells it, such as transfer.created." }),
    kind: t.field({ type: EventTypeEnum, description: "The event's type as an enum value.", resolve: (e) => e.type }),
    environment: t.field({ type: EnvironmentEnum, description: "The environment it happened in.", resolve: (e) => e.environment }),
    createdAt: t.field({ type: "DateTime", description: "When it happened.", resolve: (e) => e.createdAt }),
    data: t.field({ type: EventData, description: "The resource as JSON, as webhooks deliver it.", resolve: (e) => e.data }),
    object: t.field({
      type: EventObjectUnion,
      description: "The resource, typed: a Transfer (transfer.*), Card (card.created, frozen, unfrozen, terminated), CardOperation (card.funded, card.withdrawn), CardTransaction or Balance (balance.updated).",
      resolve: (e) => eventObject(e.data.object as unknown as EventObjectView) as never,
    }),
    testData: t.boolean({ description: "True in the Sandbox.", resolve: (e) => e.environment === "sandbox" }),
  }),
});

const EventConnection = builder.connectionObject(
  {
    type: Event,
    name: "EventConnection",
    description: "A page of events, newest first.",
    fields: (t) => connectionExtras(t, Event, "events"),
  },
  { description: "An event in a page, with its cursor (its id)." },
);

builder.queryFields((t) => ({
  events: t.field({
    ...runs(searchEvents),
    type: EventConnection,
    nullable: true,
    description:
      "The organization's events in the key's environment (GET /events), newest first; only the types this key may read " +
      "(transfer.* and balance.* with transfers:read or balances:read, card* with cards:read). " +
      "`after` is the cursor (event id) of the last event of the previous page; " +
      "`last` with `before` pages back. Filters narrow together.",
    args: {
      ...connectionArgs(t.arg),
      type: t.arg.string({ description: "Only events of this type, as REST spells it (transfer.created)." }),
      types: t.arg({ type: [EventTypeEnum], description: "Only events of any of these types." }),
      createdAfter: t.arg({ type: "DateTime", description: "Only events at or after this time." }),
      createdBefore: t.arg({ type: "DateTime", description: "Only events before this time." }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await runOperation(ctx, searchEvents, { options: withoutNulls(args) });
      return connectionFrom(page);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  events: t.field({
    ...runs(subscribeToEvents),
    type: Event,
    description:
      "The organization's events in the key's environment as they happen (server-sent events: POST with Accept: text/event-stream). " +
      "`types` narrows them; only the types this key may read arrive.",
    args: { types: t.arg({ type: [EventTypeEnum], description: "Only events of any of these types; all readable ones when omitted." }) },
    subscribe: async (_root, args, ctx) => {
      const subscription = await runOperation(ctx, subscribeToEvents, { options: withoutNulls({ types: args.types }) });
      return eventStream(ctx.domain, subscription, (error) => toGraphQLError(error, ctx.requestId));
    },
    resolve: (event, _args, ctx) => {
      forgetLoaders(ctx);
      return event;
    },
  }),
}));

builder.objectField(Transfer, "events", (t) =>
  t.field({
    ...runs(searchEvents),
    type: [Event],
    description: "The transfer's timeline: its events oldest first (created, then succeeded or failed), of the types this key may read.",
    resolve: (transfer, _args, ctx) => {
      const principal = principalFor(ctx, searchEvents);
      return loaderFor(ctx, "events.ofResource", (ids) => ctx.domain.stores.events.ofResources(principal, ids)).load(transfer.id);
    },
  }),
);
