// GraphQL names an error's param as its schema spells it, relative to the argument
// (docs/api/errors.md#param); the domain names its fields in camelCase too, and GraphQL renames
// only the arguments that differ. The arguments a resolver hands the domain as its command, and
// the spelling fingerprints had before commands were camelCase, without a server.
import { describe, expect, test } from "vitest";
import { commandInput, graphqlParam } from "../../src/graphql/context.js";
import { earlierSpelling } from "../../src/domain/idempotency/fingerprint.js";
import { listArgumentNames } from "../../src/graphql/schema/input.js";

describe("graphqlParam", () => {
  test.for([
    ["amount", {}, "amount"],
    ["destination.account_number", {}, "destination.accountNumber"],
    ["cardholder.first_name", {}, "cardholder.firstName"],
    ["initial_load", {}, "initialLoad"],
    ["Idempotency-Key", {}, "idempotencyKey"],
    ["limit", listArgumentNames, "first"],
    ["startingAfter", listArgumentNames, "after"],
    ["id", { id: "cardId" }, "cardId"],
    // A rename names an argument: only the first segment is one.
    ["destination.id", { id: "cardId" }, "destination.id"],
    // Metadata keys are the caller's own, whatever their spelling.
    ["metadata.order_id", {}, "metadata.order_id"],
    ["metadata.a_b.c_d", {}, "metadata.a_b.c_d"],
    ["metadata", {}, "metadata"],
  ] as const)("%s → %s", ([param, names, expected]) => {
    expect(graphqlParam(param, names)).toBe(expected);
  });
});

/** `{ a: { b: leaf } }` for the path `a.b`. */
function nested(path: string, leaf: unknown): unknown {
  return path.split(".").reduceRight((value, key) => ({ [key]: value }), leaf);
}

describe("earlierSpelling", () => {
  // Each way round: the argument graphqlParam names for a field as fingerprints once spelled it
  // is the one earlierSpelling turns back into that field.
  test.for([
    "amount",
    "destination.account_number",
    "destination.phone_number",
    "cardholder.first_name",
    "initial_load",
    "merchant_name",
    "metadata.order_id",
    "metadata.orderId",
    "metadata.a_b.c_d",
  ])("%s ⇄ graphqlParam", (param) => {
    expect(earlierSpelling(nested(graphqlParam(param), "x"))).toStrictEqual(nested(param, "x"));
  });

  test("maps input objects in lists and keeps lists of scalars as they are", () => {
    expect(earlierSpelling({ events: ["transfer.created"], lines: [{ unitAmount: 1 }, { unitAmount: 2 }] })).toStrictEqual({
      events: ["transfer.created"],
      lines: [{ unit_amount: 1 }, { unit_amount: 2 }],
    });
  });

  test("leaves metadata exactly as sent", () => {
    const metadata = { orderId: "42", note_x: "y" };
    expect(earlierSpelling({ metadata })).toStrictEqual({ metadata: { orderId: "42", note_x: "y" } });
  });
});

describe("commandInput", () => {
  test("leaves out omitted arguments at any depth, as REST's body leaves them out", () => {
    const args = {
      amount: 100,
      reference: null,
      description: undefined,
      destination: { type: "bank_account", accountNumber: "0123457781", phoneNumber: null, accountName: "Ada" },
      metadata: null,
    };
    expect(commandInput(args)).toStrictEqual({ amount: 100, destination: { type: "bank_account", accountNumber: "0123457781", accountName: "Ada" } });
  });

  test("keeps input objects in lists and lists of scalars as they are", () => {
    expect(commandInput({ events: ["transfer.created"], lines: [{ unitAmount: 1 }, { unitAmount: 2 }] })).toStrictEqual({
      events: ["transfer.created"],
      lines: [{ unitAmount: 1 }, { unitAmount: 2 }],
    });
  });

  test("reads graphql-js's prototype-less input objects, and passes a scalar's object value on as it is", () => {
    const destination = Object.assign(Object.create(null) as object, { bankCode: "GTB" });
    const at = new Date("2026-01-02T03:04:05Z");
    const input = commandInput(Object.assign(Object.create(null) as object, { destination, createdAfter: at })) as Record<string, unknown>;
    expect(input).toStrictEqual({ destination: { bankCode: "GTB" }, createdAfter: at });
    expect(input.createdAfter).toBe(at);
  });

  test("leaves metadata exactly as sent: its keys, and values validation is to judge", () => {
    const metadata = { orderId: "42", note_x: null };
    expect(commandInput({ metadata })).toStrictEqual({ metadata: { orderId: "42", note_x: null } });
  });
});
