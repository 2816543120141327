// One transfer, with its event timeline (Transfer.events), read again whenever the stream brings
// an event about it: its status and timeline follow without a reload.
import { useEffect } from "react";
import { useQuery } from "urql";
import { TransferQuery } from "../documents";
import { ErrorMessage } from "../errors";
import { transferOf, useLiveEvents, useLiveStatus } from "../live";
import { Link } from "../router";
import type { TransferFieldsFragment } from "../gql/graphql";
import { Copyable } from "../components/CopyButton";
import { KeyValueList } from "../components/KeyValueList";
import { Loading, Money, PageTitle, StatusBadge, formatTime } from "../ui";
import { countryName } from "./CountryPicker";

export function TransferDetail({ id }: { id: string }) {
  const { generation } = useLiveStatus();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: TransferQuery, variables: { id }, requestPolicy: "network-only" });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  useLiveEvents((event) => {
    if (transferOf(event)?.id === id) reexecute({ requestPolicy: "network-only" });
  });
  // Just sent from the form: its answer, shown until the transfer has been read.
  const sent = (history.state as { transfer?: TransferFieldsFragment } | null)?.transfer;
  const details = data?.transfer;
  const t = details ?? (sent?.id === id ? sent : undefined);

  return (
    <>
      <PageTitle>Transfer</PageTitle>
      <p>
        <Link to="/transfers">← All transfers</Link>
      </p>
      {fetching && !data ? <Loading what="the transfer" /> : null}
      <ErrorMessage error={error} title="Could not load the transfer" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
      {t ? (
        <div className="detail">
          <section className="panel" aria-labelledby="summary-heading">
            <h2 id="summary-heading">
              {t.destination.accountName}: <Money amount={t.amount} currency={t.currency} direction={t.status === "failed" ? undefined : "out"} />
            </h2>
            <p className="detail-status" aria-live="polite">
              Status: <StatusBadge status={t.status} />
              {t.failureCode ? (
                <span>
                  {" "}
                  — {t.failureMessage} <code>({t.failureCode})</code>
                </span>
              ) : null}
            </p>
            <dl className="facts">
              <dt>Transfer</dt>
              <dd>
                <Copyable value={t.id} label="transfer id" />
              </dd>
              <dt>Amount</dt>
              <dd>
                <Money amount={t.amount} currency={t.currency} />
              </dd>
              <dt>Fee</dt>
              <dd>
                <Money amount={t.fee} currency={t.currency} direction={t.status === "failed" || t.fee === 0 ? undefined : "out"} />
              </dd>
              <dt>Destination</dt>
              <dd>
                {t.destination.accountName}, {t.destination.type === "bank_account" ? `bank account at ${t.destination.bankCode ?? ""}` : `mobile money on ${t.destination.network ?? ""}`}{" "}
                ••{t.destination.last4}, {countryName(t.destination.country)}
              </dd>
              <dt>Reference</dt>
              <dd>{t.reference ?? "—"}</dd>
              <dt>Description</dt>
              <dd>{t.description ?? "—"}</dd>
              <dt>Created</dt>
              <dd>{formatTime(t.createdAt)}</dd>
              <dt>Completed</dt>
              <dd>{formatTime(t.completedAt)}</dd>
              <dt>Metadata</dt>
              <dd>
                <KeyValueList entries={details?.metadata} empty="—" label="Metadata" />
              </dd>
            </dl>
          </section>
          <section className="panel" aria-labelledby="timeline-heading">
            <h2 id="timeline-heading">Timeline</h2>
            {!details ? <Loading what="the timeline" /> : details.events.length === 0 ? <p>No events this key may read.</p> : null}
            <ol className="timeline" aria-live="polite">
              {(details?.events ?? []).map((e) => (
                <li key={e.id} data-event-type={e.type}>
                  <strong>{eventWords[e.type] ?? e.type}</strong> <time dateTime={e.createdAt}>{formatTime(e.createdAt)}</time>{" "}
                  <span className="muted">
                    <code>{e.type}</code> {e.id}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </>
  );
}

const eventWords: Record<string, string> = {
  "transfer.created": "Sent: funds reserved",
  "transfer.succeeded": "Succeeded: paid out",
  "transfer.failed": "Failed: funds released",
};
