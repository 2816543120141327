// Developers → API keys (/developers/api-keys): the environment's keys, newest first, revoked and
// expired ones included (docs/api/authentication.md#managing-keys-over-the-api); a restricted key
// created from a form, a key rolled (its replacement's secret shown once, the old one working on
// for the overlap chosen) or revoked after a confirmation. Only a full-access session manages keys:
// any other is told why and asks the API nothing.
import { useRef, useState } from "react";
import { useQuery } from "urql";
import { ListTable, type Column } from "../components/ListTable";
import { Notice, useNotice } from "../components/Notice";
import { ApiKeysQuery } from "../documents-operator";
import { ErrorMessage } from "../errors";
import type { ApiKeyFieldsFragment } from "../gql/graphql";
import { Loading, PageTitle, Pager, formatTime, pageVariables, useSession, type Page } from "../ui";
import { CreateApiKeyForm, RevokeKey, RollKey, type IssuedKey } from "./ApiKeysActions";
import { DevelopersNav, scopesInWords, useFullAccess } from "./DevelopersAccess";
import { SecretShownOnce } from "./SecretShownOnce";

const pageSize = 20;

type Action = { kind: "roll" | "revoke"; key: ApiKeyFieldsFragment };

/** Where a key stands, in words: revoked, expired, expiring (after a roll, say) or active. */
export function keyState(key: ApiKeyFieldsFragment, now = Date.now()): { state: "revoked" | "expired" | "active"; words: string } {
  if (key.revokedAt) return { state: "revoked", words: `Revoked ${formatTime(key.revokedAt)}` };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { state: "expired", words: `Expired ${formatTime(key.expiresAt)}` };
  return { state: "active", words: "Active" };
}

export function ApiKeys() {
  const full = useFullAccess();
  return (
    <>
      <PageTitle>API keys</PageTitle>
      <DevelopersNav />
      {full ? (
        <KeysManager />
      ) : (
        <p className="note" data-testid="no-api-keys">
          Managing API keys needs a session opened with a full-access key (one that may do everything: read balances, read and send
          transfers, read and manage cards, see card numbers). This session&apos;s key may only: {scopesInWords(useSession().viewer.scopes)}.
        </p>
      )}
    </>
  );
}

function KeysManager() {
  const { viewer } = useSession();
  const [page, setPage] = useState<Page>({});
  const [{ data, error, fetching }, reexecute] = useQuery({ query: ApiKeysQuery, variables: pageVariables(page, pageSize), requestPolicy: "cache-and-network" });
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const { notice, show, clear } = useNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backToList = () => {
    setAction(null);
    headingRef.current?.focus();
  };
  const connection = data?.apiKeys;
  const keys = connection?.nodes ?? [];
  const current = viewer.apiKey.id;

  const columns: Column<ApiKeyFieldsFragment>[] = [
    {
      header: "Key",
      phone: "title",
      cell: (k) => (
        <>
          <code>{k.prefix}…</code>
          {k.id === current ? <span className="tag"> this session&apos;s key</span> : null}
        </>
      ),
    },
    { header: "Access", cell: (k) => scopesInWords(k.scopes) },
    { header: "Description", cell: (k) => k.description ?? <span className="muted">None</span> },
    { header: "Created", cell: (k) => formatTime(k.createdAt), phone: "hide" },
    { header: "Last used", cell: (k) => (k.lastUsedAt ? formatTime(k.lastUsedAt) : "Never") },
    { header: "Expires", cell: (k) => (k.expiresAt ? formatTime(k.expiresAt) : "Never") },
    {
      header: "Status",
      cell: (k) => {
        const { state, words } = keyState(k);
        return (
          <span className={`badge badge-key-${state}`} data-state={state}>
            {words}
          </span>
        );
      },
    },
    {
      header: "Actions",
      cell: (k) =>
        keyState(k).state === "active" ? (
          <span className="row-actions">
            <button type="button" className="secondary" onClick={() => setAction({ kind: "roll", key: k })} aria-label={`Roll ${k.prefix}…`}>
              Roll
            </button>{" "}
            <button type="button" className="secondary" onClick={() => setAction({ kind: "revoke", key: k })} aria-label={`Revoke ${k.prefix}…`}>
              Revoke
            </button>
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];

  return (
    <>
      <Notice notice={notice} onDismiss={clear} />
      {issued ? (
        <SecretShownOnce
          heading={issued.rolledFrom ? `Key ${issued.rolledFrom}… rolled: the new key's secret` : `Key ${issued.key.prefix}… created: its secret`}
          secret={issued.secret}
          label="API key secret"
          testId="api-key-secret"
              level={2}
          onDismiss={() => {
            setIssued(null);
            headingRef.current?.focus();
          }}
        >
          Keep it where your backend reads its configuration, never in a browser or a repository.
          {issued.rolledFrom === undefined
            ? null
            : issued.overlapHours === 0
              ? " The old key stopped working at once."
              : ` The old key keeps working for ${issued.overlapHours} more hour${issued.overlapHours === 1 ? "" : "s"} (see its row): move your systems to the new one before then.`}
        </SecretShownOnce>
      ) : null}
      <section className="panel" aria-labelledby="keys-heading" aria-busy={fetching}>
        <h2 id="keys-heading" tabIndex={-1} ref={headingRef} data-testid="keys-heading">
          {connection ? `${connection.totalCount} ${connection.totalCount === 1 ? "key" : "keys"}` : "Keys"}
        </h2>
        <p className="hint">Every key of this environment, newest first, revoked and expired ones included. Secrets are never shown again.</p>
        {fetching && !data ? <Loading what="API keys" /> : null}
        <ErrorMessage error={error} title="Could not load the API keys" onRetry={refresh} />
        {keys.length > 0 ? (
          <ListTable caption="API keys, newest first" columns={columns} rows={keys} rowKey={(k) => k.id} rowAttributes={(k) => ({ "data-key-id": k.id, "data-prefix": k.prefix })} className="api-keys" />
        ) : null}
        {connection ? <Pager label="Pages of API keys" pageInfo={connection.pageInfo} onPage={setPage} /> : null}
        {action?.kind === "roll" ? (
          <RollKey
            key={action.key.id}
            apiKey={action.key}
            onCancel={backToList}
            onRolled={(rolled) => {
              setAction(null);
              setIssued(rolled);
              refresh();
            }}
          />
        ) : null}
        {action?.kind === "revoke" ? (
          <RevokeKey
            key={action.key.id}
            apiKey={action.key}
            isSessionKey={action.key.id === current}
            onCancel={backToList}
            onRevoked={() => {
              backToList();
              show("success", `Key ${action.key.prefix}… revoked: every request with it is now refused.`);
              refresh();
            }}
          />
        ) : null}
      </section>
      <CreateApiKeyForm
        onCreated={(created) => {
          setIssued(created);
          setPage({});
          refresh();
        }}
      />
    </>
  );
}
