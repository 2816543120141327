// One card: its fields and balance, fund and withdraw (idempotent), freeze / unfreeze / terminate
// as the state rules allow (docs/api/cards.md#rules, src/domain/cards/rules.ts), its transactions a
// page at a time, a simulated purchase (Sandbox), and its number and CVV behind an explicit click.
// The page reads the card again whenever the stream brings an event about this card (its object's
// id).
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery, type OperationResult } from "urql";
import { makeUncachedClient } from "../client";
import {
  CardDetailsQuery,
  CardQuery,
  FreezeCardMutation,
  FundCardMutation,
  SimulateCardAuthorizationMutation,
  TerminateCardMutation,
  UnfreezeCardMutation,
  WithdrawFromCardMutation,
} from "../documents-cards";
import { ErrorMessage, Field, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import type { CardFieldsFragment, CardStatus, DashboardCardDetailsQuery } from "../gql/graphql";
import { cardIdOf, useLiveEvents, useLiveStatus } from "../live";
import { formatMoney, parseAmount } from "../money";
import { Link } from "../router";
import { storedSession } from "../session";
import { unansweredNotice, useIdempotencyKeys } from "../submission";
import { Loading, Money, PageTitle, Pager, formatTime, pageVariables, useSession, type Page } from "../ui";
import { CardStatusBadge, TransactionTable } from "./CardsShared";

const pageSize = 20;
/** What a card keeps: terminating needs a balance of at most this (docs/api/cards.md#rules). */
const minimumCardBalance = 500;

/** Which state changes a card in `status` with `balance` allows (docs/api/cards.md#rules). */
export function allowedChanges(status: CardStatus, balance: number) {
  return {
    freeze: status === "active",
    unfreeze: status === "frozen",
    terminate: (status === "active" || status === "frozen") && balance <= minimumCardBalance,
  };
}

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

  return (
    <>
      <PageTitle>Card</PageTitle>
      <p>
        <Link to="/cards">← All cards</Link>
      </p>
      {fetching && !data ? <Loading what="the card" /> : null}
      <ErrorMessage error={error} title="Could not load the card" />
      {data && !card && !error ? <p>There is no such card for this key.</p> : null}
      {card ? (
        <div className="detail">
          <section className="panel" aria-labelledby="card-heading">
            <h2 id="card-heading">
              <code>{card.id}</code>
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
                {card.network} ••{card.last4}, expires {card.expiryMonth}/{card.expiryYear}
              </dd>
              <dt>Product</dt>
              <dd>
                <code>{card.product}</code>
              </dd>
              <dt>Reference</dt>
              <dd>{card.reference ?? "—"}</dd>
              <dt>Issued</dt>
              <dd>{formatTime(card.createdAt)}</dd>
              <dt>Metadata</dt>
              <dd>{Object.keys(card.metadata).length === 0 ? "—" : <code>{JSON.stringify(card.metadata)}</code>}</dd>
            </dl>
          </section>
          {can("cards:sensitive") && card.status !== "terminated" ? <RevealDetails cardId={card.id} /> : null}
          {can("cards:write") ? (
            <>
              <StateActions card={card} onDone={refresh} />
              <section className="panel" aria-labelledby="money-heading">
                <h2 id="money-heading">Move money</h2>
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
              {viewer.environment === "sandbox" ? <SimulatePurchase cardId={card.id} onDone={refresh} /> : null}
            </>
          ) : null}
          <section className="panel" aria-labelledby="transactions-heading" aria-busy={fetching}>
            <h2 id="transactions-heading">
              {transactions ? `${transactions.totalCount} ${transactions.totalCount === 1 ? "transaction" : "transactions"}` : "Transactions"}
            </h2>
            {transactions && transactions.nodes.length === 0 ? <p>No transactions yet.</p> : null}
            {transactions && transactions.nodes.length > 0 ? <TransactionTable transactions={transactions.nodes} caption="The card's transactions, newest first" /> : null}
            {transactions ? (
              <Pager label="Pages of transactions" pageInfo={transactions.pageInfo} onPage={setPage} />
            ) : null}
          </section>
        </div>
      ) : null}
    </>
  );
}

/** Freeze, unfreeze and terminate, each enabled only when the card's state allows it. */
function StateActions({ card, onDone }: { card: CardFieldsFragment; onDone: () => void }) {
  const [{ fetching: freezing }, freeze] = useMutation(FreezeCardMutation);
  const [{ fetching: unfreezing }, unfreeze] = useMutation(UnfreezeCardMutation);
  const [{ fetching: terminating }, terminate] = useMutation(TerminateCardMutation);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const allowed = allowedChanges(card.status, card.balance);
  const busy = freezing || unfreezing || terminating;
  const run = async (action: () => Promise<OperationResult>) => {
    setErrors([]);
    const result = await action();
    setErrors(apiErrors(result.error));
    setConfirming(false);
    onDone();
  };

  return (
    <section className="panel" aria-labelledby="state-heading">
      <h2 id="state-heading">State</h2>
      <FormErrors title="The card did not change" errors={errors} />
      <div className="actions state-actions">
        <button type="button" disabled={!allowed.freeze || busy} onClick={() => run(() => freeze({ id: card.id }))}>
          Freeze
        </button>
        <button type="button" disabled={!allowed.unfreeze || busy} onClick={() => run(() => unfreeze({ id: card.id }))}>
          Unfreeze
        </button>
        <button type="button" className="danger" disabled={!allowed.terminate || busy || confirming} onClick={() => setConfirming(true)} aria-describedby="terminate-hint">
          Terminate…
        </button>
      </div>
      <p id="terminate-hint" className="hint">
        {card.status === "terminated"
          ? "A terminated card is closed for good."
          : card.balance > minimumCardBalance
            ? "Terminating needs a balance of at most USD 5.00: withdraw first."
            : "Terminating closes the card for good; what is left on it returns to the USD wallet."}
      </p>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby="terminate-question">
          <p id="terminate-question">
            Terminate the card ••{card.last4} for good? This cannot be undone.
          </p>
          <button type="button" className="danger" ref={confirmRef} disabled={busy} onClick={() => run(() => terminate({ id: card.id }))}>
            Yes, terminate the card
          </button>{" "}
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** An amount in USD sent with one Idempotency-Key per submission (reused after a network error). */
function AmountForm({
  kind,
  cardId,
  title,
  button,
  hint,
  disabledReason,
  onDone,
}: {
  kind: "fund" | "withdraw";
  cardId: string;
  title: string;
  button: string;
  hint: string;
  disabledReason: string | null;
  onDone: () => void;
}) {
  const form = kind;
  const [{ fetching: funding }, fund] = useMutation(FundCardMutation);
  const [{ fetching: withdrawing }, withdraw] = useMutation(WithdrawFromCardMutation);
  const fetching = funding || withdrawing;
  const { exponents } = useSession();
  const exponent = exponents.get("USD") ?? 2;
  const [amount, setAmount] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setErrors([]);
    setNotice(null);
    setDone(null);
    const minor = parseAmount(amount, exponent);
    if (minor === null || minor === 0) {
      setFieldError(`Enter an amount in USD with at most ${exponent} decimal places.`);
      inputRef.current?.focus();
      return;
    }
    const idempotencyKey = keys.keyFor({ form, minor });
    const variables = { id: cardId, amount: minor, idempotencyKey };
    const result = kind === "fund" ? await fund(variables) : await withdraw(variables);
    const unanswered = keys.settle(result);
    const operation = result.data ? ("fundCard" in result.data ? result.data.fundCard : "withdrawFromCard" in result.data ? result.data.withdrawFromCard : null) : null;
    if (operation) {
      setAmount("");
      const fee = operation.fee > 0 ? `, fee ${formatMoney(operation.fee, "USD", exponents)}` : "";
      setDone(`Done: ${formatMoney(operation.amount, "USD", exponents)}${fee}.`);
      onDone();
      return;
    }
    if (unanswered) {
      setNotice(unansweredNotice("this", idempotencyKey));
      return;
    }
    const { byField, rest } = errorsByField(apiErrors(result.error), { amount: "amount" as const });
    setFieldError(byField.amount);
    setErrors(rest);
    if (byField.amount) inputRef.current?.focus();
  };

  return (
    <form className="amount-form" onSubmit={submit} noValidate aria-labelledby={`${form}-title`}>
      <h3 id={`${form}-title`}>{title}</h3>
      <FormErrors title="Not done" errors={errors} notice={notice} />
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      <Field
        form={form}
        name="amount"
        label="Amount (USD)"
        error={fieldError}
        hint={disabledReason ?? hint}
        control={(props) => (
          <input {...props} ref={inputRef} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} disabled={!!disabledReason} />
        )}
      />
      <button type="submit" disabled={fetching || !!disabledReason}>
        {fetching ? "Sending…" : button}
      </button>
    </form>
  );
}

/** Sandbox only: a simulated purchase (simulateCardAuthorization), always recorded. */
function SimulatePurchase({ cardId, onDone }: { cardId: string; onDone: () => void }) {
  const { exponents } = useSession();
  const exponent = exponents.get("USD") ?? 2;
  const [amount, setAmount] = useState("");
  const [merchant, setMerchant] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<"amount" | "merchantName", string>>>({});
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [{ fetching }, simulate] = useMutation(SimulateCardAuthorizationMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setErrors([]);
    setOutcome(null);
    const minor = parseAmount(amount, exponent);
    if (minor === null || minor === 0) {
      setFieldErrors({ amount: `Enter an amount in USD with at most ${exponent} decimal places.` });
      return;
    }
    const result = await simulate({ cardId, amount: minor, merchantName: merchant.trim() === "" ? undefined : merchant.trim() });
    const transaction = result.data?.simulateCardAuthorization;
    if (transaction) {
      setOutcome(transaction.transactionStatus === "succeeded" ? "Approved: the purchase succeeded." : "Declined: nothing moved.");
      setAmount("");
      onDone();
      return;
    }
    const { byField, rest } = errorsByField(apiErrors(result.error), { amount: "amount" as const, merchantName: "merchantName" as const });
    setFieldErrors(byField);
    setErrors(rest);
  };

  return (
    <section className="panel" aria-labelledby="simulate-heading">
      <h2 id="simulate-heading">Simulate purchase (Sandbox)</h2>
      <form className="amount-form" onSubmit={submit} noValidate aria-labelledby="simulate-heading">
        <FormErrors title="Not recorded" errors={errors} />
        {outcome ? (
          <p className="success" role="status">
            {outcome}
          </p>
        ) : null}
        <Field
          form="simulate"
          name="amount"
          label="Purchase amount (USD)"
          error={fieldErrors.amount}
          hint="Approved when the card is active and covers it; else declined, and nothing moves."
          control={(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        />
        <Field
          form="simulate"
          name="merchantName"
          label="Merchant (optional)"
          error={fieldErrors.merchantName}
          control={(props) => <input {...props} type="text" autoComplete="off" value={merchant} onChange={(e) => setMerchant(e.target.value)} />}
        />
        <button type="submit" disabled={fetching}>
          {fetching ? "Recording…" : "Simulate purchase"}
        </button>
      </form>
    </section>
  );
}

type Details = NonNullable<DashboardCardDetailsQuery["cardDetails"]>;

/**
 * The number, CVV and expiry, read on an explicit click through a client without a cache, kept in
 * this component's state while the panel is open and dropped when it closes (or the page goes).
 */
function RevealDetails({ cardId }: { cardId: string }) {
  const client = useMemo(() => {
    const session = storedSession();
    return session ? makeUncachedClient(session.token) : null;
  }, []);
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<ApiErrorView[]>([]);
  const [loading, setLoading] = useState(false);
  // Bumped on close: an answer arriving after the panel closed is dropped.
  const request = useRef(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (details) panelRef.current?.focus();
    else if (wasOpen.current) revealRef.current?.focus();
    wasOpen.current = details !== null;
  }, [details]);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const reveal = async () => {
    if (!client) return;
    const mine = ++request.current;
    setLoading(true);
    setError([]);
    const result = await client.query(CardDetailsQuery, { id: cardId }, { requestPolicy: "network-only" }).toPromise();
    if (mine !== request.current) return;
    setLoading(false);
    if (result.data?.cardDetails) setDetails(result.data.cardDetails);
    else setError(apiErrors(result.error));
  };
  const close = () => {
    request.current += 1;
    setDetails(null);
    setLoading(false);
  };

  return (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading">Card number and CVV</h2>
      <FormErrors title="Could not reveal the details" errors={error} />
      {details ? (
        <div className="sensitive" ref={panelRef} tabIndex={-1} data-testid="card-details" aria-label="The card's details">
          <dl className="facts">
            <dt>Number</dt>
            <dd>
              <code data-testid="card-number">{details.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</code>
            </dd>
            <dt>CVV</dt>
            <dd>
              <code data-testid="card-cvv">{details.cvv}</code>
            </dd>
            <dt>Expiry</dt>
            <dd>
              {details.expiryMonth}/{details.expiryYear}
            </dd>
          </dl>
          <button type="button" className="secondary" onClick={close}>
            Hide details
          </button>
        </div>
      ) : (
        <>
          <p className="hint">Shown only on request and forgotten when hidden. Whoever sees them comes into PCI DSS scope.</p>
          <button type="button" ref={revealRef} disabled={loading || !client} onClick={reveal}>
            {loading ? "Revealing…" : "Reveal details"}
          </button>
        </>
      )}
    </section>
  );
}
