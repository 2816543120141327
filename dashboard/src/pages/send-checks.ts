// The send form's checks before anything is sent, in the API's words: the rules and their wording
// come from the API's own module (src/domain/transfers/destination-rules.ts), so the form refuses
// exactly what the API would refuse, with the same rule, and nothing it would accept.
import { describeAmountRange, type CurrencyCode } from "../../../src/domain/currencies";
import { destinationRules, largestTransfer, transferTextLimits } from "../../../src/domain/transfers/destination-rules";
import type { Currency, DestinationType } from "../gql/graphql";
import { parseAmount } from "../money";

export interface Draft {
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

export type DraftErrors = Partial<Record<keyof Draft, string>>;

export const fieldLabels: Record<keyof Draft, string> = {
  currency: "Currency",
  amount: "Amount",
  type: "Destination type",
  accountNumber: "Account number",
  bankCode: "Bank code",
  phoneNumber: "Phone number",
  network: "Network",
  accountName: "Account holder's name",
  country: "Country",
  reference: "Reference",
  description: "Description",
};

const sentence = (field: keyof Draft, rule: string) => `${fieldLabels[field]} ${rule}.`;

function lengthRule(min: number | undefined, max: number): string {
  return min ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`;
}

/** The fields the destination type takes (the others are not sent). */
export function destinationFields(type: DestinationType) {
  return type === "bank_account" ? (["accountNumber", "bankCode"] as const) : (["phoneNumber", "network"] as const);
}

/**
 * What is wrong with the draft, field by field, and the amount in minor units when it reads as
 * one. Empty optional fields are fine; whatever the API accepts passes.
 */
export function checkDraft(draft: Draft, exponent: number): { errors: DraftErrors; amount: number | null } {
  const errors: DraftErrors = {};
  const amount = parseAmount(draft.amount, exponent);
  if (draft.amount.trim() === "") errors.amount = sentence("amount", "is required");
  else if (amount === null || amount === 0)
    errors.amount = exponent === 0 ? `Enter a whole number of ${draft.currency}.` : `Enter an amount in ${draft.currency} with at most ${exponent} decimal places.`;
  else if (amount > largestTransfer) errors.amount = sentence("amount", `must be ${describeAmountRange(draft.currency as CurrencyCode, 1, largestTransfer)}`);

  for (const field of [...destinationFields(draft.type), "country"] as const) {
    const value = draft[field].trim();
    if (value === "") errors[field] = sentence(field, "is required");
    else if (!destinationRules[field].pattern.test(value)) errors[field] = sentence(field, destinationRules[field].rule);
  }
  const name = draft.accountName.trim();
  const { min, max } = transferTextLimits.accountName;
  if (name === "") errors.accountName = sentence("accountName", "is required");
  else if (name.length < min || name.length > max) errors.accountName = sentence("accountName", lengthRule(min, max));
  for (const field of ["reference", "description"] as const) {
    if (draft[field].trim().length > transferTextLimits[field].max) errors[field] = sentence(field, lengthRule(undefined, transferTextLimits[field].max));
  }
  return { errors, amount: Object.keys(errors).length === 0 ? amount : null };
}
