// Issue a card (issueCard, needs cards:write): a product picker from cardProducts with each
// product's fees, the total the USD wallet pays shown before confirming
// (docs/api/cards.md#products-and-fees: issuance + kyc + initial load +
// ceil(initial load × top-up rate)), the cardholder, an optional initial load and optional spending
// controls (CardsControlsFields, as the card's page replaces them). One
// Idempotency-Key per submission, reused after a network error; every error whose `param` names a
// field is shown next to it.
import { useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "urql";
import { CardProductsQuery, IssueCardMutation } from "../documents-cards";
import { ErrorMessage, Field, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import type { IssueCardInput } from "../gql/graphql";
import { formatMoney, parseAmount } from "../money";
import { Link, navigate } from "../router";
import { productName } from "../names";
import { Loading, PageTitle, useSession } from "../ui";
import { unansweredNotice, useFocusAfterAttempt, useIdempotencyKeys } from "../submission";
import { controlsFieldOfParam, controlsInput, noControlsDraft, SpendingControlsFields, useMerchantCategories, type ControlsDraft, type ControlsErrors } from "./CardsControlsFields";
import { topupFee } from "./CardsShared";

interface Draft {
  product: string;
  firstName: string;
  lastName: string;
  email: string;
  initialLoad: string;
  reference: string;
}

type FieldName = keyof Draft;

const initial: Draft = { product: "", firstName: "", lastName: "", email: "", initialLoad: "", reference: "" };

/** The form field each GraphQL `param` belongs to. */
const fieldOfParam: Record<string, FieldName> = {
  product: "product",
  "cardholder.firstName": "firstName",
  "cardholder.lastName": "lastName",
  "cardholder.email": "email",
  initialLoad: "initialLoad",
  reference: "reference",
};

export function CardsIssue() {
  const { can, exponents } = useSession();
  const allowed = can("cards:write") && can("cards:read");
  const [{ data, error, fetching: loadingProducts }, reexecuteProducts] = useQuery({ query: CardProductsQuery, pause: !allowed });
  const [draft, setDraft] = useState<Draft>(initial);
  const [controls, setControls] = useState<ControlsDraft>(noControlsDraft);
  const [controlsErrors, setControlsErrors] = useState<ControlsErrors>({});
  const catalog = useMerchantCategories(!allowed);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formErrors, setFormErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keys = useIdempotencyKeys();
  const [{ fetching }, issueCard] = useMutation(IssueCardMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useFocusAfterAttempt(attempt, formErrors.length > 0 || !!notice, formRef, summaryRef);

  if (!allowed) {
    return (
      <>
        <PageTitle>Issue a card</PageTitle>
        <p className="note">This key cannot issue cards: it needs the cards:write and cards:read scopes.</p>
      </>
    );
  }

  const products = (data?.cardProducts ?? []).filter((p) => p.available);
  const product = products.find((p) => p.id === draft.product);
  const usd = (cents: number) => formatMoney(cents, "USD", exponents);
  const exponent = exponents.get("USD") ?? 2;
  const load = draft.initialLoad.trim() === "" ? 0 : parseAmount(draft.initialLoad, exponent);
  const set = <K extends FieldName>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const cost =
    product && load !== null
      ? { issuance: product.issuanceFee, kyc: product.kycFee, load: product.acceptsInitialLoad ? load : 0, topup: product.acceptsInitialLoad ? topupFee(load, product.topupRatePercent) : 0 }
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setControlsErrors({});
    setFormErrors([]);
    setNotice(null);
    const local: Partial<Record<FieldName, string>> = {};
    if (!product) local.product = "Choose a card product.";
    if (load === null) local.initialLoad = `Enter an amount in USD with at most ${exponent} decimal places, or leave it empty.`;
    const spending = controlsInput(controls, exponents);
    if (Object.keys(local).length > 0 || !spending.input) {
      setFieldErrors(local);
      setControlsErrors(spending.errors ?? {});
      setAttempt((n) => n + 1);
      return;
    }
    const noControls = spending.input.spendingLimits.length === 0 && controls.mode === "any";
    const input: IssueCardInput = {
      product: draft.product,
      cardholder: { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() },
      initialLoad: load && product?.acceptsInitialLoad ? load : undefined,
      reference: draft.reference.trim() === "" ? undefined : draft.reference.trim(),
      spendingControls: noControls ? undefined : spending.input,
    };
    const idempotencyKey = keys.keyFor(input);
    const result = await issueCard({ input, idempotencyKey }, { requestPolicy: "network-only" });
    const unanswered = keys.settle(result);
    if (result.data?.issueCard) {
      navigate(`/cards/${result.data.issueCard.card.id}`);
      return;
    }
    if (unanswered) setNotice(unansweredNotice("the card", idempotencyKey));
    else {
      const { byField, rest } = errorsByField(apiErrors(result.error), fieldOfParam);
      const ofControls = errorsByField(rest, controlsFieldOfParam);
      setFieldErrors(byField);
      setControlsErrors(ofControls.byField);
      setFormErrors(ofControls.rest);
    }
    setAttempt((n) => n + 1);
  };

  const text = (name: FieldName, label: string, extra: Record<string, string> = {}, hint?: string) => (
    <Field
      form="issue"
      name={name}
      label={label}
      error={fieldErrors[name]}
      hint={hint}
      control={(props) => <input {...props} {...extra} type={extra.type ?? "text"} value={draft[name]} onChange={(e) => set(name, e.target.value)} />}
    />
  );

  return (
    <>
      <PageTitle>Issue a card</PageTitle>
      <p>
        <Link to="/cards">← All cards</Link>
      </p>
      {loadingProducts && !data ? <Loading what="card products" /> : null}
      <ErrorMessage error={error} title="Could not load the card products" onRetry={() => reexecuteProducts({ requestPolicy: "network-only" })} />
      <form ref={formRef} className="send issue-card" onSubmit={submit} noValidate aria-describedby="issue-summary">
        <div id="issue-summary" ref={summaryRef} tabIndex={-1}>
          <FormErrors title="The card was not issued" errors={formErrors} notice={notice} />
        </div>
        <fieldset aria-describedby={fieldErrors.product ? "issue-product-error" : undefined}>
          <legend>Card product</legend>
          {data && products.length === 0 ? <p>No card product can be issued through the API.</p> : null}
          <div className="products">
            {products.map((p) => (
              <label key={p.id} className={`product${p.id === draft.product ? " chosen" : ""}`} data-product={p.id}>
                <input
                  type="radio"
                  name="product"
                  value={p.id}
                  checked={p.id === draft.product}
                  onChange={() => set("product", p.id)}
                  aria-invalid={fieldErrors.product ? true : undefined}
                />
                <span className="product-name">{productName(p)}</span>
                <span className="product-fees">
                  Issuance {usd(p.issuanceFee)}, KYC {usd(p.kycFee)}, top-up {p.topupRatePercent} %
                </span>
                <span className="product-load">{p.acceptsInitialLoad ? "Accepts an initial load" : "No initial load"}</span>
              </label>
            ))}
          </div>
          {fieldErrors.product ? (
            <p id="issue-product-error" className="field-error" data-error-for="product">
              {fieldErrors.product}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>Cardholder</legend>
          {text("firstName", "First name", { autoComplete: "off" })}
          {text("lastName", "Last name", { autoComplete: "off" })}
          {text("email", "Email", { autoComplete: "off", type: "email" })}
        </fieldset>
        <fieldset>
          <legend>Initial load (optional)</legend>
          {product && !product.acceptsInitialLoad ? (
            <p className="note">{productName(product)} takes no initial load: fund the card once it is issued.</p>
          ) : (
            text("initialLoad", "Initial load (USD)", { autoComplete: "off", inputMode: "decimal" }, "USD 10.00 to 2,500.00, plus the product's top-up fee; empty for none.")
          )}
          {text("reference", "Reference (optional)", { autoComplete: "off" }, "At most 64 characters.")}
        </fieldset>
        <fieldset className="issue-controls">
          <legend>Spending controls (optional)</legend>
          <ErrorMessage error={catalog.error} title="Could not load the merchant categories" onRetry={catalog.retry} />
          <SpendingControlsFields
            form="issue"
            draft={controls}
            // An error is about the draft it was found in: a change clears it.
            onChange={(changed) => {
              setControls(changed);
              setControlsErrors({});
            }}
            errors={controlsErrors}
            catalog={catalog.list}
          />
        </fieldset>
        <section className="panel cost" aria-labelledby="cost-heading" aria-live="polite">
          <h2 id="cost-heading">Cost, debited from the USD wallet</h2>
          {cost ? (
            <dl className="facts">
              <dt>Issuance fee</dt>
              <dd>{usd(cost.issuance)}</dd>
              <dt>KYC fee</dt>
              <dd>{usd(cost.kyc)}</dd>
              <dt>Initial load</dt>
              <dd>{usd(cost.load)}</dd>
              <dt>Top-up fee</dt>
              <dd>{usd(cost.topup)}</dd>
              <dt>Total</dt>
              <dd data-testid="issue-total">
                <strong>{usd(cost.issuance + cost.kyc + cost.load + cost.topup)}</strong>
              </dd>
            </dl>
          ) : (
            <p className="note">{product ? "Enter a valid initial load to see the total." : "Choose a product to see the total."}</p>
          )}
        </section>
        <button type="submit" disabled={fetching}>
          {fetching ? "Issuing…" : "Issue card"}
        </button>
      </form>
    </>
  );
}
