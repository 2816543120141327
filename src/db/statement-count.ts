// Counts the SQL statements run on behalf of a piece of work (one GraphQL operation), so that a
// dashboard's query can be shown to cost a number of statements that does not grow with its page
// sizes. The count follows the work's async context (AsyncLocalStorage): statements that
// background jobs run meanwhile are not counted. The same wrapper tells request-tenant.ts every
// statement it sends, for the test that holds a request's statements to its organization.
import { AsyncLocalStorage } from "node:async_hooks";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import { statementSent } from "./request-tenant.js";

const counting = new AsyncLocalStorage<{ statements: number }>();

/** Runs `work`, and answers what it returned with the number of SQL statements it ran. */
export async function countingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counter = { statements: 0 };
  const result = await counting.run(counter, work);
  return { result, statements: counter.statements };
}

function counted<Q extends SqlDriverAdapter | Transaction>(queryable: Q): Q {
  // Made once per connection or transaction, not per call: this sits under every statement.
  const countedCall =
    <A extends [SqlQuery], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      const counter = counting.getStore();
      if (counter) counter.statements++;
      statementSent(args[0].sql, args[0].args);
      return call.apply(queryable, args);
    };
  const queryRaw = countedCall(queryable.queryRaw);
  const executeRaw = countedCall(queryable.executeRaw);
  return new Proxy(queryable, {
    get(target, property) {
      if (property === "queryRaw") return queryRaw;
      if (property === "executeRaw") return executeRaw;
      const value = Reflect.get(target, property, target);
      if (property === "startTransaction") {
        return async (...args: unknown[]) => counted((await (value as (...a: unknown[]) => Promise<Transaction>).apply(target, args)) as Transaction);
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The adapter factory whose connections count their statements. */
export function statementCounting<F extends SqlDriverAdapterFactory>(factory: F): F {
  return new Proxy(factory, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "connect") return async () => counted(await (value as F["connect"]).call(target));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
