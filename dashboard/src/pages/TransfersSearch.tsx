// The Transfers page's search (docs/api/transfers.md#filters): status, currency, a created-at range,
// the reference's start (in any case) and an amount range typed in the currency's units ("10.50")
// and sent in minor units; all of it in the query string (/transfers?currency=USD&min=10&reference=inv),
// so that reload, back and forward and a shared link show the same search. "Download CSV" exports
// the same matches through GET /transfers/export, whose filters are the same but for the dates.
import { useEffect, useState, type FormEvent } from "react";
import { ExportCsv } from "../components/ExportCsv";
import type { Currency, TransferStatus } from "../gql/graphql";
import { parseAmount, type Exponents } from "../money";
import { withSearch } from "../router";
import { pageVariables, useSession, type Page } from "../ui";

export interface TransferFilters {
  status: TransferStatus | "";
  currency: Currency | "";
  from: string; // yyyy-mm-dd, local
  to: string; // yyyy-mm-dd, local, inclusive
  /** The start of the reference, in any case. */
  reference: string;
  /** The amount range as typed, in the currency's units ("10.50"). */
  min: string;
  max: string;
}

export const noTransferFilters: TransferFilters = { status: "", currency: "", from: "", to: "", reference: "", min: "", max: "" };

const statusValues: readonly string[] = ["processing", "succeeded", "failed"] satisfies TransferStatus[];
const statusWords: Record<TransferStatus, string> = { processing: "Processing", succeeded: "Succeeded", failed: "Failed" };
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const amountPattern = /^\d{1,15}(\.\d{0,6})?$/;
const cursorPattern = /^tr_[0-9A-Za-z]+$/;

/** A date input's day as the instant it starts (local time); `nextDay` for an exclusive end. */
function dayStart(day: string, nextDay = false): string | undefined {
  if (!day) return undefined;
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d + (nextDay ? 1 : 0)).toISOString();
}

/** The filters and page an address names; what does not fit (a hand-edited link) is left out. */
export function transferViewFrom(params: URLSearchParams, currencyCodes: readonly string[]): { filters: TransferFilters; page: Page } {
  const get = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? "";
    return pattern.test(value) ? value : "";
  };
  const status = params.get("status") ?? "";
  const currency = params.get("currency") ?? "";
  const before = get("before", cursorPattern);
  const chosen = currencyCodes.includes(currency) ? (currency as Currency) : "";
  return {
    filters: {
      status: statusValues.includes(status) ? (status as TransferStatus) : "",
      currency: chosen,
      from: get("from", dayPattern),
      to: get("to", dayPattern),
      reference: (params.get("reference") ?? "").slice(0, 64),
      // An amount is in a currency's units: without one it means nothing.
      min: chosen ? get("min", amountPattern) : "",
      max: chosen ? get("max", amountPattern) : "",
    },
    page: before ? { before } : { after: get("after", cursorPattern) || undefined },
  };
}

/** The address of the Transfers page showing `filters` at `page`. */
export function transferAddress(filters: TransferFilters, page: Page = {}): string {
  return withSearch("/transfers", { ...filters, reference: filters.reference.trim(), after: page.after, before: page.before });
}

/** An amount filter in minor units, when it is one. */
function minorUnits(text: string, currency: string, exponents: Exponents): number | undefined {
  if (!text || !currency) return undefined;
  return parseAmount(text, exponents.get(currency) ?? 2) ?? undefined;
}

/** The filters as the transfers connection takes them. */
export function transferVariables(filters: TransferFilters, page: Page, exponents: Exponents, pageSize: number) {
  const reference = filters.reference.trim();
  return {
    ...pageVariables(page, pageSize),
    status: filters.status || undefined,
    currency: filters.currency || undefined,
    createdAfter: dayStart(filters.from),
    createdBefore: dayStart(filters.to, true),
    referencePrefix: reference || undefined,
    amountGte: minorUnits(filters.min, filters.currency, exponents),
    amountLte: minorUnits(filters.max, filters.currency, exponents),
  };
}

type AmountErrors = Partial<Record<"currency" | "min" | "max", string>>;

/** What keeps the amounts typed from being a range the API could be asked for. */
export function amountErrors(draft: TransferFilters, exponents: Exponents): AmountErrors {
  const errors: AmountErrors = {};
  if (!draft.min.trim() && !draft.max.trim()) return errors;
  if (!draft.currency) return { currency: "Choose a currency to search by amount: the amounts are in its units." };
  const exponent = exponents.get(draft.currency) ?? 2;
  const example = exponent === 0 ? "5000" : `10.${"5".padEnd(exponent, "0")}`;
  const parsed = { min: draft.min.trim() ? parseAmount(draft.min, exponent) : undefined, max: draft.max.trim() ? parseAmount(draft.max, exponent) : undefined };
  const rule = exponent === 0 ? `a whole amount of ${draft.currency}, such as ${example}` : `an amount such as ${example}, with at most ${exponent} decimal places`;
  if (parsed.min === null) errors.min = `Enter ${rule}.`;
  if (parsed.max === null) errors.max = `Enter ${rule}.`;
  if (typeof parsed.min === "number" && typeof parsed.max === "number" && parsed.max < parsed.min) errors.max = "The largest amount must not be below the smallest.";
  return errors;
}

/** The search form: what it shows is applied (to the address) on Search, checked first. */
export function TransferSearchForm({ filters, onApply }: { filters: TransferFilters; onApply: (filters: TransferFilters) => void }) {
  const { currencies, exponents } = useSession();
  const [draft, setDraft] = useState<TransferFilters>(filters);
  const [errors, setErrors] = useState<AmountErrors>({});
  // Back, forward or a link to other filters: the form shows the ones applied.
  useEffect(() => {
    setDraft(filters);
    setErrors({});
  }, [filters]);
  const set = <K extends keyof TransferFilters>(key: K, value: TransferFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = amountErrors(draft, exponents);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (["currency", "min", "max"] as const).find((name) => found[name]);
      event.currentTarget.querySelector<HTMLElement>(`#filter-${first}`)?.focus();
      return;
    }
    onApply({ ...draft, min: draft.min.trim(), max: draft.max.trim() });
  };
  const clear = () => {
    setDraft(noTransferFilters);
    setErrors({});
    onApply(noTransferFilters);
  };
  const described = (name: keyof AmountErrors, hint?: string) => [hint, errors[name] ? `filter-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (name: keyof AmountErrors) =>
    errors[name] ? (
      <p id={`filter-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="filters transfer-search" onSubmit={apply} noValidate aria-label="Search transfers">
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" value={draft.status} onChange={(e) => set("status", e.target.value as TransferFilters["status"])}>
          <option value="">Any</option>
          {statusValues.map((s) => (
            <option key={s} value={s}>
              {statusWords[s as TransferStatus]}
            </option>
          ))}
        </select>
      </div>
      <div className={`field${errors.currency ? " invalid" : ""}`}>
        <label htmlFor="filter-currency">Currency</label>
        <select
          id="filter-currency"
          value={draft.currency}
          onChange={(e) => set("currency", e.target.value as TransferFilters["currency"])}
          aria-invalid={errors.currency ? true : undefined}
          aria-describedby={described("currency")}
        >
          <option value="">Any</option>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
              {c.name ? ` (${c.name})` : ""}
            </option>
          ))}
        </select>
        {fieldError("currency")}
      </div>
      <div className="field">
        <label htmlFor="filter-from">Created from</label>
        <input id="filter-from" type="date" value={draft.from} onChange={(e) => set("from", e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">Created until</label>
        <input id="filter-to" type="date" value={draft.to} onChange={(e) => set("to", e.target.value)} />
      </div>
      <div className="field field-wide">
        <label htmlFor="filter-reference">Reference starts with</label>
        <input id="filter-reference" type="search" maxLength={64} value={draft.reference} onChange={(e) => set("reference", e.target.value)} aria-describedby="filter-reference-hint" />
        <p id="filter-reference-hint" className="hint">
          In any case: inv finds INV-2041.
        </p>
      </div>
      {(["min", "max"] as const).map((name) => (
        <div key={name} className={`field${errors[name] ? " invalid" : ""}`}>
          <label htmlFor={`filter-${name}`}>{name === "min" ? "Smallest amount" : "Largest amount"}</label>
          <input
            id={`filter-${name}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft[name]}
            onChange={(e) => set(name, e.target.value)}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={described(name, "filter-amount-hint")}
          />
          {fieldError(name)}
        </div>
      ))}
      <p id="filter-amount-hint" className="hint amount-hint">
        Amounts are in the chosen currency, such as 10.50; the fee is not counted.
      </p>
      <div className="actions">
        <button type="submit">Apply filters</button>
        <button type="button" className="secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** "Download CSV" for the transfers `filters` match (GET /transfers/export). */
export function TransferExport({ filters }: { filters: TransferFilters }) {
  const { exponents } = useSession();
  const variables = transferVariables(filters, {}, exponents, 1);
  return (
    <ExportCsv
      route="/transfers/export"
      params={{
        status: filters.status || undefined,
        currency: filters.currency || undefined,
        reference_prefix: variables.referencePrefix,
        amount_gte: variables.amountGte,
        amount_lte: variables.amountLte,
      }}
      fallbackName="transfers.csv"
      noun={["transfer", "transfers"]}
      unavailable={filters.from || filters.to ? "The file cannot be limited to dates: clear the dates to download the other filters' matches." : undefined}
    />
  );
}
