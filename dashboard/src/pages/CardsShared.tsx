// What the Cards pages share: a card's status badge, a table of card transactions (a card's page,
// and every card's on the Overview) and the fee arithmetic of docs/api/cards.md#products-and-fees.
// Their fields and errors come from ../errors, their idempotent submissions from ../submission.
import type { CardStatus, CardTransactionFieldsFragment } from "../gql/graphql";
import { Link } from "../router";
import { Money, formatTime } from "../ui";

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return (
    <span className={`badge badge-card-${status}`} data-status={status}>
      {status}
    </span>
  );
}

/** The top-up fee on `amount` cents at `ratePercent` (1.5 is 1.5 %): ceil(amount × rate), on integers. */
export function topupFee(amount: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((amount * basisPoints + 9_999) / 10_000);
}

/** Card transactions, newest first; `withCard` adds a column linking to each one's card. */
export function TransactionTable({ transactions, caption, withCard = false }: { transactions: CardTransactionFieldsFragment[]; caption: string; withCard?: boolean }) {
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {withCard ? <th scope="col">Card</th> : null}
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Merchant</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t.id} data-transaction-id={t.id} data-card-id={t.cardId} data-type={t.type} data-status={t.transactionStatus}>
              {withCard ? (
                <td>
                  <Link to={`/cards/${t.cardId}`}>
                    <code>{t.cardId}</code>
                  </Link>
                </td>
              ) : null}
              <td>{t.type}</td>
              <td>
                <span className={`badge badge-${t.transactionStatus === "succeeded" ? "succeeded" : "failed"}`}>{t.transactionStatus}</span>
              </td>
              <td className="num">
                <Money amount={t.amount} currency={t.transactionCurrency} />
              </td>
              <td>{t.merchant.name ?? "—"}</td>
              <td>{formatTime(t.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
