// The baselines the service is measured against, each a bare node:http server in its own
// process (started by bench/run.ts, never by the service):
//
//   http     the HTTP floor: answers every request with one constant JSON body (FLOOR_BODY_FILE),
//            the same bytes as the service's GET /balances answer.
//   storage  the storage floor: the smallest correct implementation of the service's database
//            work for GET /sandbox/v1/balances (the read floor: the key's row, then the wallets'
//            accounts, two round trips), POST /sandbox/v1/transfers and POST
//            /sandbox/v1/cards/{id}/fund, written
//            directly with `pg` (DATABASE_URL) or with @electric-sql/pglite on its own data
//            directory (FLOOR_DATA_DIR, migrated and seeded by bench/run.ts beforehand). Same
//            tables, same statements, same guarantees: the API key is looked up by its hash,
//            then one transaction claims the Idempotency-Key (INSERT … ON CONFLICT DO NOTHING),
//            reserves with a conditional UPDATE (balance + amount >= 0) in the ledger's lock
//            order, writes the ledger transaction and its entries, the resource rows and the
//            outbox events, and stores the answer for replays.
//
// It prints "listening <port>" on stdout once it accepts connections.
import http from "node:http";
import path from "node:path";
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { monotonicFactory } from "ulid";

const mode = process.argv[2];
const nextUlid = monotonicFactory();
const newId = (prefix: string) => `${prefix}_${nextUlid()}`;

function listen(server: http.Server) {
  server.keepAliveTimeout = 72_000;
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => shutdown());
}

let shutdown: () => void = () => process.exit(0);

// ---------------------------------------------------------------------------------------------
// The HTTP floor.
if (mode === "http") {
  const body = readFileSync(process.env.FLOOR_BODY_FILE!);
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
      response.end(body);
    });
  });
  listen(server);
}

// ---------------------------------------------------------------------------------------------
// The storage floor.
type Row = Record<string, unknown>;
type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Row[]; count: number }>;

interface Store {
  query: Query;
  /** Runs `work` in one transaction; a thrown error rolls it back. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function pgStore(url: string): Store {
  // The same pool size as the service's PrismaPg adapter (src/db/database.ts).
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.FLOOR_POOL_SIZE ?? 10) });
  // Named statements, parsed and planned once per connection, as the service's are
  // (src/db/prepared-statements.ts): the floor's texts are all fixed.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `floor_${names.size}`));
    return name;
  };
  const run = (client: pg.Pool | pg.PoolClient): Query => async (sql, params) => {
    const result = await client.query({ name: nameOf(sql), text: sql, values: params });
    return { rows: result.rows, count: result.rowCount ?? 0 };
  };
  return {
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const value = await work(run(client));
        await client.query("COMMIT");
        return value;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function pgliteStore(dataDir: string): Promise<Store> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  const run = (client: Pick<PGlite, "query">): Query => async (sql, params) => {
    const result = await client.query<Row>(sql, params);
    return { rows: result.rows, count: result.affectedRows ?? result.rows.length };
  };
  return {
    query: run(db),
    // PGlite runs one transaction at a time; others wait for it, as in the service.
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    close: () => db.close(),
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

interface Tenant {
  organizationId: string;
  environment: string;
}

const fingerprintSecret = "bench-floor-fingerprint-secret";
const idempotencyTtlMs = 24 * 3_600_000;

async function authenticate(store: Store, authorization: string | undefined): Promise<Tenant> {
  const secret = /^Bearer\s+(\S+)$/.exec(authorization ?? "")?.[1];
  if (!secret) throw new HttpError(401, "authentication_required");
  const hash = createHash("sha256").update(secret).digest("hex");
  const { rows } = await store.query(
    `SELECT k.organization_id, k.environment::text AS environment, k.expires_at, k.revoked_at
     FROM api_keys k JOIN organizations o ON o.id = k.organization_id WHERE k.secret_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (!row || row.revoked_at || (row.expires_at && (row.expires_at as Date) <= new Date())) throw new HttpError(401, "invalid_api_key");
  return { organizationId: row.organization_id as string, environment: row.environment as string };
}

/** The answer a completed earlier request with this key gave, or 409/422. */
async function replay(store: Store, tenant: Tenant, key: string, fingerprint: string) {
  const { rows } = await store.query(
    `SELECT fingerprint, state, response_status, response_body FROM idempotency_records
     WHERE organization_id = $1 AND environment = $2::"Environment" AND key = $3`,
    [tenant.organizationId, tenant.environment, key],
  );
  const record = rows[0];
  if (!record) throw new HttpError(409, "idempotency_in_progress");
  if (record.fingerprint !== fingerprint) throw new HttpError(422, "idempotency_key_reuse");
  if (record.state !== "completed") throw new HttpError(409, "idempotency_in_progress");
  return { status: record.response_status as number, body: record.response_body as string, replayed: true };
}

class KeyTaken extends Error {}
class Insufficient extends Error {}

/** One ledger posting's balance updates, in the ledger's lock order (kind/currency/owner). */
async function moveBalances(query: Query, tenant: Tenant, entries: Array<{ kind: string; currency: string; ownerId: string; amount: bigint }>) {
  const ordered = [...entries].sort((a, b) => (`${a.kind}/${a.currency}/${a.ownerId}` < `${b.kind}/${b.currency}/${b.ownerId}` ? -1 : 1));
  const posted: Array<{ accountId: string; amount: bigint; balance: bigint; kind: string }> = [];
  for (const entry of ordered) {
    const { rows } = await query(
      `UPDATE ledger_accounts SET balance = balance + $1
       WHERE organization_id = $2 AND environment = $3::"Environment" AND kind = $4::"LedgerAccountKind"
         AND currency = $5::"Currency" AND owner_id = $6 AND (allow_negative OR balance + $1 >= 0)
       RETURNING id, balance`,
      [entry.amount.toString(), tenant.organizationId, tenant.environment, entry.kind, entry.currency, entry.ownerId],
    );
    if (rows.length === 0) throw new Insufficient();
    posted.push({ accountId: rows[0].id as string, amount: entry.amount, balance: BigInt(rows[0].balance as string | number | bigint), kind: entry.kind });
  }
  return posted;
}

async function writeLedgerTransaction(query: Query, tenant: Tenant, kind: string, resourceId: string, posted: Array<{ accountId: string; amount: bigint }>) {
  const transactionId = newId("ltx");
  await query(
    `INSERT INTO ledger_transactions (id, organization_id, environment, kind, resource_id) VALUES ($1, $2, $3::"Environment", $4, $5)`,
    [transactionId, tenant.organizationId, tenant.environment, kind, resourceId],
  );
  const values: string[] = [];
  const params: unknown[] = [tenant.organizationId, tenant.environment, transactionId];
  for (const entry of posted) {
    params.push(entry.accountId, entry.amount.toString());
    values.push(`($1, $2::"Environment", $3, $${params.length - 1}, $${params.length})`);
  }
  await query(`INSERT INTO ledger_entries (organization_id, environment, transaction_id, account_id, amount) VALUES ${values.join(", ")}`, params);
}

async function insertEvents(query: Query, tenant: Tenant, events: Array<{ type: string; object: { id?: string; object: string } }>) {
  const values: string[] = [];
  const params: unknown[] = [tenant.organizationId, tenant.environment];
  for (const event of events) {
    // resource_id: the resource's timeline (Transfer.events); a Balance has none.
    params.push(newId("evt"), event.type, JSON.stringify({ object: event.object }), event.object.id ?? null);
    values.push(`($${params.length - 3}, $1, $2::"Environment", $${params.length - 2}, $${params.length - 1}::jsonb, $${params.length})`);
  }
  // Queued for the fan-out as the service queues them (event_fan_out_queue), in the same statement:
  // an outbox row nobody can find waiting would be a weaker guarantee than the service's.
  await query(
    `WITH written AS (
       INSERT INTO events (id, organization_id, environment, type, data, resource_id) VALUES ${values.join(", ")}
       RETURNING created_at, id)
     INSERT INTO event_fan_out_queue (created_at, organization_id, environment, event_id)
     SELECT created_at, $1, $2::"Environment", id FROM written`,
    params,
  );
}

/** The wallet's Balance as the posting leaves it, for its balance.updated event (docs/api/events-and-webhooks.md#event-types). */
function balanceObject(tenant: Tenant, currency: string, available: bigint, reserved: bigint) {
  return {
    object: "balance",
    currency,
    available: Number(available),
    reserved: Number(reserved),
    total: Number(available + reserved),
    test_data: tenant.environment === "sandbox",
  };
}

interface Answer {
  status: number;
  body: string;
  replayed?: boolean;
}

async function createTransfer(store: Store, tenant: Tenant, key: string, input: any): Promise<Answer> {
  const amount = BigInt(input.amount);
  const fee = 0n;
  const destination = input.destination;
  const identifier: string = destination.account_number ?? destination.phone_number;
  const fingerprint = createHmac("sha256", fingerprintSecret).update(`POST /transfers\n\n${JSON.stringify(input)}`).digest("hex");
  const id = newId("tr");
  const now = new Date();
  const view = {
    id,
    object: "transfer",
    environment: tenant.environment,
    amount: Number(amount),
    fee: Number(fee),
    currency: input.currency,
    status: "processing",
    destination: {
      type: destination.type,
      account_name: destination.account_name,
      country: destination.country,
      last4: identifier.slice(-4),
      ...(destination.bank_code ? { bank_code: destination.bank_code } : {}),
      ...(destination.network ? { network: destination.network } : {}),
    },
    reference: input.reference ?? null,
    description: input.description ?? null,
    metadata: input.metadata ?? {},
    failure_code: null,
    failure_message: null,
    created_at: now.toISOString(),
    completed_at: null,
    test_data: tenant.environment === "sandbox",
  };
  const body = JSON.stringify(view);
  try {
    await store.transaction(async (query) => {
      // The answer is known before the effect, so the key is claimed already completed with it.
      const claimed = await query(
        `INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, response_status, response_body, resource_id, expires_at)
         VALUES ($1, $2::"Environment", $3, 'POST /transfers', $4, 'completed', 201, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [tenant.organizationId, tenant.environment, key, fingerprint, body, id, new Date(now.getTime() + idempotencyTtlMs)],
      );
      if (claimed.count === 0) throw new KeyTaken();
      const posted = await moveBalances(query, tenant, [
        { kind: "wallet_available", currency: input.currency, ownerId: "", amount: -(amount + fee) },
        { kind: "wallet_reserved", currency: input.currency, ownerId: "", amount: amount + fee },
      ]);
      await writeLedgerTransaction(query, tenant, "transfer_reserve", id, posted);
      await query(
        `INSERT INTO transfers (id, organization_id, environment, amount, fee, currency, status, destination_type, destination_account_name,
           destination_country, destination_last4, destination_bank_code, destination_network, reference, description, metadata,
           provider_state, next_check_at, idempotency_key, created_at)
         VALUES ($1, $2, $3::"Environment", $4, $5, $6::"Currency", 'processing', $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb,
           'accepted', $16, $17, $18)`,
        [
          id, tenant.organizationId, tenant.environment, amount.toString(), fee.toString(), input.currency, destination.type,
          destination.account_name, destination.country, identifier.slice(-4), destination.bank_code ?? null, destination.network ?? null,
          input.reference ?? null, input.description ?? null, JSON.stringify(input.metadata ?? {}),
          // The floor has no settlement worker; a due time far away keeps the service's worker off it.
          new Date(now.getTime() + 365 * 86_400_000), key, now,
        ],
      );
      // The reservation changed both of the wallet's accounts: their new balances are its Balance.
      const balanceOf = (kind: string) => posted.find((entry) => entry.kind === kind)!.balance;
      await insertEvents(query, tenant, [
        { type: "transfer.created", object: view },
        { type: "balance.updated", object: balanceObject(tenant, input.currency, balanceOf("wallet_available"), balanceOf("wallet_reserved")) },
      ]);
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replay(store, tenant, key, fingerprint);
    if (error instanceof Insufficient) throw new HttpError(402, "insufficient_funds");
    throw error;
  }
  return { status: 201, body };
}

async function fundCard(store: Store, tenant: Tenant, key: string, cardId: string, input: any): Promise<Answer> {
  const amount = BigInt(input.amount);
  const fingerprint = createHmac("sha256", fingerprintSecret).update(`POST /cards/{id}/fund\n${cardId}\n${JSON.stringify(input)}`).digest("hex");
  const now = new Date();
  let body = "";
  try {
    await store.transaction(async (query) => {
      const claimed = await query(
        `INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, expires_at)
         VALUES ($1, $2::"Environment", $3, 'POST /cards/{id}/fund', $4, 'in_progress', $5) ON CONFLICT DO NOTHING`,
        [tenant.organizationId, tenant.environment, key, fingerprint, new Date(now.getTime() + idempotencyTtlMs)],
      );
      if (claimed.count === 0) throw new KeyTaken();
      const { rows } = await query(
        `SELECT * FROM cards WHERE organization_id = $1 AND environment = $2::"Environment" AND id = $3 FOR UPDATE`,
        [tenant.organizationId, tenant.environment, cardId],
      );
      const card = rows[0];
      if (!card) throw new HttpError(404, "not_found");
      if (card.status !== "active") throw new HttpError(409, "card_state_conflict");
      // The card product's top-up fee: ceil(amount × rate); the bench issues net-400 cards (1 %).
      const rateBps = card.product === "net-400" || card.product === "net-404" ? 100n : card.product === "net-536" ? 200n : 150n;
      const fee = (amount * rateBps + 9_999n) / 10_000n;
      const posted = await moveBalances(query, tenant, [
        { kind: "wallet_available", currency: "USD", ownerId: "", amount: -(amount + fee) },
        { kind: "card_balance", currency: "USD", ownerId: cardId, amount },
        ...(fee > 0n ? [{ kind: "fee_revenue", currency: "USD", ownerId: "", amount: fee }] : []),
      ]);
      await writeLedgerTransaction(query, tenant, "card_fund", cardId, posted);
      // The wallet's Balance needs its reserved account too, locked (last in the lock order) so
      // that no other posting changes it before this one commits.
      const reserved = await query(
        `SELECT balance FROM ledger_accounts WHERE organization_id = $1 AND environment = $2::"Environment"
           AND kind = 'wallet_reserved' AND currency = 'USD' AND owner_id = '' FOR UPDATE`,
        [tenant.organizationId, tenant.environment],
      );
      const walletBalance = balanceObject(
        tenant,
        "USD",
        posted.find((entry) => entry.kind === "wallet_available")!.balance,
        BigInt(reserved.rows[0].balance as string | number | bigint),
      );
      const items = [
        { id: newId("ctx"), type: "topup", amount },
        ...(fee > 0n ? [{ id: newId("ctx"), type: "fee", amount: fee }] : []),
      ];
      const params: unknown[] = [tenant.organizationId, tenant.environment, cardId];
      const values = items.map((item) => {
        params.push(item.id, item.type, item.amount.toString());
        return `($${params.length - 2}, $1, $2::"Environment", $3, $${params.length - 1}, 'succeeded', $${params.length}, 'USD'::"Currency")`;
      });
      await query(`INSERT INTO card_transactions (id, organization_id, environment, card_id, type, status, amount, currency) VALUES ${values.join(", ")}`, params);
      const transactionViews = items.map((item) => ({
        id: item.id,
        object: "card_transaction",
        card_id: cardId,
        type: item.type,
        status: "succeeded",
        amount: Number(item.amount),
        currency: "USD",
        merchant: { name: null, mcc: null, country: null },
        created_at: now.toISOString(),
        test_data: tenant.environment === "sandbox",
      }));
      const balance = posted.find((entry) => entry.kind === "card_balance")!.balance;
      const view = {
        id: newId("cop"),
        object: "card_operation",
        type: "fund",
        card_id: cardId,
        amount: Number(amount),
        fee: Number(fee),
        fee_breakdown: { topup: Number(fee) },
        status: "succeeded",
        card: {
          id: cardId,
          object: "card",
          environment: tenant.environment,
          product: card.product,
          network: card.network,
          currency: "USD",
          status: card.status,
          cardholder: { first_name: card.cardholder_first_name, last_name: card.cardholder_last_name, email: card.cardholder_email },
          last4: card.last4,
          expiry_month: card.expiry_month,
          expiry_year: card.expiry_year,
          balance: Number(balance),
          reference: card.reference,
          metadata: card.metadata,
          created_at: new Date(card.created_at as string).toISOString(),
          test_data: tenant.environment === "sandbox",
        },
        created_at: now.toISOString(),
        test_data: tenant.environment === "sandbox",
      };
      await insertEvents(query, tenant, [
        ...transactionViews.map((object) => ({ type: "card_transaction.created", object })),
        { type: "card.funded", object: view },
        { type: "balance.updated", object: walletBalance },
      ]);
      body = JSON.stringify(view);
      await query(
        `UPDATE idempotency_records SET state = 'completed', response_status = 200, response_body = $4
         WHERE organization_id = $1 AND environment = $2::"Environment" AND key = $3`,
        [tenant.organizationId, tenant.environment, key, body],
      );
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replay(store, tenant, key, fingerprint);
    if (error instanceof Insufficient) throw new HttpError(402, "insufficient_funds");
    throw error;
  }
  return { status: 200, body };
}

const currencyCodes = ["USD", "EUR", "GBP", "XOF", "XAF", "NGN", "GHS", "KES"];

/** GET /balances: every currency's wallet from its two ledger accounts, as the service answers it. */
async function listBalances(store: Store, tenant: Tenant): Promise<Answer> {
  const { rows } = await store.query(
    `SELECT kind::text AS kind, currency::text AS currency, balance FROM ledger_accounts
     WHERE organization_id = $1 AND environment = $2::"Environment" AND kind IN ('wallet_available', 'wallet_reserved') AND owner_id = ''`,
    [tenant.organizationId, tenant.environment],
  );
  const balance = (currency: string, kind: string) => BigInt((rows.find((r) => r.currency === currency && r.kind === kind)?.balance as string | undefined) ?? 0);
  const data = currencyCodes.map((currency) => balanceObject(tenant, currency, balance(currency, "wallet_available"), balance(currency, "wallet_reserved")));
  return { status: 200, body: JSON.stringify({ object: "list", data }) };
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

if (mode === "storage") {
  const store = process.env.DATABASE_URL ? pgStore(process.env.DATABASE_URL) : await pgliteStore(process.env.FLOOR_DATA_DIR!);
  const server = http.createServer(async (request, response) => {
    let answer: Answer;
    try {
      const text = await readBody(request);
      const tenant = await authenticate(store, request.headers.authorization);
      if (request.method === "GET" && request.url === "/sandbox/v1/balances") {
        answer = await listBalances(store, tenant);
        return respond(answer);
      }
      const key = request.headers["idempotency-key"];
      if (typeof key !== "string" || key.length === 0 || key.length > 255) throw new HttpError(400, "idempotency_key_required");
      const input = JSON.parse(text);
      const url = request.url ?? "";
      const card = /^\/sandbox\/v1\/cards\/([^/]+)\/fund$/.exec(url);
      if (request.method === "POST" && url === "/sandbox/v1/transfers") answer = await createTransfer(store, tenant, key, input);
      else if (request.method === "POST" && card) answer = await fundCard(store, tenant, key, card[1], input);
      else throw new HttpError(404, "not_found");
    } catch (error) {
      if (!(error instanceof HttpError)) console.error(error);
      const status = error instanceof HttpError ? error.status : 500;
      answer = { status, body: JSON.stringify({ error: { code: error instanceof HttpError ? error.code : "internal_error" } }) };
    }
    respond(answer);

    function respond({ status, body, replayed }: Answer) {
      response.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      response.end(body);
    }
  });
  shutdown = () => {
    server.close();
    server.closeAllConnections();
    store.close().finally(() => process.exit(0));
  };
  listen(server);
}

if (mode !== "http" && mode !== "storage") {
  console.error("usage: floor-server.ts http|storage");
  process.exit(2);
}
