// What every operation runs with and on, whichever transport called it: shared by the operation
// pipeline (operation.ts) and idempotency (idempotency/idempotency.ts), which each need the other's types.
import type { Domain } from "./domain.js";
import type { Principal } from "./auth/principal.js";

export interface OperationInput<Q, B> {
  pathId: string | undefined;
  query: Q;
  body: B;
}

export interface OperationContext {
  domain: Domain;
  principal: Principal;
  requestId: string;
}
