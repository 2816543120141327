// The hot statements bypass the client's query engine (src/db/statements.ts). What they return
// must be what `prisma.$queryRaw` returns for the same statement, value for value and type for
// type, on whichever database the suite runs on; and what they send must be read back the same.
import { describe } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import { test, expect } from "../support/fixtures.js";

describe("statements below the client", () => {
  test("return every column type the hot paths read exactly as prisma.$queryRaw does", async ({ server }) => {
    const { prisma, statements } = server.service.database;
    const at = new Date("2026-03-04T05:06:07.089Z");
    const query = Prisma.sql`
      SELECT ${"text"}::text AS text, ${42}::int AS int4, ${9_007_199_254_740_993n}::bigint AS int8,
        ${-5n}::bigint AS small_int8, ${true}::boolean AS yes, ${false}::boolean AS no, ${1.5}::float8 AS float8,
        ${at}::timestamptz AS at, ${at}::timestamptz(3) AS at3, ${'{"b":[1,"x"],"a":null}'}::jsonb AS json,
        ARRAY['a', 'b']::text[] AS texts, ARRAY[1, 9007199254740993]::bigint[] AS int8s,
        'sandbox'::"Environment" AS enum_value, ${null}::text AS nothing, ${"2026-03-04"}::date AS day,
        EXISTS (SELECT 1 WHERE ${"x"}::text = 'x') AS found`;
    const viaClient = await prisma.$queryRaw<unknown[]>(query);
    const direct = await statements.rows(query);
    expect(direct).toEqual(viaClient);
    expect(direct).toStrictEqual([
      {
        text: "text",
        int4: 42,
        int8: 9_007_199_254_740_993n,
        small_int8: -5n,
        yes: true,
        no: false,
        float8: 1.5,
        at,
        at3: at,
        json: { a: null, b: [1, "x"] },
        texts: ["a", "b"],
        int8s: [1n, 9_007_199_254_740_993n],
        enum_value: "sandbox",
        nothing: null,
        day: new Date("2026-03-04T00:00:00.000Z"),
        found: true,
      },
    ]);
  });

  test("no rows, and a statement that fails, fail as through the client", async ({ server }) => {
    const { statements } = server.service.database;
    expect(await statements.rows(Prisma.sql`SELECT 1 AS one WHERE false`)).toEqual([]);
    await expect(statements.rows(Prisma.sql`SELECT 1 / ${0}::int AS boom`)).rejects.toThrow();
  });

  test("refuse a parameter they cannot send the same way on both databases", async ({ server }) => {
    const { statements } = server.service.database;
    await expect(statements.rows(Prisma.sql`SELECT ${{ a: 1 } as never}::jsonb AS json`)).rejects.toThrow(/Statements take/);
  });
});
