// What a card's page does to it: freeze / unfreeze / terminate as the state rules allow
// (docs/api/cards.md#rules, src/domain/cards/rules.ts), and fund / withdraw (idempotent, one
// Idempotency-Key per submission, reused after a network error). Each outcome is a notice that
// clears itself (components/Notice).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation, type OperationResult } from "urql";
import { Notice, useNotice } from "../components/Notice";
import { FreezeCardMutation, FundCardMutation, TerminateCardMutation, UnfreezeCardMutation, WithdrawFromCardMutation } from "../documents-cards";
import { Field, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import type { CardFieldsFragment, CardStatus } from "../gql/graphql";
import { formatSignedMoney, parseAmount } from "../money";
import { cardName } from "../names";
import { unansweredNotice, useIdempotencyKeys } from "../submission";
import { useSession } from "../ui";

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

const doneWords = { freeze: "Card frozen: purchases are declined until it is unfrozen.", unfreeze: "Card unfrozen: it is active again.", terminate: "Card terminated." };

/** Freeze, unfreeze and terminate, each enabled only when the card's state allows it. */
export function StateActions({ card, onDone }: { card: CardFieldsFragment; onDone: () => void }) {
  const [{ fetching: freezing }, freeze] = useMutation(FreezeCardMutation);
  const [{ fetching: unfreezing }, unfreeze] = useMutation(UnfreezeCardMutation);
  const [{ fetching: terminating }, terminate] = useMutation(TerminateCardMutation);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const { notice, show, clear } = useNotice();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const allowed = allowedChanges(card.status, card.balance);
  const busy = freezing || unfreezing || terminating;
  const run = async (change: keyof typeof doneWords, action: () => Promise<OperationResult>) => {
    setErrors([]);
    clear();
    const result = await action();
    const failed = apiErrors(result.error);
    setErrors(failed);
    if (failed.length === 0) show("success", doneWords[change]);
    setConfirming(false);
    onDone();
  };

  return (
    <section className="panel" aria-labelledby="state-heading">
      <h2 id="state-heading">State</h2>
      <Notice notice={notice} onDismiss={clear} />
      <FormErrors title="The card did not change" errors={errors} />
      <div className="actions state-actions">
        <button type="button" disabled={!allowed.freeze || busy} onClick={() => run("freeze", () => freeze({ id: card.id }))}>
          Freeze
        </button>
        <button type="button" disabled={!allowed.unfreeze || busy} onClick={() => run("unfreeze", () => unfreeze({ id: card.id }))}>
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
          <p id="terminate-question">Terminate the card {cardName(card)} for good? This cannot be undone.</p>
          <button type="button" className="danger" ref={confirmRef} disabled={busy} onClick={() => run("terminate", () => terminate({ id: card.id }))}>
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
export function AmountForm({
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
  const [unansweredText, setUnansweredText] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const keys = useIdempotencyKeys();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setErrors([]);
    setUnansweredText(null);
    clear();
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
      // Seen from the card: a fund comes in, a withdrawal goes out; the fee leaves the wallet.
      const moved = formatSignedMoney(operation.amount, "USD", exponents, kind === "fund" ? "in" : "out");
      const fee = operation.fee > 0 ? `; fee ${formatSignedMoney(operation.fee, "USD", exponents, "out")} from the wallet` : "";
      show("success", `${kind === "fund" ? "Funded" : "Withdrawn"}: ${moved} on the card${fee}.`);
      onDone();
      return;
    }
    if (unanswered) {
      setUnansweredText(unansweredNotice("this", idempotencyKey));
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
      <FormErrors title="Not done" errors={errors} notice={unansweredText} />
      <Notice notice={notice} onDismiss={clear} />
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
