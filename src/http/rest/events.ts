// An event as REST shows it (docs/api/events-and-webhooks.md#event-shape): GET /events, and the
// body every webhook delivery POSTs.
import type { Event, EventType } from "../../domain/events/events.js";
import type { Environment } from "../../domain/auth/principal.js";
import type { PublicForm } from "../../domain/public-forms.js";

export interface EventBody {
  id: string;
  object: "event";
  type: EventType;
  environment: Environment;
  created_at: string;
  data: { object: Record<string, unknown> };
  test_data: boolean;
}

export function renderEvent(event: Event): EventBody {
  return {
    id: event.id,
    object: "event",
    type: event.type,
    environment: event.environment,
    created_at: event.createdAt.toISOString(),
    data: event.data,
    test_data: event.environment === "sandbox",
  };
}

export function parseEvent(shown: unknown): Event {
  const body = shown as EventBody;
  return { id: body.id, type: body.type, environment: body.environment, createdAt: new Date(body.created_at), data: body.data };
}

export const eventForm: PublicForm<Event, EventBody> = { render: renderEvent, parse: parseEvent };
