// Events: Query.events (Relay connection), Subscription.events over server-sent events.
// Event types are Strings checked by the domain (decisions §14).
import { builder } from "../builder.js";
import { runOperation, runs, toGraphQLError } from "../context.js";
import { eventStream, listEvents, subscribeToEvents } from "../../domain/events/operations.js";
import type { EventView } from "../../domain/events/events.js";
import { EnvironmentEnum } from "./enums.js";
import { connectionFromPage, listArgumentNames, listQuery, withoutNulls } from "./input.js";

const EventData = builder.objectRef<EventView["data"]>("EventData").implement({
  fields: (t) => ({
    object: t.field({ type: "JSONObject", description: "The resource as the REST API returned it when the event happened.", resolve: (d) => d.object }),
  }),
});

export const Event = builder.objectRef<EventView>("Event").implement({
  description: "Something that happened: transfer.created, card.funded, balance.updated, …",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    environment: t.field({ type: EnvironmentEnum, resolve: (e) => e.environment }),
    createdAt: t.field({ type: "DateTime", resolve: (e) => e.created_at }),
    data: t.field({ type: EventData, resolve: (e) => e.data }),
    testData: t.exposeBoolean("test_data"),
  }),
});

const EventConnection = builder.connectionObject({ type: Event, name: "EventConnection" });

builder.queryFields((t) => ({
  events: t.field({
    ...runs(listEvents),
    type: EventConnection,
    nullable: true,
    description: "Newest first; only the types this key may read. `after` is the cursor (event id) of the last event of the previous page.",
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      type: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const page = await runOperation(ctx, listEvents, { query: listQuery(args, { type: args.type }) }, listArgumentNames);
      return connectionFromPage(page, args.after);
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
    args: { types: t.arg.stringList() },
    subscribe: async (_root, args, ctx) => {
      const subscription = await runOperation(ctx, subscribeToEvents, { query: withoutNulls({ types: args.types }) });
      return eventStream(ctx.domain, subscription, (error) => toGraphQLError(error, ctx.requestId));
    },
    resolve: (event) => event,
  }),
}));
