// The stores of every bounded context, bound to one connection: the pool's (`domain.stores`), or
// one transaction's, handed only to the work `transaction` runs. Operations and resolvers reach
// the database through these and nothing else: no Prisma client, no raw statements, no group
// commit is in their reach (store.ts). Imitates formancehq/ledger's store, whose BeginTX
// returns a store bound to the transaction.
import type { PrismaClient } from "../generated/prisma/client.js";
import type { Statements } from "../db/statements.js";
import { inTransaction, type Db, type Tx } from "./tx.js";
import type { Connection } from "./store.js";
import { statementsIn } from "../db/statements.js";
import { AuthStore } from "./auth/store.js";
import { CardStore } from "./cards/store.js";
import { EventStore } from "./events/store.js";
import { IdempotencyStore } from "./idempotency/store.js";
import { LedgerStore } from "./ledger/store.js";
import { SettingsStore } from "./settings-store.js";
import { TransferStore } from "./transfers/store.js";
import { WebhookStore } from "./webhooks/store.js";

export interface Stores<C extends Db = Db> {
  readonly auth: AuthStore<C>;
  readonly cards: CardStore<C>;
  readonly events: EventStore<C>;
  readonly idempotency: IdempotencyStore<C>;
  readonly ledger: LedgerStore<C>;
  readonly settings: SettingsStore<C>;
  readonly transfers: TransferStore<C>;
  readonly webhooks: WebhookStore<C>;
}

/** The stores of one transaction: what must be atomic with other writes takes these. */
export type TransactionStores = Stores<Tx>;

/** The pool's stores, and the one way into a transaction. */
export interface StoreAccess extends Stores {
  /** Runs `work` in one database transaction, with stores bound to it. */
  transaction<T>(work: (stores: TransactionStores) => Promise<T>): Promise<T>;
  /** Whether the database answers (the readiness probe). */
  ping(): Promise<void>;
}

function storesOn<C extends Db>(connection: Connection<C>): Stores<C> {
  return {
    auth: new AuthStore(connection),
    cards: new CardStore(connection),
    events: new EventStore(connection),
    idempotency: new IdempotencyStore(connection),
    ledger: new LedgerStore(connection),
    settings: new SettingsStore(connection),
    transfers: new TransferStore(connection),
    webhooks: new WebhookStore(connection),
  };
}

export function openStores(database: { prisma: PrismaClient; statements: Statements }): StoreAccess {
  const { prisma, statements } = database;
  return {
    ...storesOn<Db>({ client: prisma, statements }),
    transaction: (work) => inTransaction(prisma, (tx) => work(storesOn<Tx>({ client: tx, statements: statementsIn(tx) }))),
    async ping() {
      await prisma.$queryRaw`SELECT 1`;
    },
  };
}
