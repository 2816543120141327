// ledger:verify (docs/api/conventions.md#money-and-the-ledger): the invariants the ledger and the
// records beside it must hold, over the whole database. Balanced postings alone do not prove the
// money right: a reservation released twice balances at every posting, yet hands the wallet back
// more than it held. So the wallets' reserved money is held against the transfers that reserve it,
// each transfer's postings against its status, and a resource's terminal events are counted.
import { Prisma } from "../../generated/prisma/client.js";
import type { Db } from "../store.js";

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

/**
 * One query per invariant, each a set-based aggregate over its tables (the verifier runs on
 * millions of rows), each row it returns a problem's message.
 */
const invariants: Prisma.Sql[] = [
  Prisma.sql`
    SELECT format('transaction %s does not balance in %s: %s', e.transaction_id, a.currency, SUM(e.amount))
    FROM ledger_entries e JOIN ledger_accounts a ON a.organization_id = e.organization_id AND a.id = e.account_id
    GROUP BY e.transaction_id, a.currency HAVING SUM(e.amount) <> 0`,

  Prisma.sql`
    SELECT format('account %s balance %s differs from its entries %s', a.id, a.balance, COALESCE(SUM(e.amount), 0))
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.organization_id = a.organization_id AND e.account_id = a.id
    GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`,

  Prisma.sql`
    SELECT format('account %s is negative: %s', id, balance) FROM ledger_accounts WHERE NOT allow_negative AND balance < 0`,

  Prisma.sql`
    SELECT format('transaction %s has fewer than two entries', t.id) FROM ledger_transactions t
    LEFT JOIN ledger_entries e ON e.organization_id = t.organization_id AND e.transaction_id = t.id
    GROUP BY t.id HAVING COUNT(e.id) < 2`,

  // Only transfers move money into or out of a wallet's reserved account (a reserve of amount +
  // fee at creation; a settle or a release of the same when it finishes), so what a wallet holds
  // reserved is what its processing transfers reserved: a second release or settle leaves it
  // short, a finish without one leaves it over.
  Prisma.sql`
    SELECT format('wallet_reserved %s of organization %s (%s) is %s but its processing transfers hold %s (%s transfers, amount + fee)',
      currency, organization_id, environment, COALESCE(w.balance::text, 'missing'), COALESCE(h.held, 0), COALESCE(h.transfers, 0))
    FROM (SELECT organization_id, environment, currency, balance FROM ledger_accounts WHERE kind = 'wallet_reserved' AND owner_id = '') w
    FULL JOIN (
      SELECT organization_id, environment, currency, SUM(amount + fee) AS held, COUNT(*) AS transfers
      FROM transfers WHERE status = 'processing' GROUP BY organization_id, environment, currency
    ) h USING (organization_id, environment, currency)
    WHERE COALESCE(w.balance, 0) <> COALESCE(h.held, 0)`,

  // A transfer is reserved once, in the statement that writes it, and finishes with one settle
  // (succeeded) or one release (failed, whether at submission or later), never both. A finished
  // transfer with no posting at all moved no money, and so leaves every sum above alone: no flow of
  // the service writes one, but rows written beside it do (the transfer statistics tests' Live and
  // bulk rows). A posting naming a transfer that does not exist moved money for nothing.
  Prisma.sql`
    SELECT CASE WHEN t.id IS NULL
      THEN format('transfer %s of organization %s (%s) does not exist but has %s transfer_reserve, %s transfer_release and %s transfer_settle',
        COALESCE(p.resource_id, '(none)'), p.organization_id, p.environment, p.reserves, p.releases, p.settles)
      ELSE format('transfer %s of organization %s (%s), %s, has %s transfer_reserve, %s transfer_release and %s transfer_settle: %s',
        t.id, t.organization_id, t.environment, t.status, COALESCE(p.reserves, 0), COALESCE(p.releases, 0), COALESCE(p.settles, 0),
        CASE t.status
          WHEN 'processing' THEN 'a processing transfer has one reserve and no release or settle'
          WHEN 'succeeded' THEN 'a succeeded transfer has one reserve and one settle, or no posting at all'
          WHEN 'failed' THEN 'a failed transfer has one reserve and one release, or no posting at all'
          ELSE 'a status the verifier does not know'
        END)
      END
    FROM transfers t
    FULL JOIN (
      SELECT organization_id, environment, resource_id,
        COUNT(*) FILTER (WHERE kind = 'transfer_reserve') AS reserves,
        COUNT(*) FILTER (WHERE kind = 'transfer_release') AS releases,
        COUNT(*) FILTER (WHERE kind = 'transfer_settle') AS settles
      FROM ledger_transactions WHERE kind IN ('transfer_reserve', 'transfer_release', 'transfer_settle')
      GROUP BY organization_id, environment, resource_id
    ) p ON p.organization_id = t.organization_id AND p.environment = t.environment AND p.resource_id = t.id
    WHERE t.id IS NULL OR CASE t.status
      WHEN 'processing' THEN (COALESCE(p.reserves, 0), COALESCE(p.releases, 0), COALESCE(p.settles, 0)) <> (1, 0, 0)
      WHEN 'succeeded' THEN p.resource_id IS NOT NULL AND (p.reserves, p.releases, p.settles) <> (1, 0, 1)
      WHEN 'failed' THEN p.resource_id IS NOT NULL AND (p.reserves, p.releases, p.settles) <> (1, 1, 0)
      ELSE true
    END`,

  // A card's authorization hold holds exactly its purchases still waiting for a real-time decision
  // (docs/api/cards.md#real-time-authorization): a decision released or spent twice, or a purchase
  // left pending with nothing held, shows here.
  Prisma.sql`
    SELECT format('card_authorization_hold of card %s (organization %s) is %s but its pending purchases hold %s',
      COALESCE(h.owner_id, p.card_id), COALESCE(h.organization_id, p.organization_id), COALESCE(h.balance, 0), COALESCE(p.held, 0))
    FROM (SELECT organization_id, environment, owner_id, balance FROM ledger_accounts WHERE kind = 'card_authorization_hold') h
    FULL JOIN (
      SELECT organization_id, environment, card_id, SUM(amount) AS held FROM card_transactions
      WHERE type = 'authorization' AND status = 'pending' GROUP BY organization_id, environment, card_id
    ) p ON p.organization_id = h.organization_id AND p.environment = h.environment AND p.card_id = h.owner_id
    WHERE COALESCE(h.balance, 0) <> COALESCE(p.held, 0)`,

  // A resource finishes once: a second terminal event told webhook receivers it finished again,
  // or both ways. Events written before events.resource_id existed name it in data.object.id.
  Prisma.sql`
    SELECT format('%s of organization %s (%s) has %s terminal events (%s): at most one', resource, organization_id, environment,
      COUNT(*), string_agg(type, ', ' ORDER BY type))
    FROM (
      SELECT organization_id, environment, type, COALESCE(resource_id, data->'object'->>'id') AS resource FROM events
      WHERE type IN ('transfer.succeeded', 'transfer.failed', 'card.terminated')
    ) terminal
    WHERE resource IS NOT NULL
    GROUP BY organization_id, environment, resource HAVING COUNT(*) > 1`,
];

/**
 * Checks every invariant over the whole database. One statement, so that every check reads the
 * same snapshot while the service runs: a transfer that settles between two separate queries
 * would show reserved money and processing transfers that never coexisted. (A statement, not a
 * REPEATABLE READ transaction: an interactive transaction would run into its timeout on a large
 * database, and needs the root client rather than any `Db`.)
 */
export async function verifyLedger(prisma: Db): Promise<LedgerReport> {
  const checks = invariants.map((sql, order) => Prisma.sql`SELECT ${order}::int AS invariant, problem FROM (${sql}) found (problem)`);
  const [report] = await prisma.$queryRaw<Array<{ accounts: bigint; transactions: bigint; entries: bigint; problems: string[] }>>`
    WITH problems AS (${Prisma.join(checks, " UNION ALL ")})
    SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts,
           (SELECT COUNT(*) FROM ledger_transactions) AS transactions,
           (SELECT COUNT(*) FROM ledger_entries) AS entries,
           ARRAY(SELECT problem FROM problems ORDER BY invariant, problem) AS problems`;
  return {
    ok: report.problems.length === 0,
    accounts: Number(report.accounts),
    transactions: Number(report.transactions),
    entries: Number(report.entries),
    problems: report.problems,
  };
}
