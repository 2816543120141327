// Cards: the key's cards (a Relay connection: first/after forward, last/before back, totalCount),
// filtered by status, read again whenever the stream brings an event about any card.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useQuery } from "urql";
import { CardsQuery } from "../documents-cards";
import { ErrorMessage } from "../errors";
import type { CardFieldsFragment, CardStatus } from "../gql/graphql";
import { cardIdOf, useLiveEvents, useLiveStatus } from "../live";
import { ListTable, type Column } from "../components/ListTable";
import { cardName, productName } from "../names";
import { Link } from "../router";
import { Loading, Money, PageTitle, Pager, formatTime, pageVariables, useSession, type Page } from "../ui";
import { CardStatusBadge } from "./CardsShared";

const pageSize = 20;

export function Cards() {
  const { can } = useSession();
  const [draft, setDraft] = useState<CardStatus | "">("");
  const [status, setStatus] = useState<CardStatus | "">("");
  const [page, setPage] = useState<Page>({});
  const { generation } = useLiveStatus();
  const variables = useMemo(
    () => ({
      ...pageVariables(page, pageSize),
      status: status || undefined,
    }),
    [status, page],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({ query: CardsQuery, variables, pause: !can("cards:read") });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  useLiveEvents((event) => {
    if (cardIdOf(event) !== null) reexecute({ requestPolicy: "network-only" });
  });

  if (!can("cards:read")) {
    return (
      <>
        <PageTitle>Cards</PageTitle>
        <p className="note">This key cannot read cards: it lacks the cards:read scope.</p>
      </>
    );
  }
  const connection = data?.cards;
  const rows = connection?.nodes ?? [];
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setStatus(draft);
    setPage({});
  };

  return (
    <>
      <PageTitle>Cards</PageTitle>
      <p className="page-links">
        {can("cards:write") ? (
          <Link to="/cards/new" className="button-link">
            Issue a card
          </Link>
        ) : null}
        <Link to="/cards/transactions">Every card's transactions</Link>
      </p>
      <form className="filters" onSubmit={apply} aria-label="Filter cards">
        <div className="field">
          <label htmlFor="filter-card-status">Status</label>
          <select id="filter-card-status" value={draft} onChange={(e) => setDraft(e.target.value as CardStatus | "")}>
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="frozen">Frozen</option>
            <option value="terminated">Terminated</option>
          </select>
        </div>
        <div className="actions">
          <button type="submit">Apply filter</button>
        </div>
      </form>
      <section aria-labelledby="cards-heading" className="panel" aria-busy={fetching}>
        <h2 id="cards-heading">{connection ? `${connection.totalCount} ${connection.totalCount === 1 ? "card" : "cards"}` : "Cards"}</h2>
        {fetching && !data ? <Loading what="cards" /> : null}
        <ErrorMessage error={error} title="Could not load the cards" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
        {connection && rows.length === 0 ? <p>{status ? "No cards match this filter." : "No cards yet."}</p> : null}
        {rows.length > 0 ? <CardTable cards={rows} /> : null}
        {connection ? (
          <Pager label="Pages of cards" pageInfo={connection.pageInfo} onPage={setPage} />
        ) : null}
      </section>
    </>
  );
}

function CardTable({ cards }: { cards: CardFieldsFragment[] }) {
  const columns: Column<CardFieldsFragment>[] = [
    { header: "Card", phone: "title", cell: (c) => <Link to={`/cards/${c.id}`}>{cardName(c)}</Link> },
    { header: "Cardholder", cell: (c) => `${c.cardholder.firstName} ${c.cardholder.lastName}` },
    { header: "Product", cell: (c) => productName({ id: c.product, network: c.network }) },
    { header: "Status", cell: (c) => <CardStatusBadge status={c.status} /> },
    { header: "Balance", numeric: true, cell: (c) => <Money amount={c.balance} currency={c.currency} /> },
    { header: "Issued", cell: (c) => formatTime(c.createdAt) },
  ];
  return <ListTable caption="Cards, newest first" columns={columns} rows={cards} rowKey={(c) => c.id} rowAttributes={(c) => ({ "data-card-id": c.id })} />;
}
