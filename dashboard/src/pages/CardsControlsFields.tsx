// The fields that set a card's spending controls (docs/api/cards.md#spending-controls), shared by
// the issue form (CardsIssue) and the editor on a card's page (CardsControls): limits (an amount in
// dollars, a period, the categories they count, none for every purchase) and one category list,
// allowed or blocked. Never both: the form offers one list, and says why in the API's own words
// (oneCategoryListRule, the rule the API's refusal states). Its checks are the API's; what the API
// takes, the form takes.
import { useQuery } from "urql";
import { oneCategoryListRule, maxSpendingLimitAmount, maxSpendingLimits } from "../../../src/domain/cards/spending-controls";
import { MerchantCategoriesQuery } from "../documents-cards";
import { Field } from "../errors";
import type { CardSpendingControlsFieldsFragment, MerchantCategoryId, SpendingControlsInput, SpendingLimitInterval } from "../gql/graphql";
import { formatMoney, parseAmount, type Exponents } from "../money";
import { intervalOrder, intervalWords, type CategoryNames } from "./CardsWords";

export interface LimitDraft {
  /** Keeps a limit's fields apart from its neighbours' while limits are added and removed. */
  key: number;
  amount: string;
  interval: SpendingLimitInterval;
  categories: MerchantCategoryId[];
}

export type CategoryMode = "any" | "allowed" | "blocked";

export interface ControlsDraft {
  limits: LimitDraft[];
  mode: CategoryMode;
  categories: MerchantCategoryId[];
}

/** Errors by field: "limits", "categories", `limit-${index}-amount|interval|categories`. */
export type ControlsErrors = Partial<Record<string, string>>;

export const noControlsDraft: ControlsDraft = { limits: [], mode: "any", categories: [] };

let lastLimitKey = 0;
const newLimit = (): LimitDraft => ({ key: ++lastLimitKey, amount: "", interval: "daily", categories: [] });

/** The rule in a sentence: "A card either allows only some merchant categories or blocks some." */
export const oneCategoryListSentence = `${oneCategoryListRule.charAt(0).toUpperCase()}${oneCategoryListRule.slice(1)}.`;

/** Cents as the amount field takes them, without grouping: 50000 → "500.00". */
function amountText(minor: number, exponent: number): string {
  if (exponent === 0) return String(minor);
  const unit = 10 ** exponent;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(exponent, "0")}`;
}

/** A card's controls as the editor starts from them. */
export function draftOf(controls: CardSpendingControlsFieldsFragment["spendingControls"], exponent: number): ControlsDraft {
  return {
    limits: controls.spendingLimits.map((limit) => ({ ...newLimit(), amount: amountText(limit.amount, exponent), interval: limit.interval, categories: [...(limit.categories ?? [])] })),
    mode: controls.allowedCategories ? "allowed" : controls.blockedCategories ? "blocked" : "any",
    categories: [...(controls.allowedCategories ?? controls.blockedCategories ?? [])],
  };
}

/** The input the draft sends, or the errors the API would answer for it, by field. */
export function controlsInput(draft: ControlsDraft, exponents: Exponents): { input: SpendingControlsInput; errors: null } | { input: null; errors: ControlsErrors } {
  const exponent = exponents.get("USD") ?? 2;
  const errors: ControlsErrors = {};
  const spendingLimits = draft.limits.map((limit, index) => {
    const amount = parseAmount(limit.amount, exponent);
    if (amount === null || amount < 1 || amount > maxSpendingLimitAmount) {
      errors[`limit-${index}-amount`] = `Enter an amount from ${formatMoney(1, "USD", exponents)} to ${formatMoney(maxSpendingLimitAmount, "USD", exponents)}.`;
    }
    return { amount: amount ?? 0, interval: limit.interval, categories: limit.categories.length > 0 ? limit.categories : undefined };
  });
  if (draft.mode !== "any" && draft.categories.length === 0) {
    errors.categories = `Choose at least one merchant category to ${draft.mode === "allowed" ? "allow" : "block"}, or Any category.`;
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      spendingLimits,
      allowedCategories: draft.mode === "allowed" ? draft.categories : undefined,
      blockedCategories: draft.mode === "blocked" ? draft.categories : undefined,
    },
    errors: null,
  };
}

/** The field an API error's `param` names ("spendingControls.spendingLimits.0.amount" on issue). */
export function controlsFieldOfParam(param: string): string | undefined {
  const path = param.replace(/^spendingControls\./, "");
  const limit = /^spendingLimits\.(\d+)\.(amount|interval|categories)/.exec(path);
  if (limit) return `limit-${limit[1]}-${limit[2]}`;
  if (path === "spendingLimits") return "limits";
  if (path.startsWith("allowedCategories") || path.startsWith("blockedCategories")) return "categories";
  return undefined;
}

/** The merchant-category catalog (merchantCategories), read once and kept: it does not change. */
export function useMerchantCategories(pause = false) {
  const [{ data, error, fetching }, reexecute] = useQuery({ query: MerchantCategoriesQuery, pause });
  const list = data?.merchantCategories ?? [];
  const names: CategoryNames = new Map(list.map((c) => [c.id, c.name]));
  return { list, names, error, fetching, retry: () => reexecute({ requestPolicy: "network-only" }) };
}

type Catalog = ReadonlyArray<{ id: MerchantCategoryId; name: string }>;

function CategoryChoices({
  id,
  legend,
  hint,
  catalog,
  chosen,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  hint?: string;
  catalog: Catalog;
  chosen: readonly MerchantCategoryId[];
  error?: string;
  onChange: (chosen: MerchantCategoryId[]) => void;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const toggle = (category: MerchantCategoryId, on: boolean) =>
    // In the catalog's order, whatever the order of the clicks.
    onChange(catalog.map((c) => c.id).filter((c) => (c === category ? on : chosen.includes(c))));
  return (
    <fieldset className={`category-choices${error ? " invalid" : ""}`} aria-describedby={describedBy} data-field={id}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <div className="choices">
        {catalog.map((category) => (
          <label key={category.id} className="choice">
            <input
              type="checkbox"
              value={category.id}
              checked={chosen.includes(category.id)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(category.id, e.target.checked)}
            />{" "}
            {category.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-error-for={id}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The limits and the category list; `form` prefixes every id ("issue", "controls"). */
export function SpendingControlsFields({
  form,
  draft,
  onChange,
  errors,
  catalog,
}: {
  form: string;
  draft: ControlsDraft;
  onChange: (draft: ControlsDraft) => void;
  errors: ControlsErrors;
  catalog: Catalog;
}) {
  const setLimit = (index: number, change: Partial<LimitDraft>) => onChange({ ...draft, limits: draft.limits.map((l, i) => (i === index ? { ...l, ...change } : l)) });
  const modes: Array<[CategoryMode, string]> = [
    ["any", "Any category"],
    ["allowed", "Only the categories chosen"],
    ["blocked", "Any category but those chosen"],
  ];
  return (
    <div className="spending-controls-fields">
      <fieldset className="limits" aria-describedby={`${form}-limits-hint`}>
        <legend>Spending limits</legend>
        <p id={`${form}-limits-hint`} className="hint">
          {draft.limits.length === 0 ? "None: purchases up to the card's balance. " : ""}A purchase that would take a limit's total past its amount is declined;
          periods are calendar periods in UTC.
        </p>
        {draft.limits.map((limit, index) => (
          <fieldset key={limit.key} className="limit" data-limit={index}>
            <legend>Limit {index + 1}</legend>
            <div className="limit-row">
              <Field
                form={form}
                name={`limit-${index}-amount`}
                label="Amount (USD)"
                error={errors[`limit-${index}-amount`]}
                control={(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" value={limit.amount} onChange={(e) => setLimit(index, { amount: e.target.value })} />}
              />
              <Field
                form={form}
                name={`limit-${index}-interval`}
                label="Period"
                error={errors[`limit-${index}-interval`]}
                control={(props) => (
                  <select {...props} value={limit.interval} onChange={(e) => setLimit(index, { interval: e.target.value as SpendingLimitInterval })}>
                    {intervalOrder.map((interval) => (
                      <option key={interval} value={interval}>
                        {intervalWords[interval].option}
                      </option>
                    ))}
                  </select>
                )}
              />
            </div>
            <CategoryChoices
              id={`${form}-limit-${index}-categories`}
              legend="Counts purchases at"
              hint="None chosen: every purchase counts."
              catalog={catalog}
              chosen={limit.categories}
              error={errors[`limit-${index}-categories`]}
              onChange={(categories) => setLimit(index, { categories })}
            />
            <button type="button" className="secondary" onClick={() => onChange({ ...draft, limits: draft.limits.filter((_, i) => i !== index) })}>
              Remove limit {index + 1}
            </button>
          </fieldset>
        ))}
        <button type="button" className="secondary" disabled={draft.limits.length >= maxSpendingLimits} onClick={() => onChange({ ...draft, limits: [...draft.limits, newLimit()] })}>
          Add a limit
        </button>
        {draft.limits.length >= maxSpendingLimits ? <p className="hint">A card keeps at most {maxSpendingLimits} limits.</p> : null}
        {errors.limits ? (
          <p className="field-error" data-error-for="limits">
            {errors.limits}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="category-mode" aria-describedby={`${form}-mode-hint`}>
        <legend>Merchant categories</legend>
        <p id={`${form}-mode-hint`} className="hint">
          {oneCategoryListSentence}
        </p>
        <div className="choices">
          {modes.map(([mode, label]) => (
            <label key={mode} className="choice">
              <input type="radio" name={`${form}-category-mode`} value={mode} checked={draft.mode === mode} onChange={() => onChange({ ...draft, mode })} /> {label}
            </label>
          ))}
        </div>
        {draft.mode !== "any" ? (
          <CategoryChoices
            id={`${form}-categories`}
            legend={draft.mode === "allowed" ? "Allowed categories" : "Blocked categories"}
            catalog={catalog}
            chosen={draft.categories}
            error={errors.categories}
            onChange={(categories) => onChange({ ...draft, categories })}
          />
        ) : null}
      </fieldset>
    </div>
  );
}
