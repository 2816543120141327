// The admin command line (docs/operations.md#admin-command-line), run as a child process on a fresh
// embedded database: one JSON object on stdout and exit 0, or a message on stderr and a non-zero
// exit. Each spawn loads the WebAssembly engines, so the commands are grouped into few tests.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { test, expect } from "../support/fixtures.js";
import { entryArgs } from "../support/entry.js";
import { openDatabase } from "../../src/db/database.js";
import { projectRoot } from "../../src/db/migrations.js";

const allScopes = ["balances:read", "transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"];
const spawnTimeoutMs = 30_000;

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(dataDir: string, args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // always the embedded database, even when the suite runs on PostgreSQL
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entryArgs("src/admin/cli.ts", ...args), {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`admin ${args.join(" ")} did not finish in ${spawnTimeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, spawnTimeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs a command that must succeed and returns the one JSON object it printed. */
async function ok(dataDir: string, args: string[]): Promise<any> {
  const result = await runCli(dataDir, args);
  expect(result.code, `admin ${args.join(" ")} failed: ${result.stderr}`).toBe(0);
  const lines = result.stdout.split("\n").filter((line) => line.length > 0);
  expect(lines, `admin ${args.join(" ")} must print exactly one JSON line`).toHaveLength(1);
  expect(result.stdout.endsWith("\n")).toBe(true);
  const parsed = JSON.parse(lines[0]);
  expect(typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)).toBe(true);
  return parsed;
}

/** Runs a command that must fail: non-zero exit, a message on stderr, nothing on stdout. */
async function fails(dataDir: string, args: string[]): Promise<CliResult> {
  const result = await runCli(dataDir, args);
  expect(result.code, `admin ${args.join(" ")} should fail`).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(result.stderr.trim().length).toBeGreaterThan(0);
  expect(result.stdout).toBe("");
  return result;
}

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "payments-admin-"));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("admin command line", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = freshDataDir();
  });

  test("migrate on a fresh embedded database applies nothing: it starts from the template, migrated", { timeout: 90_000 }, async () => {
    // test/database/embedded-template.test.ts checks that the template holds every committed migration.
    const first = await ok(dataDir, ["migrate"]);
    expect(first).toEqual({ applied: [] });
    const second = await ok(dataDir, ["migrate"]);
    expect(second).toEqual({ applied: [] });
  });

  test("org:create, org:activate, key:create, key:revoke and ledger:verify", { timeout: 240_000 }, async () => {
    const org = await ok(dataDir, ["org:create", "--name", "Acme"]);
    expect(org).toEqual({ id: expect.stringMatching(/^org_/), name: "Acme", live_activated: false });
    expect(org.id.length).toBeLessThanOrEqual(64);

    const activatedAtBirth = await ok(dataDir, ["org:create", "--name", "Beta Corp", "--live-activated"]);
    expect(activatedAtBirth).toEqual({ id: expect.stringMatching(/^org_/), name: "Beta Corp", live_activated: true });
    expect(activatedAtBirth.id).not.toBe(org.id);

    const activated = await ok(dataDir, ["org:activate", "--org", org.id]);
    expect(activated).toEqual({ id: org.id, name: "Acme", live_activated: true });

    const key = await ok(dataDir, ["key:create", "--org", org.id, "--env", "sandbox"]);
    expect(key).toEqual({
      id: expect.stringMatching(/^key_/),
      secret: expect.stringMatching(/^gs_test_/),
      prefix: expect.any(String),
      environment: "sandbox",
      scopes: expect.any(Array),
    });
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect([...key.scopes].sort()).toEqual([...allScopes].sort());

    const limited = await ok(dataDir, ["key:create", "--org", org.id, "--env", "live", "--scopes", "balances:read,cards:read"]);
    expect(limited).toMatchObject({ id: expect.stringMatching(/^key_/), secret: expect.stringMatching(/^gs_live_/), environment: "live" });
    expect(limited.prefix).toBe(limited.secret.slice(0, 12));
    expect([...limited.scopes].sort()).toEqual(["balances:read", "cards:read"]);

    const badScope = await fails(dataDir, ["key:create", "--org", org.id, "--env", "sandbox", "--scopes", "balances:read,money:print"]);
    expect(badScope.stderr).toMatch(/money:print/);

    const revoked = await ok(dataDir, ["key:revoke", "--key", key.id]);
    expect(revoked).toEqual({ id: key.id, revoked: true });

    const verified = await ok(dataDir, ["ledger:verify"]);
    expect(verified).toMatchObject({ ok: true, accounts: expect.any(Number), transactions: expect.any(Number), entries: expect.any(Number) });
    // Two organizations, each with funded Sandbox wallets: one opening posting (two entries) per currency.
    expect(verified.accounts).toBeGreaterThan(0);
    expect(verified.transactions).toBeGreaterThanOrEqual(16);
    expect(verified.entries).toBeGreaterThanOrEqual(2 * verified.transactions);

    // Secrets are stored only as a hash (docs/operations.md#admin-command-line): read the database
    // the CLI wrote.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.prisma.apiKey.findMany({ orderBy: { id: "asc" } });
      expect(rows.map((r) => r.id).sort()).toEqual([key.id, limited.id].sort());
      const stored = rows.find((r) => r.id === key.id)!;
      expect(stored.secretHash).toBe(createHash("sha256").update(key.secret).digest("hex"));
      expect(stored.prefix).toBe(key.prefix);
      expect(stored.revokedAt).toBeInstanceOf(Date);
      expect(stored.organizationId).toBe(org.id);
      // Not in any column of any table.
      const tables = await database.prisma.$queryRaw<Array<{ table_name: string }>>`
        SELECT table_name::text AS table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
      expect(tables.map((t) => t.table_name)).toContain("api_keys");
      for (const { table_name } of tables) {
        const dump = await database.prisma.$queryRawUnsafe<Array<{ row: string }>>(
          `SELECT row_to_json(t)::text AS row FROM "${table_name.replace(/"/g, '""')}" t`,
        );
        for (const { row } of dump) {
          expect(row).not.toContain(key.secret);
          expect(row).not.toContain(limited.secret);
          expect(row).not.toContain(key.secret.slice(8)); // the random part without its prefix
        }
      }
    } finally {
      await database.close();
    }
  });

  test("session:create: a token minted by the newest working key holding the scopes, and a dashboard link carrying it", { timeout: 240_000 }, async () => {
    const org = await ok(dataDir, ["org:create", "--name", "Session Corp"]);
    const full = await ok(dataDir, ["key:create", "--org", org.id, "--env", "sandbox"]);
    const limited = await ok(dataDir, ["key:create", "--org", org.id, "--env", "sandbox", "--scopes", "balances:read,transfers:read"]);
    // The link's origin is where the service listens (HOST, PORT), as `npm start` prints it.
    const origin = `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? "4000"}`;

    // Without --scopes: the newest working key (the limited one), with all of its scopes, 15 minutes.
    const minted = await ok(dataDir, ["session:create", "--org", org.id, "--env", "sandbox"]);
    expect(minted).toEqual({
      id: expect.stringMatching(/^st_/),
      object: "session_token",
      token: expect.stringMatching(/^gst_test_[A-Za-z0-9_-]+$/),
      scopes: ["balances:read", "transfers:read"],
      trusted_documents_only: true,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
      dashboard_url: `${origin}/dashboard#token=${minted.token}`,
    });
    expect(Date.parse(minted.expires_at) - Date.parse(minted.created_at)).toBe(900_000);

    // A scope the newest key lacks: the newest key holding it (the full one); --ttl sets the lifetime.
    const writing = await ok(dataDir, ["session:create", "--org", org.id, "--env", "sandbox", "--scopes", "transfers:write,balances:read", "--ttl", "120"]);
    expect(writing.scopes).toEqual(["transfers:write", "balances:read"]);
    expect(Date.parse(writing.expires_at) - Date.parse(writing.created_at)).toBe(120_000);

    // --with-rest: not limited to trusted documents, so the dashboard can download CSV exports with it.
    const exporting = await ok(dataDir, ["session:create", "--org", org.id, "--env", "sandbox", "--with-rest"]);
    expect(exporting).toMatchObject({ scopes: ["balances:read", "transfers:read"], trusted_documents_only: false });

    // The API's own rules: a lifetime out of range, an unknown scope.
    expect((await fails(dataDir, ["session:create", "--org", org.id, "--env", "sandbox", "--ttl", "30"])).stderr).toMatch(/expiresInSeconds/);
    expect((await fails(dataDir, ["session:create", "--org", org.id, "--env", "sandbox", "--ttl", "soon"])).stderr).toMatch(/--ttl/);
    expect((await fails(dataDir, ["session:create", "--org", org.id, "--env", "sandbox", "--scopes", "money:print"])).stderr).toMatch(/money:print/);

    // No working key holding the scopes: revoked, expired, or none in that environment.
    await ok(dataDir, ["key:revoke", "--key", full.id]);
    const noneHolding = await fails(dataDir, ["session:create", "--org", org.id, "--env", "sandbox", "--scopes", "transfers:write"]);
    expect(noneHolding.stderr).toContain(`Organization ${org.id} has no working sandbox API key holding transfers:write to mint a session token with: create one with key:create.`);
    await ok(dataDir, ["key:create", "--org", org.id, "--env", "live", "--expires-at", "2001-01-01T00:00:00Z"]);
    expect((await fails(dataDir, ["session:create", "--org", org.id, "--env", "live"])).stderr).toContain("no working live API key to mint a session token with: create one with key:create.");
    expect((await fails(dataDir, ["session:create", "--org", org.id, "--env", "staging"])).stderr).toMatch(/--env/);
    expect((await fails(dataDir, ["session:create", "--org", "org_missing", "--env", "sandbox"])).stderr).toMatch(/org_missing/);

    // Stored as the API stores a token: its hash, its minting key, its lifetime.
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.prisma.sessionToken.findMany({ where: { organizationId: org.id }, orderBy: { id: "asc" } });
      expect(rows.map((r) => ({ id: r.id, apiKeyId: r.apiKeyId, lifetimeSeconds: r.lifetimeSeconds, trusted: r.trustedDocumentsOnly }))).toEqual([
        { id: minted.id, apiKeyId: limited.id, lifetimeSeconds: 900, trusted: true },
        { id: writing.id, apiKeyId: full.id, lifetimeSeconds: 120, trusted: true },
        { id: exporting.id, apiKeyId: limited.id, lifetimeSeconds: 900, trusted: false },
      ]);
      expect(rows[0].tokenHash).toBe(createHash("sha256").update(minted.token).digest("hex"));
    } finally {
      await database.close();
    }
  });

  test("usage errors: unknown command, missing flag, unknown organization", { timeout: 120_000 }, async () => {
    const unknown = await fails(dataDir, ["org:destroy"]);
    expect(unknown.stderr).toMatch(/usage/i);
    expect((await fails(dataDir, [])).stderr).toMatch(/usage/i);
    expect((await fails(dataDir, ["org:create"])).stderr).toMatch(/--name/);
    expect((await fails(dataDir, ["key:create", "--org", "org_missing", "--env", "sandbox"])).stderr).toMatch(/org_missing/);
  });

  test("the embedded database is single-process: the CLI fails clearly while another process holds it", { timeout: 120_000 }, async () => {
    const held = freshDataDir();
    const database = await openDatabase({ dataDir: held });
    let closed = false;
    try {
      await database.migrate();
      const locked = await fails(held, ["org:create", "--name", "Locked Out"]);
      expect(locked.stderr).toContain(held);
      expect(locked.stderr).toMatch(/in use/i);
      // Nothing was written by the refused command.
      expect(await database.prisma.organization.count()).toBe(0);
      await database.close();
      closed = true;
      const created = await ok(held, ["org:create", "--name", "After Close"]);
      expect(created).toMatchObject({ id: expect.stringMatching(/^org_/), name: "After Close", live_activated: false });
    } finally {
      if (!closed) await database.close();
    }
  });
});
