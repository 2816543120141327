// Cards: the key's cards (a Relay connection: first/after forward, last/before back, totalCount),
// filtered by status, read again whenever the stream brings an event about any card.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useQuery } from "urql";
import { CardsQuery } from "../documents-cards";
import { ErrorMessage } from "../errors";
import type { CardFieldsFragment, CardStatus } from "../gql/graphql";
import { cardIdOf, useLiveEvents, useLiveStatus } from "../live";
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
      {can("cards:write") ? (
        <p>
          <Link to="/cards/new" className="button-link">
            Issue a card
          </Link>
        </p>
      ) : null}
      <form className="filters" onSubmit={apply} aria-label="Filter cards">
        <div className="field">
          <label htmlFor="filter-card-status">Status</label>
          <select id="filter-card-status" value={draft} onChange={(e) => setDraft(e.target.value as CardStatus | "")}>
            <option value="">Any</option>
            <option value="active">active</option>
            <option value="frozen">frozen</option>
            <option value="terminated">terminated</option>
          </select>
        </div>
        <div className="actions">
          <button type="submit">Apply filter</button>
        </div>
      </form>
      <section aria-labelledby="cards-heading" className="panel" aria-busy={fetching}>
        <h2 id="cards-heading">{connection ? `${connection.totalCount} ${connection.totalCount === 1 ? "card" : "cards"}` : "Cards"}</h2>
        {fetching && !data ? <Loading what="cards" /> : null}
        <ErrorMessage error={error} title="Could not load the cards" />
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
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Cards, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Cardholder</th>
            <th scope="col">Product</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Balance
            </th>
            <th scope="col">Issued</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.id} data-card-id={c.id}>
              <td>
                <Link to={`/cards/${c.id}`}>
                  {c.network} ••{c.last4}
                </Link>
              </td>
              <td>
                {c.cardholder.firstName} {c.cardholder.lastName}
              </td>
              <td>
                <code>{c.product}</code>
              </td>
              <td>
                <CardStatusBadge status={c.status} />
              </td>
              <td className="num">
                <Money amount={c.balance} currency={c.currency} />
              </td>
              <td>{formatTime(c.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
