// Sandbox only: a simulated purchase (simulateCardAuthorization), always recorded, at a merchant of
// a category of the catalog, decided as docs/api/cards.md#how-a-purchase-is-decided says: the
// outcome names the reason of a decline in words.
import { useState, type FormEvent } from "react";
import { useMutation } from "urql";
import { Notice, useNotice } from "../components/Notice";
import { SimulateCardAuthorizationMutation } from "../documents-cards";
import { Field, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import type { MerchantCategoryId } from "../gql/graphql";
import { formatSignedMoney, parseAmount } from "../money";
import { useSession } from "../ui";
import { useMerchantCategories } from "./CardsControlsFields";
import { declineReasonWords } from "./CardsWords";

type FieldName = "amount" | "merchantName" | "merchantCategory";

export function SimulatePurchase({ cardId, onDone }: { cardId: string; onDone: () => void }) {
  const { exponents } = useSession();
  const exponent = exponents.get("USD") ?? 2;
  const catalog = useMerchantCategories();
  const [amount, setAmount] = useState("");
  const [merchant, setMerchant] = useState("");
  const [category, setCategory] = useState<MerchantCategoryId>("other");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const { notice, show, clear } = useNotice();
  const [{ fetching }, simulate] = useMutation(SimulateCardAuthorizationMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setErrors([]);
    clear();
    const minor = parseAmount(amount, exponent);
    if (minor === null || minor === 0) {
      setFieldErrors({ amount: `Enter an amount in USD with at most ${exponent} decimal places.` });
      return;
    }
    const result = await simulate({ cardId, amount: minor, merchantName: merchant.trim() === "" ? undefined : merchant.trim(), merchantCategory: category });
    const transaction = result.data?.simulateCardAuthorization;
    if (transaction) {
      const spent = formatSignedMoney(transaction.amount, "USD", exponents, "out");
      if (transaction.transactionStatus === "succeeded") show("success", `Approved: ${spent} on the card.`);
      else if (transaction.transactionStatus === "pending") show("success", "Pending: your endpoint decides; the amount is held meanwhile.");
      else show("error", `Declined: ${transaction.declineReason ? declineReasonWords[transaction.declineReason] : "no reason given"}. Nothing moved.`);
      setAmount("");
      onDone();
      return;
    }
    const { byField, rest } = errorsByField(apiErrors(result.error), { amount: "amount" as const, merchantName: "merchantName" as const, merchantCategory: "merchantCategory" as const });
    setFieldErrors(byField);
    setErrors(rest);
  };

  return (
    <section className="panel" aria-labelledby="simulate-heading">
      <h2 id="simulate-heading">Simulate a purchase (Sandbox)</h2>
      <form className="amount-form" onSubmit={submit} noValidate aria-labelledby="simulate-heading">
        <FormErrors title="Not recorded" errors={errors} />
        <Notice notice={notice} onDismiss={clear} />
        <Field
          form="simulate"
          name="amount"
          label="Purchase amount (USD)"
          error={fieldErrors.amount}
          hint="Approved when the card is active, its spending controls pass and its balance covers it; else declined, and nothing moves."
          control={(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        />
        <Field
          form="simulate"
          name="merchantName"
          label="Merchant (optional)"
          error={fieldErrors.merchantName}
          control={(props) => <input {...props} type="text" autoComplete="off" value={merchant} onChange={(e) => setMerchant(e.target.value)} />}
        />
        <Field
          form="simulate"
          name="merchantCategory"
          label="Merchant category"
          error={fieldErrors.merchantCategory}
          control={(props) => (
            <select {...props} value={category} onChange={(e) => setCategory(e.target.value as MerchantCategoryId)}>
              {(catalog.list.length > 0 ? catalog.list : [{ id: "other" as const, name: "other" }]).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        />
        <button type="submit" disabled={fetching}>
          {fetching ? "Recording…" : "Simulate purchase"}
        </button>
      </form>
    </section>
  );
}
