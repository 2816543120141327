// What every operation runs with and on, whichever transport called it: shared by the operation
// pipeline (operation.ts) and idempotency (idempotency/idempotency.ts), which each need the other's types.
import type { Domain } from "./domain.js";
import type { Principal } from "./auth/principal.js";

/**
 * What an operation acts on, validated: the id of the resource it acts on, the options of how
 * to read (paging, filters) and the input of what to write. Q types the options, B the input.
 */
export interface OperationArgs<Q, B> {
  id: string | undefined;
  options: Q;
  input: B;
}

export interface OperationContext {
  domain: Domain;
  principal: Principal;
  requestId: string;
}
