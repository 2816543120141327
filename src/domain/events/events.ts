// The outbox: an event row is written in the same database transaction as the change it
// describes (docs/api/events-and-webhooks.md#event-types), and fanned out to webhooks and
// subscribers after commit (src/domain/webhooks/fanout.ts).
import { Prisma, type Event as EventRow } from "../../generated/prisma/client.js";
import type { Environment, Principal } from "../auth/principal.js";
import { newId } from "../ids.js";

export const eventTypes = [
  "transfer.created",
  "transfer.succeeded",
  "transfer.failed",
  "card.created",
  "card.funded",
  "card.withdrawn",
  "card.frozen",
  "card.unfrozen",
  "card.terminated",
  "card_transaction.created",
  "balance.updated",
] as const;
export type EventType = (typeof eventTypes)[number];

export function isEventType(value: string): value is EventType {
  return (eventTypes as readonly string[]).includes(value);
}

/**
 * Something that happened. `data.object` is the resource as the API showed it then (its public
 * form, public-forms.ts): an event is that snapshot, delivered to webhooks as it was written.
 */
export interface Event {
  id: string;
  type: EventType;
  environment: Environment;
  createdAt: Date;
  data: { object: Record<string, unknown> };
}

export function toEvent(row: Pick<EventRow, "id" | "type" | "environment" | "createdAt" | "data">): Event {
  return {
    id: row.id,
    type: row.type as EventType,
    environment: row.environment,
    createdAt: row.createdAt,
    data: row.data as Event["data"],
  };
}

/**
 * Which event types a key may read (docs/api/events-and-webhooks.md#reading-events): money events
 * with transfers:read or balances:read, card events with cards:read.
 */
export function readableEventTypes(principal: Principal): EventType[] {
  const scopes = principal.scopes;
  const money = scopes.includes("transfers:read") || scopes.includes("balances:read");
  const cards = scopes.includes("cards:read");
  return eventTypes.filter((type) => (type.startsWith("card") ? cards : money));
}

/** The scope rule of the event operations: a key that may read no event type at all is refused. */
export function mayReadSomeEvents(principal: Principal): boolean {
  return readableEventTypes(principal).length > 0;
}

/**
 * Events whose object only the statement knows (a posting's balance.updated carries the balances
 * the posting leaves: ledger.ts): a FROM source of rows `(id text, type text, object jsonb)`,
 * each written as it is, so the source itself decides whether it has any.
 */
export type ComputedEvents = Prisma.Sql;

/**
 * Outbox rows, as two CTEs for a statement's WITH list: `name` writes `events` once per row of
 * `after` (a CTE name; in practice one row) and the rows of each of `computed`, and `name_queued`
 * puts each of them in the fan-out's queue (webhooks/fanout.ts). For one-statement phases (see
 * transfers/operations.ts). One INSERT per table for all of an operation's events, not one each:
 * every INSERT in a statement is a plan node PostgreSQL initializes on each run, and again
 * whenever a row lock it waited for was updated meanwhile (docs/bench-history.md). EventStore.record
 * writes the same rows.
 */
export function eventsWrittenSql(
  name: string,
  tenant: { organizationId: string; environment: Environment },
  events: Array<{ type: EventType; object: object; id?: string }>,
  after: Prisma.Sql,
  computed: ComputedEvents[] = [],
): Prisma.Sql {
  const rows = events.map(
    ({ type, object, id = newId("evt") }) => Prisma.sql`(${id}::text, ${type}::text, ${JSON.stringify(object)}::jsonb)`,
  );
  const sources = [
    ...(rows.length === 0 ? [] : [Prisma.sql`SELECT v.id, v.type, v.object FROM ${after}, (VALUES ${Prisma.join(rows)}) AS v (id, type, object)`]),
    ...computed.map((source) => Prisma.sql`SELECT c.id, c.type, c.object FROM (${source}) AS c`),
  ];
  if (sources.length === 0) throw new Error("eventsWrittenSql needs at least one event");
  const written = Prisma.raw(name);
  return Prisma.sql`
    ${written} AS (
      INSERT INTO events (id, organization_id, environment, type, data, resource_id)
      SELECT e.id, ${tenant.organizationId}::text, ${tenant.environment}::"Environment", e.type, jsonb_build_object('object', e.object),
        e.object->>'id'
      FROM (${Prisma.join(sources, " UNION ALL ")}) AS e
      RETURNING created_at, id),
    ${Prisma.raw(`${name}_queued`)} AS (
      INSERT INTO event_fan_out_queue (created_at, organization_id, environment, event_id)
      SELECT created_at, ${tenant.organizationId}::text, ${tenant.environment}::"Environment", id FROM ${written})`;
}
