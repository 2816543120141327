// Send a transfer (createTransfer, needs transfers:write). Each submission carries one
// Idempotency-Key; when it ends in a network error (no answer: the transfer may or may not have
// been made), submitting the same details again reuses that key, so the API makes it at most
// once (docs/api/idempotency.md). Every error the API names a `param` for is shown next to that
// field.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "urql";
import { CreateTransferMutation } from "../documents";
import { Field, FormErrors, apiErrors, errorsByField, type ApiErrorView, type FieldProps } from "../errors";
import type { CreateTransferInput, Currency, DestinationType } from "../gql/graphql";
import { parseAmount } from "../money";
import { Link, navigate } from "../router";
import { useFocusAfterAttempt, useIdempotencyKeys } from "../submission";
import { PageTitle, useSession } from "../ui";

interface Draft {
  currency: Currency;
  amount: string;
  type: DestinationType;
  accountNumber: string;
  bankCode: string;
  phoneNumber: string;
  network: string;
  accountName: string;
  country: string;
  reference: string;
  description: string;
}

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
  return {
    amount,
    currency: draft.currency,
    destination:
      draft.type === "bank_account"
        ? { type: "bank_account", accountNumber: draft.accountNumber.trim(), bankCode: draft.bankCode.trim(), accountName: draft.accountName.trim(), country: draft.country.trim() }
        : { type: "mobile_money", phoneNumber: draft.phoneNumber.trim(), network: draft.network.trim(), accountName: draft.accountName.trim(), country: draft.country.trim() },
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
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formErrors, setFormErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // One key per submission, kept for a resubmission of the same details after a network error.
  const keys = useIdempotencyKeys();
  const [{ fetching }, createTransfer] = useMutation(CreateTransferMutation);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  // After an answer with errors, focus the first field at fault, or the summary.
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setFormErrors([]);
    setNotice(null);
    const amount = parseAmount(draft.amount, exponent);
    if (amount === null || amount === 0) {
      setFieldErrors({
        amount: exponent === 0 ? `Enter a whole number of ${draft.currency}.` : `Enter an amount in ${draft.currency} with at most ${exponent} decimal places.`,
      });
      setAttempt((n) => n + 1);
      return;
    }
    const input = toInput(draft, amount);
    const key = keys.keyFor(input);
    const result = await createTransfer({ input, idempotencyKey: key }, { requestPolicy: "network-only" });
    // No answer (a network error) keeps the key; any answer ends the submission.
    const noAnswer = keys.settle(result);
    if (result.data?.createTransfer) {
      // The answer goes along, so the transfer shows at once, as the API answered it (processing).
      navigate(`/transfers/${result.data.createTransfer.id}`, { transfer: result.data.createTransfer });
      return;
    }
    if (noAnswer) {
      // No answer: keep the key, so that sending the same details again cannot send twice.
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

  const field = (name: keyof Draft, label: string, control: (props: FieldProps) => ReactNode, hint?: string) => (
    <Field form="send" name={name} label={label} error={fieldErrors[name]} hint={hint} control={control} />
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
      {viewer.environment === "sandbox" ? <SandboxOutcomes /> : null}
      <form ref={formRef} className="send" onSubmit={submit} noValidate aria-describedby="send-summary">
        <div id="send-summary" ref={summaryRef} tabIndex={-1}>
          <FormErrors title="The transfer was not sent" errors={formErrors} notice={notice} />
        </div>
        <fieldset>
          <legend>Amount</legend>
          {field("currency", "Currency", (props) => (
            <select {...props} value={draft.currency} onChange={(e) => set("currency", e.target.value as Currency)}>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} — {c.name}
                </option>
              ))}
            </select>
          ))}
          {field(
            "amount",
            "Amount",
            text("amount", { inputMode: exponent === 0 ? "numeric" : "decimal", autoComplete: "off" }),
            exponent === 0 ? `Whole ${draft.currency} (it has no minor unit).` : `In ${draft.currency}, up to ${exponent} decimal places.`,
          )}
        </fieldset>
        <fieldset>
          <legend>Destination</legend>
          {field("type", "Destination type", (props) => (
            <select {...props} value={draft.type} onChange={(e) => set("type", e.target.value as DestinationType)}>
              <option value="bank_account">Bank account</option>
              <option value="mobile_money">Mobile money</option>
            </select>
          ))}
          {draft.type === "bank_account" ? (
            <>
              {field("accountNumber", "Account number", text("accountNumber", { autoComplete: "off" }), "6 to 34 letters or digits.")}
              {field("bankCode", "Bank code", text("bankCode", { autoComplete: "off" }), "2 to 16 letters or digits.")}
            </>
          ) : (
            <>
              {field("phoneNumber", "Phone number", text("phoneNumber", { autoComplete: "off", inputMode: "tel" }), "+ then 8 to 15 digits, such as +2348012340001.")}
              {field("network", "Network", text("network", { autoComplete: "off" }))}
            </>
          )}
          {field("accountName", "Account holder's name", text("accountName", { autoComplete: "off" }))}
          {field("country", "Country", text("country", { autoComplete: "off", maxLength: "2" }), "Two capital letters, such as NG.")}
        </fieldset>
        <fieldset>
          <legend>Your records (optional)</legend>
          {field("reference", "Reference", text("reference", { autoComplete: "off" }), "At most 64 characters; returned on the transfer and its events.")}
          {field("description", "Description", text("description", { autoComplete: "off" }))}
        </fieldset>
        <button type="submit" disabled={fetching}>
          {fetching ? "Sending…" : "Send transfer"}
        </button>
      </form>
    </>
  );
}

function SandboxOutcomes() {
  return (
    <details className="panel sandbox-outcomes" open>
      <summary>Sandbox outcomes: the last four digits of the account or phone number decide</summary>
      <table>
        <caption className="visually-hidden">Sandbox transfer outcomes by the destination's last four digits</caption>
        <thead>
          <tr>
            <th scope="col">Ends in</th>
            <th scope="col">Answer</th>
            <th scope="col">Afterwards</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <code>0002</code>
            </th>
            <td>provider_error; stored failed</td>
            <td>funds released at once</td>
          </tr>
          <tr>
            <th scope="row">
              <code>0003</code>
            </th>
            <td>provider_timeout; stored failed</td>
            <td>funds released at once</td>
          </tr>
          <tr>
            <th scope="row">
              <code>0004</code>
            </th>
            <td>processing</td>
            <td>failed (destination_rejected) after the settlement delay</td>
          </tr>
          <tr>
            <th scope="row">
              <code>0005</code>
            </th>
            <td>processing</td>
            <td>stays processing, funds stay reserved</td>
          </tr>
          <tr>
            <th scope="row">anything else</th>
            <td>processing</td>
            <td>succeeded after the settlement delay</td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
