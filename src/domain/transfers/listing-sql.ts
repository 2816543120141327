// The SQL of a list of transfers (TransferStore.listing in store.ts): the WHERE of its filters and
// the columns read as a Transfer row. Written as SQL rather than Prisma's where because the
// reference-prefix filter must be `lower(reference) LIKE …`, the form the index
// transfers_reference_prefix_idx (organization_id, environment, lower(reference) text_pattern_ops,
// id) serves: Prisma's case-insensitive startsWith is ILIKE, which no btree index serves, so it
// reads every transfer of the tenant (docs/api/transfers.md#filters, and scripts/explain-transfer-search.ts
// for both plans at a million transfers).
import { Prisma } from "../../generated/prisma/client.js";
import type { Tenant } from "../auth/principal.js";
import type { CurrencyCode } from "../currencies.js";
import type { TransferStatus } from "./transfer.js";
import { plannedWithItsValues } from "../../db/prepared-statements.js";


export interface TransferFilters {
  /** Any of these; an empty list matches nothing. */
  statuses?: TransferStatus[];
  currency?: CurrencyCode;
  createdAfter?: Date;
  createdBefore?: Date;
  reference?: string;
  /** The reference starts with this, in any case; its `%`, `_` and `\` are themselves. */
  referencePrefix?: string;
  /** Amounts in minor units, both bounds included. */
  amountGte?: bigint;
  amountLte?: bigint;
  /** The destination's last four characters. */
  last4?: string;
}

/** A LIKE pattern matching what starts with `prefix`, taken literally (LIKE's escape is `\` unless told otherwise). */
export function likePrefixPattern(prefix: string): string {
  return prefix.replace(/[\\%_]/g, (special) => `\\${special}`) + "%";
}

/** The filters as one SQL condition, always within the tenant. */
export function transferFiltersSql(tenant: Tenant, filters: TransferFilters): Prisma.Sql {
  const conditions = [Prisma.sql`organization_id = ${tenant.organizationId}`, Prisma.sql`environment = ${tenant.environment}::"Environment"`];
  if (filters.statuses) {
    // One parameter each: the embedded database's driver takes no array parameter.
    const statuses = filters.statuses.map((status) => Prisma.sql`${status}::"TransferStatus"`);
    conditions.push(statuses.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`status IN (${Prisma.join(statuses)})`);
  }
  if (filters.currency) conditions.push(Prisma.sql`currency = ${filters.currency}::"Currency"`);
  if (filters.createdAfter) conditions.push(Prisma.sql`created_at >= ${filters.createdAfter}::timestamptz`);
  if (filters.createdBefore) conditions.push(Prisma.sql`created_at < ${filters.createdBefore}::timestamptz`);
  if (filters.reference !== undefined) conditions.push(Prisma.sql`reference = ${filters.reference}`);
  // lower() on both sides, in the database's own case rules, so that the pattern's case and the
  // index's agree; the pattern's escapes and `%` have no case.
  if (filters.referencePrefix !== undefined) conditions.push(Prisma.sql`lower(reference) LIKE lower(${likePrefixPattern(filters.referencePrefix)}::text)`);
  if (filters.amountGte !== undefined) conditions.push(Prisma.sql`amount >= ${filters.amountGte}::bigint`);
  if (filters.amountLte !== undefined) conditions.push(Prisma.sql`amount <= ${filters.amountLte}::bigint`);
  if (filters.last4 !== undefined) conditions.push(Prisma.sql`destination_last4 = ${filters.last4}`);
  const where = Prisma.join(conditions, " AND ");
  // Which index serves a prefix or a range depends on how many transfers it matches: planned
  // with the values, never as a prepared statement's generic plan.
  const valueDependent = filters.referencePrefix !== undefined || filters.amountGte !== undefined || filters.amountLte !== undefined;
  return valueDependent ? Prisma.sql`${Prisma.raw(plannedWithItsValues)} ${where}` : where;
}

/** Every column of a transfer, named as Prisma's Transfer row names them. */
export const transferColumnsSql = Prisma.sql`id, organization_id AS "organizationId", environment::text AS environment, amount, fee,
  currency::text AS currency, status::text AS status, destination_type AS "destinationType",
  destination_account_name AS "destinationAccountName", destination_country AS "destinationCountry",
  destination_last4 AS "destinationLast4", destination_bank_code AS "destinationBankCode",
  destination_network AS "destinationNetwork", reference, description, metadata, failure_code AS "failureCode",
  failure_message AS "failureMessage", provider_state::text AS "providerState", next_check_at AS "nextCheckAt",
  idempotency_key AS "idempotencyKey", created_at AS "createdAt", completed_at AS "completedAt"`;
