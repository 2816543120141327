// Group commit (src/db/group-commit.ts): concurrent money-path statements share one transaction,
// and a statement that fails fails alone. The money tests (transfers, idempotency, recovery)
// run with it on by default, and CI runs them again on PostgreSQL with POSTING_BATCH_MAX=1.
import { randomUUID } from "node:crypto";
import { Prisma } from "../../src/generated/prisma/client.js";
import { expect, test } from "../support/fixtures.js";

const batchingOn = Number(process.env.POSTING_BATCH_MAX ?? 32) > 1;

test("statements given together are committed by one transaction, and each gets its own rows", async ({ server }) => {
  const { statements } = server.service.database;
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
  const { statements } = server.service.database;
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

test("card funds (with their fee), withdrawals and transfers on one wallet, all at once: every one answered, none a deadlock, no batch rolled back", async ({ api, server }) => {
  const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };
  const cards: string[] = [];
  for (let i = 0; i < 4; i++) {
    const card = await api.post("/cards", { product: "net-536", cardholder, initial_load: 5_000 }, { idempotencyKey: randomUUID() });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    cards.push(card.body.id);
  }
  const usd = async () => (await api.get("/balances")).body.data.find((b: { currency: string }) => b.currency === "USD");
  const balanceBefore = await usd();
  // Each round mixes, in a different order, postings that lock the wallet's accounts with the
  // fee account (a fund), without it (a withdrawal), and both wallet accounts (a transfer).
  const requests = Array.from({ length: 48 }, (_, i) => {
    const card = cards[i % cards.length];
    if (i % 3 === 0) return () => api.post(`/cards/${card}/fund`, { amount: 500 }, { idempotencyKey: randomUUID() });
    if (i % 3 === 1) return () => api.post(`/cards/${card}/withdraw`, { amount: 500 }, { idempotencyKey: randomUUID() });
    return () => api.post("/transfers", { amount: 10, currency: "USD", destination: { type: "bank_account", account_number: "0001237781", bank_code: "058", account_name: "Ada Lovelace", country: "NG" } }, { idempotencyKey: randomUUID() });
  });
  const rounds = 3;
  const { statements } = server.service.database;
  const before = { ...statements.groupCommitStats() };
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(requests.map((send) => send()));
    expect(answers.filter((answer) => answer.status >= 300).map((answer) => answer.body)).toEqual([]);
  }
  // Each round: 16 funds of 500 plus a 2 % fee each, 16 withdrawals of 500 back, 16 transfers of 10 reserved.
  const after = await usd();
  expect(after.available).toBe(balanceBefore.available - rounds * (16 * 510 - 16 * 500 + 16 * 10));
  // Batched, every batch committed: none was rolled back to run its statements alone (a failing
  // lock statement would have hidden there, answering correctly but slowly).
  const stats = statements.groupCommitStats();
  if (batchingOn) expect(stats.batches).toBeGreaterThan(before.batches);
  expect(stats.rolledBack).toBe(before.rolledBack);
});
