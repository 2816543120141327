// Reads the graph makes through Prisma (@pothos/plugin-prisma relations and connections) rather
// than through a domain operation's run: each is authorized by the domain operation whose read it
// extends (an endpoint's deliveries are read as the endpoint is), and filters by the tenant this
// returns, so scopes and tenancy stay decided in one place.
import { authorizeOperation } from "../domain/operation.js";
import { tenantOf, type Principal, type Tenant } from "../domain/auth/principal.js";
import { asFieldError, type AnyOperation, type GraphQLContext } from "./context.js";

export type { Tenant };

/** The caller, once the key may run `operation` (sandbox_only, scope); else the field's error. */
export function principalFor(ctx: GraphQLContext, operation: AnyOperation): Principal {
  const principal = ctx.principal;
  if (!principal || !ctx.authorized?.has(operation)) throw new Error(`${operation.name} was not declared with runs() on its field`);
  try {
    authorizeOperation(principal, operation);
  } catch (error) {
    throw asFieldError(error, ctx.requestId);
  }
  return principal;
}

/** The caller's tenant, once the key may run `operation`. */
export function tenantFor(ctx: GraphQLContext, operation: AnyOperation): Tenant {
  return tenantOf(principalFor(ctx, operation));
}

/** What a Prisma read answers, with the domain's refusal (a cursor it does not know) as the field's error. */
export async function readFor<T>(ctx: GraphQLContext, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw asFieldError(error, ctx.requestId);
  }
}
