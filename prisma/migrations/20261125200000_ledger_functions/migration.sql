-- The ledger's two steps as database functions (src/domain/ledger/ledger.ts builds the statements
-- that call them). Each statement inside a VOLATILE function takes a fresh snapshot, so when a
-- posting waits for an account another posting holds, PostgreSQL re-checks the row with this
-- small statement instead of re-initialising the caller's whole statement (EvalPlanQual), and
-- the balances are updated in a snapshot that already sees the row as locked.

-- Locks a posting's accounts, found by their whole unique key, in the ledger's one lock order
-- (kind, currency, owner), and answers each with its balance before the posting, the posting's
-- amount on it, and whether the posting writes it (or only holds it still: the other account of a
-- wallet whose Balance the posting reports). An account that does not exist answers no row.
CREATE FUNCTION ledger_lock(
  p_organization_id text, p_environment "Environment",
  p_kinds text[], p_currencies text[], p_owner_ids text[], p_amounts bigint[], p_posted boolean[]
) RETURNS TABLE (id text, kind "LedgerAccountKind", currency "Currency", owner_id text, balance bigint,
                 allow_negative boolean, amount bigint, posted boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT a.id, a.kind, a.currency, a.owner_id, a.balance, a.allow_negative, w.amount, w.posted
  FROM (SELECT * FROM unnest(p_kinds, p_currencies, p_owner_ids, p_amounts, p_posted) AS u (kind, currency, owner_id, amount, posted)
        ORDER BY u.kind, u.currency, u.owner_id) w
  CROSS JOIN LATERAL (
    SELECT l.id, l.kind, l.currency, l.owner_id, l.balance, l.allow_negative FROM ledger_accounts l
    WHERE l.organization_id = p_organization_id AND l.environment = p_environment
      AND l.kind = w.kind::"LedgerAccountKind" AND l.currency = w.currency::"Currency" AND l.owner_id = w.owner_id
    FOR UPDATE) a;
END $$;

-- Applies a posting whose accounts ledger_lock locked and whose entries the caller checked:
-- changes the balances, writes the ledger transaction and its entries, and answers each account
-- as the posting leaves it. The CHECK constraint on ledger_accounts stays the last line of
-- defence against a negative customer balance.
CREATE FUNCTION ledger_apply(
  p_organization_id text, p_environment "Environment", p_transaction_id text, p_kind text, p_resource_id text,
  p_account_ids text[], p_amounts bigint[]
) RETURNS TABLE (id text, kind text, currency text, owner_id text, balance bigint)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  INSERT INTO ledger_transactions (id, organization_id, environment, kind, resource_id)
  VALUES (p_transaction_id, p_organization_id, p_environment, p_kind, p_resource_id);
  INSERT INTO ledger_entries (organization_id, environment, transaction_id, account_id, amount)
  SELECT p_organization_id, p_environment, p_transaction_id, e.account_id, e.amount
  FROM unnest(p_account_ids, p_amounts) AS e (account_id, amount);
  RETURN QUERY
  UPDATE ledger_accounts a SET balance = a.balance + e.amount
  FROM unnest(p_account_ids, p_amounts) AS e (account_id, amount)
  WHERE a.organization_id = p_organization_id AND a.environment = p_environment AND a.id = e.account_id
  RETURNING a.id, a.kind::text, a.currency::text, a.owner_id, a.balance;
END $$;
