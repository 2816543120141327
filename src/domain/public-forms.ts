// How the API shows each resource to the outside: REST's bodies, which are also the payload of
// its events (webhooks deliver them as they are) and the answer an Idempotency-Key keeps. The
// transport that owns that representation defines it (src/http/rest/public-forms.ts); the domain
// is handed it, because the events and the stored answers it writes must carry it.
import type { Transfer } from "./transfers/transfer.js";

export interface PublicForm<T> {
  /** The resource as the API shows it. */
  render(entity: T): object;
  /** The resource back from what `render` made of it: an event's payload, a stored answer. */
  parse(shown: unknown): T;
}

export interface PublicForms {
  transfer: PublicForm<Transfer>;
}
