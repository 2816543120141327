// Group commit (src/db/group-commit.ts): concurrent money-path statements share one transaction,
// and a statement that fails fails alone. The money tests (transfers, idempotency, recovery)
// run with it on by default, and CI runs them again on PostgreSQL with POSTING_BATCH_MAX=1.
import { randomUUID } from "node:crypto";
import { Prisma } from "../src/generated/prisma/client.js";
import { expect, test } from "./support/fixtures.js";

const batchingOn = Number(process.env.POSTING_BATCH_MAX ?? 32) > 1;

test("statements given together are committed by one transaction, and each gets its own rows", async ({ server }) => {
  const { statements } = server.service.domain;
  const table = `group_commit_${randomUUID().replaceAll("-", "")}`;
  await statements.rows(Prisma.sql`CREATE TABLE ${Prisma.raw(table)} (id int PRIMARY KEY)`);
  try {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((id) =>
        statements.groupCommitted<{ id: number; tx: string }>(Prisma.sql`
          INSERT INTO ${Prisma.raw(table)} (id) VALUES (${id}) RETURNING id, txid_current()::text AS tx`),
      ),
    );
    expect(answers.map(([row]) => row.id)).toEqual([1, 2, 3, 4, 5]);
    const transactions = new Set(answers.map(([row]) => row.tx));
    expect(transactions.size).toBe(batchingOn ? 1 : 5);
  } finally {
    await statements.rows(Prisma.sql`DROP TABLE ${Prisma.raw(table)}`);
  }
});

test("a statement that fails fails alone: the others are committed, each answered as if alone", async ({ server }) => {
  const { statements } = server.service.domain;
  const table = `group_commit_${randomUUID().replaceAll("-", "")}`;
  await statements.rows(Prisma.sql`CREATE TABLE ${Prisma.raw(table)} (id int PRIMARY KEY)`);
  try {
    const insert = (id: number) => statements.groupCommitted<{ id: number }>(Prisma.sql`INSERT INTO ${Prisma.raw(table)} (id) VALUES (${id}) RETURNING id`);
    const outcomes = await Promise.allSettled([insert(1), insert(2), insert(1), insert(3)]);
    // Batched, the statements rerun alone in the order they came, so the first id 1 wins; each
    // alone (POSTING_BATCH_MAX=1) they race on the pool, and either may.
    const statuses = outcomes.map((outcome) => outcome.status);
    if (batchingOn) expect(statuses).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    else expect([statuses[1], statuses[3], [statuses[0], statuses[2]].sort()]).toEqual(["fulfilled", "fulfilled", ["fulfilled", "rejected"]]);
    expect((outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    const rows = await statements.rows<{ id: number }>(Prisma.sql`SELECT id FROM ${Prisma.raw(table)} ORDER BY id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  } finally {
    await statements.rows(Prisma.sql`DROP TABLE ${Prisma.raw(table)}`);
  }
});
