// Card transactions (/cards/transactions): every card's purchases, refunds, top-ups, withdrawals and
// fees, newest first, searched by card, type and status (docs/api/cards.md#searching-and-exporting-transactions)
// and paged by cursor; the filters and the page live in the query string, as on Transfers, and
// "Download CSV" exports every match with the same filters (GET /card_transactions/export).
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useQuery } from "urql";
import { ExportCsv } from "../components/ExportCsv";
import { CardsQuery } from "../documents-cards";
import { CardTransactionsSearchQuery } from "../documents-operator";
import { ErrorMessage } from "../errors";
import type { CardTransactionStatus, CardTransactionType } from "../gql/graphql";
import { cardName } from "../names";
import { Link, navigate, useSearchParams, withSearch } from "../router";
import { Loading, PageTitle, Pager, pageVariables, type Page } from "../ui";
import { TransactionTable } from "./CardsShared";
import { transactionStatusWords, transactionTypeWords } from "./CardsWords";

const pageSize = 20;
const types: CardTransactionType[] = ["authorization", "refund", "topup", "withdrawal", "fee"];
const statuses: CardTransactionStatus[] = ["succeeded", "declined", "pending"];
const cardPattern = /^card_[0-9A-Za-z]+$/;
const cursorPattern = /^ctx_[0-9A-Za-z]+$/;

interface Filters {
  card: string;
  type: CardTransactionType | "";
  status: CardTransactionStatus | "";
}

const noFilters: Filters = { card: "", type: "", status: "" };

/** The filters and page an address names; what does not fit (a hand-edited link) is left out. */
function viewFrom(params: URLSearchParams): { filters: Filters; page: Page } {
  const pick = <T extends string>(name: string, values: readonly T[]) => (values as readonly string[]).includes(params.get(name) ?? "") ? (params.get(name) as T) : "";
  const matching = (name: string, pattern: RegExp) => (pattern.test(params.get(name) ?? "") ? params.get(name)! : "");
  const before = matching("before", cursorPattern);
  return {
    filters: { card: matching("card", cardPattern), type: pick("type", types), status: pick("status", statuses) },
    page: before ? { before } : { after: matching("after", cursorPattern) || undefined },
  };
}

const addressOf = (filters: Filters, page: Page = {}) => withSearch("/cards/transactions", { ...filters, after: page.after, before: page.before });

export function CardTransactions() {
  const params = useSearchParams();
  const { filters, page } = useMemo(() => viewFrom(params), [params]);
  const [draft, setDraft] = useState<Filters>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const variables = useMemo(
    () => ({ ...pageVariables(page, pageSize), card: filters.card || undefined, type: filters.type || undefined, status: filters.status || undefined }),
    [filters, page],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({ query: CardTransactionsSearchQuery, variables });
  // The cards to pick from: the newest hundred, by name.
  const [{ data: cards }] = useQuery({ query: CardsQuery, variables: { first: 100 } });
  const connection = data?.cardTransactions;
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(addressOf(draft));
  };
  const cardOptions = cards?.cards?.nodes ?? [];

  return (
    <>
      <PageTitle>Card transactions</PageTitle>
      <p>
        <Link to="/cards">← Cards</Link>
      </p>
      <form className="filters" onSubmit={apply} aria-label="Search card transactions">
        <div className="field">
          <label htmlFor="ctx-card">Card</label>
          <select id="ctx-card" value={draft.card} onChange={(e) => set("card", e.target.value)}>
            <option value="">Any card</option>
            {draft.card && !cardOptions.some((c) => c.id === draft.card) ? <option value={draft.card}>{draft.card}</option> : null}
            {cardOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {cardName(c)}
                {c.reference ? ` (${c.reference})` : ""}
              </option>
            ))}
          </select>
        </div>
        <Choice id="ctx-type" label="Type" value={draft.type} choices={types.map((t) => [t, transactionTypeWords(t)])} onChange={(v) => set("type", v as Filters["type"])} />
        <Choice id="ctx-status" label="Status" value={draft.status} choices={statuses.map((s) => [s, transactionStatusWords(s)])} onChange={(v) => set("status", v as Filters["status"])} />
        <div className="actions">
          <button type="submit">Search</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setDraft(noFilters);
              navigate(addressOf(noFilters));
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <section className="panel" aria-labelledby="ctx-heading" aria-busy={fetching}>
        <h2 id="ctx-heading" data-testid="ctx-heading">
          {connection ? `${connection.totalCount} ${connection.totalCount === 1 ? "transaction" : "transactions"}` : "Transactions"}
        </h2>
        <ExportCsv
          route="/card_transactions/export"
          params={{ card: filters.card || undefined, type: filters.type || undefined, status: filters.status || undefined }}
          fallbackName="card_transactions.csv"
          noun={["transaction", "transactions"]}
        />
        {fetching && !data ? <Loading what="card transactions" /> : null}
        <ErrorMessage error={error} title="Could not load the card transactions" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
        {connection && connection.nodes.length === 0 ? <p>No card transactions match these filters.</p> : null}
        {connection && connection.nodes.length > 0 ? <TransactionTable transactions={connection.nodes} caption="Card transactions, newest first" withCard /> : null}
        {connection ? <Pager label="Pages of card transactions" pageInfo={connection.pageInfo} onPage={(to) => navigate(addressOf(filters, to))} /> : null}
      </section>
    </>
  );
}

/** A filter's select: Any, then each choice in words. */
function Choice({ id, label, value, choices, onChange }: { id: string; label: string; value: string; choices: Array<[string, string]>; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
