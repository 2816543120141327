// Request bodies the seeding and the scenarios both send.
/** A transfer of one minor unit to a bank account the Sandbox accepts (last four digits 3000). */
export function transferBody(currency: string): string {
  return JSON.stringify({
    amount: 1,
    currency,
    destination: {
      type: "bank_account",
      account_number: "DE89370400440532013000",
      bank_code: "COBADEFF",
      account_name: "Bench Recipient",
      country: "DE",
    },
    reference: "bench",
  });
}
