// GraphQL names an error's param as its schema spells it, relative to the argument
// (docs/api/errors.md#param); the domain names it as the REST API does. The mapping, and its
// inverse for the arguments a resolver hands the domain, without a server.
import { describe, expect, test } from "vitest";
import { domainInput, graphqlParam } from "../../src/graphql/context.js";
import { listArgumentNames } from "../../src/graphql/schema/input.js";

describe("graphqlParam", () => {
  test.for([
    ["amount", {}, "amount"],
    ["destination.account_number", {}, "destination.accountNumber"],
    ["cardholder.first_name", {}, "cardholder.firstName"],
    ["initial_load", {}, "initialLoad"],
    ["Idempotency-Key", {}, "idempotencyKey"],
    ["limit", listArgumentNames, "first"],
    ["starting_after", listArgumentNames, "after"],
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

describe("domainInput", () => {
  // Each way round: the argument graphqlParam names for a domain field is the one domainInput
  // turns back into that field.
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
    expect(domainInput(nested(graphqlParam(param), "x"))).toStrictEqual(nested(param, "x"));
  });

  test("leaves out omitted arguments at any depth, as REST's body leaves them out", () => {
    const args = {
      amount: 100,
      reference: null,
      description: undefined,
      destination: { type: "bank_account", accountNumber: "0123457781", phoneNumber: null, accountName: "Ada" },
      metadata: null,
    };
    expect(domainInput(args)).toStrictEqual({ amount: 100, destination: { type: "bank_account", account_number: "0123457781", account_name: "Ada" } });
  });

  test("maps input objects in lists and keeps lists of scalars as they are", () => {
    expect(domainInput({ events: ["transfer.created"], lines: [{ unitAmount: 1 }, { unitAmount: 2 }] })).toStrictEqual({
      events: ["transfer.created"],
      lines: [{ unit_amount: 1 }, { unit_amount: 2 }],
    });
  });

  test("maps graphql-js's prototype-less input objects, and passes a scalar's object value on as it is", () => {
    const destination = Object.assign(Object.create(null) as object, { bankCode: "GTB" });
    const at = new Date("2026-01-02T03:04:05Z");
    const input = domainInput(Object.assign(Object.create(null) as object, { destination, createdAfter: at })) as Record<string, unknown>;
    expect(input).toStrictEqual({ destination: { bank_code: "GTB" }, created_after: at });
    expect(input.created_after).toBe(at);
  });

  test("leaves metadata exactly as sent: its keys, and values validation is to judge", () => {
    const metadata = { orderId: "42", note_x: null };
    expect(domainInput({ metadata })).toStrictEqual({ metadata: { orderId: "42", note_x: null } });
  });
});
