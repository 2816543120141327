// Send a transfer (createTransfer, needs transfers:write), in two steps: the form, checked as the
// API checks it (send-checks.ts), then a review with the wallet's available balance (SendReview);
// nothing is sent before "Send transfer" there. Each submission carries one Idempotency-Key; when
// it ends in a network error (no answer: the transfer may or may not have been made), sending the
// same details again reuses that key, so the API makes it at most once (docs/api/idempotency.md).
// Every error the API names a `param` for is shown next to that field, back on the form.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery } from "urql";
import { BalancesQuery, CreateTransferMutation } from "../documents";
import { Field, FormErrors, apiErrors, errorsByField, type ApiErrorView, type FieldProps } from "../errors";
import type { CreateTransferInput, Currency, DestinationType } from "../gql/graphql";
import { Link, navigate } from "../router";
import { useFocusAfterAttempt, useIdempotencyKeys } from "../submission";
import { Money, PageTitle, useSession } from "../ui";
import { CountryPicker } from "./CountryPicker";
import { SandboxOutcomes } from "./SandboxOutcomes";
import { SendReview, type Review } from "./SendReview";
import { checkDraft, fieldLabels, type Draft, type DraftErrors } from "./send-checks";

const initial: Draft = {
  currency: "USD",
  amount: "",
  type: "bank_account",
  accountNumber: "",
  bankCode: "",
  phoneNumber: "",
  network: "",
  accountName: "",
  country: "",
  reference: "",
  description: "",
};

function toInput(draft: Draft, amount: number): CreateTransferInput {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const common = { accountName: draft.accountName.trim(), country: draft.country.trim() };
  return {
    amount,
    currency: draft.currency,
    destination:
      draft.type === "bank_account"
        ? { type: "bank_account", accountNumber: draft.accountNumber.trim(), bankCode: draft.bankCode.trim(), ...common }
        : { type: "mobile_money", phoneNumber: draft.phoneNumber.trim(), network: draft.network.trim(), ...common },
    reference: optional(draft.reference),
    description: optional(draft.description),
  };
}

/** The form field each GraphQL `param` belongs to. */
const fieldOfParam: Record<string, keyof Draft> = {
  amount: "amount",
  currency: "currency",
  "destination.type": "type",
  "destination.accountNumber": "accountNumber",
  "destination.bankCode": "bankCode",
  "destination.phoneNumber": "phoneNumber",
  "destination.network": "network",
  "destination.accountName": "accountName",
  "destination.country": "country",
  reference: "reference",
  description: "description",
};

export function SendTransfer() {
  const { can, currencies, exponents, viewer } = useSession();
  const [draft, setDraft] = useState<Draft>(initial);
  const [review, setReview] = useState<Review | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DraftErrors>({});
  const [formErrors, setFormErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // One key per submission, kept for a resubmission of the same details after a network error.
  const keys = useIdempotencyKeys();
  const [{ fetching }, createTransfer] = useMutation(CreateTransferMutation);
  const readsBalances = can("balances:read");
  const [balances] = useQuery({ query: BalancesQuery, pause: !readsBalances });
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  // After a check or an answer with errors, focus the first field at fault, or the summary.
  useFocusAfterAttempt(attempt, formErrors.length > 0 || !!notice, formRef, summaryRef);

  if (!can("transfers:write")) {
    return (
      <>
        <PageTitle>Send a transfer</PageTitle>
        <p className="note">This key cannot send transfers: it lacks the transfers:write scope.</p>
      </>
    );
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const exponent = exponents.get(draft.currency) ?? 2;
  const available = balances.data?.balances?.find((b) => b.currency === draft.currency)?.available;

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    setFormErrors([]);
    setNotice(null);
    const { errors, amount } = checkDraft(draft, exponent);
    setFieldErrors(errors);
    if (amount === null) {
      setAttempt((n) => n + 1);
      return;
    }
    setReview({ draft, amount, available });
  };

  const send = async (reviewed: Review) => {
    const input = toInput(reviewed.draft, reviewed.amount);
    const key = keys.keyFor(input);
    const result = await createTransfer({ input, idempotencyKey: key }, { requestPolicy: "network-only" });
    // No answer (a network error) keeps the key; any answer ends the submission.
    const noAnswer = keys.settle(result);
    if (result.data?.createTransfer) {
      // The answer goes along, so the transfer shows at once, as the API answered it (processing).
      navigate(`/transfers/${result.data.createTransfer.id}`, { transfer: result.data.createTransfer });
      return;
    }
    setReview(null);
    if (noAnswer) {
      setNotice(
        `The API did not answer, so this transfer may or may not have been made. Send again with the same details: the same Idempotency-Key (${key}) goes with it, so it is made at most once.`,
      );
    } else {
      // An answer: the next submission is a new one, with a new key (settle dropped this one).
      const { byField, rest } = errorsByField(apiErrors(result.error), fieldOfParam);
      setFieldErrors(byField);
      setFormErrors(rest);
    }
    setAttempt((n) => n + 1);
  };

  const field = (name: keyof Draft, control: (props: FieldProps) => ReactNode, hint?: string) => (
    <Field form="send" name={name} label={fieldLabels[name]} error={fieldErrors[name]} hint={hint} control={control} />
  );
  const text = (name: keyof Draft, extra: Record<string, string> = {}) =>
    function TextControl(props: FieldProps) {
      return <input {...props} {...extra} type="text" value={draft[name]} onChange={(e) => set(name, e.target.value as never)} />;
    };

  return (
    <>
      <PageTitle>Send a transfer</PageTitle>
      <p>
        <Link to="/transfers">← All transfers</Link>
      </p>
      {review ? (
        <SendReview review={{ ...review, available: available ?? review.available }} sending={fetching} onSend={() => void send(review)} onEdit={() => setReview(null)} />
      ) : (
        <form ref={formRef} className="send" onSubmit={toReview} noValidate aria-describedby="send-summary">
          <div id="send-summary" ref={summaryRef} tabIndex={-1}>
            <FormErrors title="The transfer was not sent" errors={formErrors} notice={notice} />
          </div>
          <fieldset>
            <legend>Amount</legend>
            {field("currency", (props) => (
              <select {...props} value={draft.currency} onChange={(e) => set("currency", e.target.value as Currency)}>
                {currencies.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.code} — {c.name}
                  </option>
                ))}
              </select>
            ))}
            {available !== undefined ? (
              <p className="available" data-testid="send-available">
                Available: <Money amount={available} currency={draft.currency} />
              </p>
            ) : null}
            {field(
              "amount",
              text("amount", { inputMode: exponent === 0 ? "numeric" : "decimal", autoComplete: "off" }),
              exponent === 0 ? `Whole ${draft.currency} (it has no minor unit).` : `In ${draft.currency}, up to ${exponent} decimal places.`,
            )}
          </fieldset>
          <fieldset>
            <legend>Destination</legend>
            {field("type", (props) => (
              <select {...props} value={draft.type} onChange={(e) => set("type", e.target.value as DestinationType)}>
                <option value="bank_account">Bank account</option>
                <option value="mobile_money">Mobile money</option>
              </select>
            ))}
            {draft.type === "bank_account" ? (
              <>
                {field("accountNumber", text("accountNumber", { autoComplete: "off" }), "6 to 34 letters or digits.")}
                {field("bankCode", text("bankCode", { autoComplete: "off" }), "2 to 16 letters or digits.")}
              </>
            ) : (
              <>
                {field("phoneNumber", text("phoneNumber", { autoComplete: "off", inputMode: "tel" }), "+ then 8 to 15 digits, such as +2348012340001.")}
                {field("network", text("network", { autoComplete: "off" }), "The mobile money network, such as MTN.")}
              </>
            )}
            {field("accountName", text("accountName", { autoComplete: "off" }))}
            {field("country", (props) => <CountryPicker props={props} value={draft.country} currency={draft.currency} onChange={(code) => set("country", code)} />)}
          </fieldset>
          <fieldset>
            <legend>Your records (optional)</legend>
            {field("reference", text("reference", { autoComplete: "off" }), "At most 64 characters; returned on the transfer and its events.")}
            {field("description", text("description", { autoComplete: "off" }))}
          </fieldset>
          <button type="submit">Review transfer</button>
        </form>
      )}
      {viewer.environment === "sandbox" ? <SandboxOutcomes /> : null}
    </>
  );
}
