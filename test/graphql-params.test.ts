// GraphQL names an error's param as its schema spells it, relative to the argument (decisions
// §14); the domain names it as the REST API does. The mapping, without a server.
import { describe, expect, test } from "vitest";
import { graphqlParam } from "../src/graphql/context.js";
import { listArgumentNames } from "../src/graphql/schema/input.js";

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
