// Transfers as a list (the Overview's latest, the Transfers page): a table on a wide screen, a
// card per transfer on a phone with who was paid, how much and where it stands. Amounts are
// signed: a transfer takes money out of the wallet (−), a failed one moved nothing (no sign).
import { ListTable, type Column } from "../components/ListTable";
import type { TransferFieldsFragment } from "../gql/graphql";
import { destinationName } from "../names";
import { Link } from "../router";
import { Money, StatusBadge, formatTime } from "../ui";

const columns: Column<TransferFieldsFragment>[] = [
  {
    header: "Paid to",
    phone: "title",
    cell: (t) => (
      <Link to={`/transfers/${t.id}`}>
        {t.destination.accountName} <span className="muted">{destinationName(t.destination)}</span>
      </Link>
    ),
  },
  { header: "Amount", numeric: true, cell: (t) => <Money amount={t.amount} currency={t.currency} direction={t.status === "failed" ? undefined : "out"} /> },
  { header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
  { header: "Reference", cell: (t) => t.reference ?? "—" },
  { header: "Created", cell: (t) => formatTime(t.createdAt) },
  { header: "Transfer", phone: "hide", cell: (t) => <code>{t.id}</code> },
];

export function TransferTable({ transfers, caption }: { transfers: TransferFieldsFragment[]; caption: string }) {
  return <ListTable className="transfers" caption={caption} columns={columns} rows={transfers} rowKey={(t) => t.id} rowAttributes={(t) => ({ "data-transfer-id": t.id })} />;
}
