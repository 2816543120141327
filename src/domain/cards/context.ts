// What a card operation acts within: the domain and the caller's tenant.
import type { OperationContext } from "../operation.js";
import type { Domain } from "../domain.js";
import { tenantOf, type Tenant } from "../auth/principal.js";

export type { Tenant };

export function cardsDomain(ctx: OperationContext): { domain: Domain; tenant: Tenant } {
  return { domain: ctx.domain, tenant: tenantOf(ctx.principal) };
}
