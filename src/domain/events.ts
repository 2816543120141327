// The outbox: an event row is written in the same database transaction as the change it
// describes (decisions §12), and delivered after commit.
import type { Tx } from "./domain.js";
import type { Environment } from "./principal.js";
import { newId } from "./ids.js";

export type EventType =
  | "transfer.created"
  | "transfer.succeeded"
  | "transfer.failed"
  | "card.created"
  | "card.funded"
  | "card.withdrawn"
  | "card.frozen"
  | "card.unfrozen"
  | "card.terminated"
  | "card_transaction.created"
  | "balance.updated";

export async function recordEvent(
  tx: Tx,
  tenant: { organizationId: string; environment: Environment },
  type: EventType,
  object: object,
): Promise<string> {
  const id = newId("evt");
  await tx.event.create({ data: { id, ...tenant, type, data: { object } } });
  return id;
}
