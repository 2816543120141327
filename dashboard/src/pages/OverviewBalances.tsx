// The Overview's balances per currency (live from balance.updated), and in the Sandbox a form to
// add test funds to a wallet (testFund, needs transfers:write), sent with an Idempotency-Key like
// every change the dashboard makes.
import { useEffect, useState, type FormEvent } from "react";
import { useMutation, type AnyVariables, type UseQueryResponse } from "urql";
import { Notice, useNotice } from "../components/Notice";
import { TestFundMutation } from "../documents";
import { ErrorMessage, apiErrors } from "../errors";
import type { Currency, DashboardBalancesQuery } from "../gql/graphql";
import { useLiveEvents } from "../live";
import { formatMoney, parseAmount } from "../money";
import { unansweredNotice, useIdempotencyKeys } from "../submission";
import { Loading, Money, useSession } from "../ui";

type Balance = NonNullable<DashboardBalancesQuery["balances"]>[number];

/** The balances as the Overview read them (`read`, its useQuery), then as events bring them. */
export function Balances({ read }: { read: UseQueryResponse<DashboardBalancesQuery, AnyVariables> }) {
  const { viewer, can } = useSession();
  const [{ data, error, fetching }, reexecute] = read;
  // balance.updated events since the last read, by currency.
  const [live, setLive] = useState<Record<string, Balance>>({});
  useEffect(() => setLive({}), [data]);
  useLiveEvents((event) => {
    if (event.object.__typename === "Balance") {
      const balance = event.object;
      setLive((current) => ({ ...current, [balance.currency]: balance }));
    }
  });
  const balances = (data?.balances ?? []).map((b) => live[b.currency] ?? b);

  return (
    <section aria-labelledby="balances-heading" className="panel">
      <h2 id="balances-heading">Balances</h2>
      {fetching && !data ? <Loading what="balances" /> : null}
      <ErrorMessage error={error} title="Could not load the balances" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
      {data && balances.length === 0 ? <p>No wallets.</p> : null}
      {balances.length > 0 ? (
        <ul className="balances" aria-label="Balances per currency">
          {balances.map((b) => (
            <li key={b.currency} className="balance" data-currency={b.currency}>
              <span className="balance-currency">{b.currency}</span>
              <span className="balance-available" data-testid={`available-${b.currency}`}>
                <Money amount={b.available} currency={b.currency} />
              </span>
              <span className="balance-detail">
                available · <Money amount={b.reserved} currency={b.currency} /> reserved
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer.environment === "sandbox" && can("transfers:write") ? <TestFunds /> : null}
    </section>
  );
}

function TestFunds() {
  const { currencies, exponents } = useSession();
  const [currency, setCurrency] = useState<Currency>("USD");
  const [amount, setAmount] = useState("1000");
  const [problem, setProblem] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const keys = useIdempotencyKeys();
  const [{ fetching }, testFund] = useMutation(TestFundMutation);
  const exponent = exponents.get(currency) ?? 2;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    clear();
    const minor = parseAmount(amount, exponent);
    if (minor === null || minor === 0) {
      setProblem(exponent === 0 ? `Enter a whole number of ${currency}.` : `Enter an amount in ${currency} with at most ${exponent} decimal places.`);
      return;
    }
    const variables = { amount: minor, currency };
    const key = keys.keyFor(variables);
    const result = await testFund({ ...variables, idempotencyKey: key }, { requestPolicy: "network-only" });
    const noAnswer = keys.settle(result);
    if (result.data?.testFund) show("success", `Added ${formatMoney(minor, currency, exponents)} of test funds to the ${currency} wallet.`);
    else if (noAnswer) show("error", unansweredNotice("the test funds", key));
    // The API's own words (the amount's limit, say), next to the amount.
    else setProblem(apiErrors(result.error).map((e) => e.message).join(" "));
  };

  return (
    <form className="test-funds" onSubmit={submit} noValidate aria-labelledby="test-funds-heading">
      <h3 id="test-funds-heading">Add test funds</h3>
      <p className="hint">Sandbox only: simulated money, to try transfers and cards with.</p>
      <div className="inline-fields">
        <div className="field">
          <label htmlFor="test-funds-currency">Wallet</label>
          <select id="test-funds-currency" value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="test-funds-amount">Amount</label>
          <input
            id="test-funds-amount"
            type="text"
            inputMode={exponent === 0 ? "numeric" : "decimal"}
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "test-funds-error" : undefined}
          />
        </div>
        <button type="submit" className="secondary" disabled={fetching}>
          {fetching ? "Adding…" : "Add test funds"}
        </button>
      </div>
      {problem ? (
        <p id="test-funds-error" className="field-error">
          {problem}
        </p>
      ) : null}
      <Notice notice={notice} onDismiss={clear} />
    </form>
  );
}
