// A transfer's field rules as data and words, with no imports: the API's validation
// (operations.ts) and the dashboard's form (dashboard/src/pages/SendTransfer.tsx) both read them,
// so a client-side check says exactly what the API would say, and accepts whatever it accepts.
// docs/api/transfers.md#creating-a-transfer states the same rules.

export interface PatternRule {
  pattern: RegExp;
  /** The words after the field's name in the API's message ("must be …"). */
  rule: string;
}

export const destinationRules = {
  accountNumber: { pattern: /^[A-Za-z0-9]{6,34}$/, rule: "must be 6 to 34 letters or digits" },
  bankCode: { pattern: /^[A-Za-z0-9]{2,16}$/, rule: "must be 2 to 16 letters or digits" },
  phoneNumber: {
    pattern: /^\+[1-9][0-9]{7,14}$/,
    rule: "must be a phone number in international format: + and 8 to 15 digits, the first not 0 (like +447700900123)",
  },
  network: { pattern: /^[A-Za-z0-9_-]{2,32}$/, rule: "must be 2 to 32 letters, digits, underscores or hyphens" },
  country: { pattern: /^[A-Z]{2}$/, rule: "must be a two-letter country code in capitals (ISO 3166-1, like NG)" },
} as const satisfies Record<string, PatternRule>;

/** Text lengths, in characters (the API words them "must be 2 to 140 characters", "must be at most 64 characters"). */
export const transferTextLimits = {
  accountName: { min: 2, max: 140 },
  reference: { max: 64 },
  description: { max: 255 },
} as const;

/** The most one transfer may move, in minor units of its currency. */
export const largestTransfer = 100_000_000_000;
