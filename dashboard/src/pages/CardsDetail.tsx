// One card: its name, id (copyable), fields and balance, its spending controls in words (and
// their editor), freeze / unfreeze / terminate and fund / withdraw (CardsActions), its transactions
// a page at a time with the reasons of declines, a simulated purchase (Sandbox, CardsSimulate),
// and its number and CVV behind an explicit click (CardsReveal). The page reads the card again
// whenever the stream brings an event about this card (its object's id).
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "urql";
import { Copyable } from "../components/CopyButton";
import { KeyValueList } from "../components/KeyValueList";
import { CardQuery } from "../documents-cards";
import { ErrorMessage } from "../errors";
import { cardIdOf, useLiveEvents, useLiveStatus } from "../live";
import { cardName, networkName, productName } from "../names";
import { Link } from "../router";
import { Loading, Money, PageTitle, Pager, formatTime, pageVariables, useSession, type Page } from "../ui";
import { AmountForm, StateActions } from "./CardsActions";
import { SpendingControlsPanel } from "./CardsControls";
import { RevealDetails } from "./CardsReveal";
import { CardStatusBadge, TransactionTable } from "./CardsShared";
import { SimulatePurchase } from "./CardsSimulate";

const pageSize = 20;

export function CardsDetail({ id }: { id: string }) {
  const { can, viewer } = useSession();
  const [page, setPage] = useState<Page>({});
  const { generation } = useLiveStatus();
  const variables = useMemo(() => ({ id, ...pageVariables(page, pageSize) }), [id, page]);
  const [{ data, error, fetching }, reexecute] = useQuery({ query: CardQuery, variables, requestPolicy: "network-only", pause: !can("cards:read") });
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  useLiveEvents((event) => {
    if (cardIdOf(event) === id) refresh();
  });

  if (!can("cards:read")) {
    return (
      <>
        <PageTitle>Card</PageTitle>
        <p className="note">This key cannot read cards: it lacks the cards:read scope.</p>
      </>
    );
  }
  const card = data?.card;
  const transactions = card?.transactionsConnection;
  const sandbox = viewer.environment === "sandbox";

  return (
    <>
      <PageTitle>{card ? `Card ${cardName(card)}` : "Card"}</PageTitle>
      <p>
        <Link to="/cards">← All cards</Link>
      </p>
      {fetching && !data ? <Loading what="the card" /> : null}
      <ErrorMessage error={error} title="Could not load the card" onRetry={refresh} />
      {data && !card && !error ? <p>There is no such card for this key.</p> : null}
      {card ? (
        <div className="detail">
          <section className="panel" aria-labelledby="card-heading">
            <h2 id="card-heading" className="card-title">
              {cardName(card)}
              <span className="card-id">
                <Copyable value={card.id} label="card id" />
              </span>
            </h2>
            <p className="detail-status" aria-live="polite">
              Status: <CardStatusBadge status={card.status} /> · Balance:{" "}
              <strong data-testid="card-balance">
                <Money amount={card.balance} currency={card.currency} />
              </strong>
            </p>
            <dl className="facts">
              <dt>Cardholder</dt>
              <dd>
                {card.cardholder.firstName} {card.cardholder.lastName} ({card.cardholder.email})
              </dd>
              <dt>Card</dt>
              <dd>
                {networkName(card.network)} ending {card.last4}, expires {card.expiryMonth}/{card.expiryYear}
              </dd>
              <dt>Product</dt>
              <dd data-testid="card-product">
                {productName({ id: card.product, network: card.network })}
              </dd>
              <dt>Reference</dt>
              <dd>{card.reference ?? "—"}</dd>
              <dt>Issued</dt>
              <dd>{formatTime(card.createdAt)}</dd>
              <dt>Metadata</dt>
              <dd>
                <KeyValueList entries={card.metadata} empty="—" label="Metadata" />
              </dd>
            </dl>
          </section>
          <SpendingControlsPanel cardId={card.id} status={card.status} controls={card.spendingControls} onDone={refresh} />
          {can("cards:sensitive") && card.status !== "terminated" ? <RevealDetails cardId={card.id} /> : null}
          {can("cards:write") ? (
            <>
              <StateActions card={card} onDone={refresh} />
              <section className="panel" aria-labelledby="money-heading">
                <h2 id="money-heading">Move money</h2>
                {sandbox && can("transfers:write") ? (
                  <p className="hint card-test-funds">
                    Funding takes money from the USD wallet. Short of it in the Sandbox? <Link to="/">Add test funds on the Overview</Link>.
                  </p>
                ) : null}
                <div className="card-forms">
                  <AmountForm
                    kind="fund"
                    cardId={card.id}
                    title="Fund from the USD wallet"
                    button="Fund card"
                    hint="USD 5.00 to 2,500.00; the product's top-up fee is debited from the wallet too."
                    disabledReason={card.status === "active" ? null : `A ${card.status} card cannot be funded.`}
                    onDone={refresh}
                  />
                  <AmountForm
                    kind="withdraw"
                    cardId={card.id}
                    title="Withdraw to the USD wallet"
                    button="Withdraw"
                    hint="USD 5.00 to 2,500.00, no fee; at least USD 5.00 stays on the card."
                    disabledReason={card.status === "terminated" ? "A terminated card cannot be withdrawn from." : null}
                    onDone={refresh}
                  />
                </div>
              </section>
              {sandbox ? <SimulatePurchase cardId={card.id} onDone={refresh} /> : null}
            </>
          ) : null}
          <section className="panel" aria-labelledby="transactions-heading" aria-busy={fetching}>
            <h2 id="transactions-heading">
              {transactions ? `${transactions.totalCount} ${transactions.totalCount === 1 ? "transaction" : "transactions"}` : "Transactions"}
            </h2>
            {transactions && transactions.nodes.length === 0 ? <p>No transactions yet.</p> : null}
            {transactions && transactions.nodes.length > 0 ? <TransactionTable transactions={transactions.nodes} caption="The card's transactions, newest first" /> : null}
            {transactions ? <Pager label="Pages of transactions" pageInfo={transactions.pageInfo} onPage={setPage} /> : null}
          </section>
        </div>
      ) : null}
    </>
  );
}
