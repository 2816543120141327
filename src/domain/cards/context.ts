// What a card operation acts within: the domain and the caller's tenant.
import type { OperationContext } from "../operation.js";
import type { Domain } from "../domain.js";
import { tenantOf } from "../auth/principal.js";

export type Tenant = ReturnType<typeof tenantOf>;

export function cardsDomain(ctx: OperationContext): { domain: Domain; tenant: Tenant } {
  return { domain: ctx.domain, tenant: tenantOf(ctx.principal) };
}
