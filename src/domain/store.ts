// What a store is bound to: the pool, or one transaction's connection. Each bounded context owns
// its SQL behind one store (TransferStore, CardStore, LedgerStore, …); operations reach the
// database only through the stores they are handed (stores.ts), never through a client. A store
// bound to a transaction is typed so (`Connection<Tx>`), and what must be atomic with other
// writes (a posting, an event, an idempotency record, a card lock) is a method only such a store
// has: called on the pool's store, it does not compile.
// Apart from stores.ts and domain.ts, so that every context's store can name it without a cycle.
import type { Statements } from "../db/statements.js";
import type { Db } from "./tx.js";

export type { Db, Tx } from "./tx.js";

export interface Connection<C extends Db = Db> {
  /** Prisma's client on this connection: the pool's, or the transaction's. */
  readonly client: C;
  /**
   * Statements below the client's query engine (db/statements.ts): on the pool they are
   * the hot path's way and may join a group commit; in a transaction they run on its connection.
   */
  readonly statements: Statements;
}

/** A store's connection, for a store class: `class LedgerStore<C extends Db = Db> extends Store<C>`. */
export abstract class Store<C extends Db = Db> {
  constructor(protected readonly connection: Connection<C>) {}

  protected get db(): C {
    return this.connection.client;
  }
}
