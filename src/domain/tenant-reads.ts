// The client GraphQL's plugin-prisma reads through (relations and connections of the graph): bound
// to one tenant, so that the tenant filter is applied here, once, rather than by each resolver
// remembering it. It only reads, and only tenant tables: a write, or a read of a table without
// an organization (api keys' owners, settings), is a fault and throws.
import { Prisma, type PrismaClient } from "../generated/prisma/client.js";
import type { Tenant } from "./auth/principal.js";

export type { Tenant };

/** Prisma's model names of the tables every row of which belongs to one organization and environment. */
const tenantModels = new Set<string>(
  Object.values(Prisma.ModelName).filter((model) => !["Organization", "ServiceSetting"].includes(model)),
);

const reads = new Set(["findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy"]);

/** `prisma`, reading only `tenant`'s rows. Typed as the client it extends, as plugin-prisma takes it. */
export function tenantReads(prisma: PrismaClient, tenant: Tenant): PrismaClient {
  const scoped = prisma.$extends({
    name: "tenantReads",
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (!tenantModels.has(model)) throw new Error(`${model} is not a tenant table: it is not read through a tenant's client`);
          if (!reads.has(operation)) throw new Error(`a tenant's client only reads; ${model}.${operation} is a write`);
          const where = { ...(args as { where?: object }).where, organizationId: tenant.organizationId, environment: tenant.environment };
          return query({ ...args, where } as typeof args);
        },
      },
    },
  });
  return scoped as unknown as PrismaClient;
}
