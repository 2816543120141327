// The two ways the domain holds the database. `Db` reads and writes anywhere (the root client or
// a transaction's). `Tx` is a transaction's client, and only `inTransaction` makes one: work that
// must be atomic with other writes (a posting, an event, an idempotency record) takes a `Tx`, so
// handing it the root client is a type error rather than a write outside the transaction.
// Apart from domain.ts, so that what domain.ts builds (the event bus, and through it the events)
// can name these without importing domain.ts back.
import type { Prisma, PrismaClient } from "../generated/prisma/client.js";

declare const transactionClient: unique symbol;

export type Db = Prisma.TransactionClient;
export type Tx = Prisma.TransactionClient & { readonly [transactionClient]: true };

/** Runs `work` in one database transaction: the one way into a transaction (lint refuses $transaction elsewhere). */
export function inTransaction<T>(prisma: PrismaClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  // eslint-disable-next-line no-restricted-syntax -- the one place a transaction is opened
  return prisma.$transaction((tx) => work(tx as Tx));
}
