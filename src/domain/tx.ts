// The two clients a store may be bound to (store.ts). `Db` reads and writes anywhere (the root
// client or a transaction's). `Tx` is a transaction's client, and only `inTransaction` makes one:
// a store method that must be atomic with other writes (a posting, an event, an idempotency
// record) is declared for a store bound to a `Tx`, so calling it on the pool's store is a type
// error rather than a write outside the transaction. Only stores hold either.
import type { Prisma, PrismaClient } from "../generated/prisma/client.js";

declare const transactionClient: unique symbol;

export type Db = Prisma.TransactionClient;
export type Tx = Prisma.TransactionClient & { readonly [transactionClient]: true };

/** Runs `work` in one database transaction: the one way into a transaction (lint refuses $transaction elsewhere). */
export function inTransaction<T>(prisma: PrismaClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  // eslint-disable-next-line no-restricted-syntax -- the one place a transaction is opened
  return prisma.$transaction((tx) => work(tx as Tx));
}
