// What the Cards pages share: a card's status badge, a list of card transactions (a card's page,
// and every card's on the Overview) and the fee arithmetic of docs/api/cards.md#products-and-fees.
// Their fields and errors come from ../errors, their idempotent submissions from ../submission.
import { useMemo } from "react";
import { useQuery } from "urql";
import { ListTable, type Column } from "../components/ListTable";
import { CardNamesQuery } from "../documents-cards";
import type { CardStatus, CardTransactionFieldsFragment } from "../gql/graphql";
import { cardTransactionDirection } from "../money";
import { cardName } from "../names";
import { Link } from "../router";
import { Money, formatTime } from "../ui";
import { useMerchantCategories } from "./CardsControlsFields";
import { categoryName, declineReasonWords, transactionStatusWords, transactionTypeWords, type CategoryNames } from "./CardsWords";
import "./Cards.css";

const statusWords: Record<CardStatus, string> = { active: "Active", frozen: "Frozen", terminated: "Terminated" };

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return (
    <span className={`badge badge-card-${status}`} data-status={status}>
      {statusWords[status]}
    </span>
  );
}

/** The top-up fee on `amount` cents at `ratePercent` (1.5 is 1.5 %): ceil(amount × rate), on integers. */
export function topupFee(amount: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((amount * basisPoints + 9_999) / 10_000);
}

/** The names ("Visa ••7907") of the cards `ids` name, read in one request; the id until it answers. */
function useCardNames(ids: string[], pause: boolean): ReadonlyMap<string, string> {
  const unique = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const [{ data }] = useQuery({ query: CardNamesQuery, variables: { ids: unique }, pause: pause || unique.length === 0 });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const node of data?.nodes ?? []) {
      if (node && "last4" in node) names.set(node.id, cardName(node));
    }
    return names;
  }, [data]);
}

function TransactionStatus({ transaction }: { transaction: CardTransactionFieldsFragment }) {
  const status = transaction.transactionStatus;
  const badge = status === "succeeded" ? "succeeded" : status === "pending" ? "processing" : "failed";
  return (
    <span className="transaction-status">
      <span className={`badge badge-${badge}`}>{transactionStatusWords(status)}</span>
      {transaction.declineReason ? (
        <span className="decline-reason" data-decline-reason={transaction.declineReason}>
          {declineReasonWords[transaction.declineReason]}
        </span>
      ) : null}
    </span>
  );
}

function MerchantCell({ transaction, names }: { transaction: CardTransactionFieldsFragment; names: CategoryNames }) {
  const { name, category } = transaction.merchant;
  if (!name && !category) return <>—</>;
  return (
    <span className="merchant">
      {name ?? "—"}
      {category && names.has(category) ? (
        <span className="muted merchant-category" data-category={category}>
          {categoryName(category, names)}
        </span>
      ) : null}
    </span>
  );
}

/** Card transactions, newest first; `withCard` adds a column naming and linking each one's card. */
export function TransactionTable({ transactions, caption, withCard = false }: { transactions: CardTransactionFieldsFragment[]; caption: string; withCard?: boolean }) {
  const categories = useMerchantCategories(!transactions.some((t) => t.merchant.category));
  const cardIds = useMemo(() => transactions.map((t) => t.cardId), [transactions]);
  const cardNames = useCardNames(cardIds, !withCard);
  const columns: Column<CardTransactionFieldsFragment>[] = [
    ...(withCard
      ? [
          {
            header: "Card",
            phone: "title" as const,
            cell: (t: CardTransactionFieldsFragment) => <Link to={`/cards/${t.cardId}`}>{cardNames.get(t.cardId) ?? <code>{t.cardId}</code>}</Link>,
          },
        ]
      : []),
    { header: "Type", phone: withCard ? undefined : "title", cell: (t) => transactionTypeWords(t.type) },
    { header: "Status", cell: (t) => <TransactionStatus transaction={t} /> },
    {
      header: "Amount",
      numeric: true,
      cell: (t) => <Money amount={t.amount} currency={t.transactionCurrency} direction={cardTransactionDirection(t.type, t.transactionStatus)} />,
    },
    { header: "Merchant", cell: (t) => <MerchantCell transaction={t} names={categories.names} /> },
    { header: "When", cell: (t) => formatTime(t.createdAt) },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={transactions}
      rowKey={(t) => t.id}
      rowAttributes={(t) => ({
        "data-transaction-id": t.id,
        "data-card-id": t.cardId,
        "data-type": t.type,
        "data-status": t.transactionStatus,
        "data-decline-reason": t.declineReason ?? undefined,
      })}
    />
  );
}
