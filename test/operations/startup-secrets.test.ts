// Deployment secrets at start-up (docs/operations.md#deployment-secrets): on PostgreSQL the service
// refuses to start unless CARD_DETAILS_SECRET, WEBHOOK_SECRET_KEY and
// IDEMPOTENCY_FINGERPRINT_SECRET come from the environment or from <NAME>_FILE, and removes what an
// earlier version generated into service_settings (webhook secrets sealed under the generated key
// are sealed again first), so a database dump alone reveals none of them. Each instance is a real
// src/main.ts child process (test/support/entry.ts).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe } from "vitest";
import pg from "pg";
import { test, expect } from "../support/fixtures.js";
import { entryArgs } from "../support/entry.js";
import { decryptWebhookSecret, encryptWebhookSecret } from "../../src/domain/webhooks/secrets.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const secretNames = ["CARD_DETAILS_SECRET", "WEBHOOK_SECRET_KEY", "IDEMPOTENCY_FINGERPRINT_SECRET"] as const;
const goodSecrets = {
  CARD_DETAILS_SECRET: "startup-card-secret-0123456789abcdef0123",
  WEBHOOK_SECRET_KEY: "7a".repeat(32),
  IDEMPOTENCY_FINGERPRINT_SECRET: "startup-fingerprint-0123456789abcdef0123",
};
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "payments-startup-"));
  tempDirs.push(dir);
  return dir;
}

/**
 * Starts `src/main.ts` with exactly these settings (no secret inherited from the test run) and
 * resolves once it listens, or with its exit code and output if it stops first.
 */
function start(settings: Record<string, string>): Promise<{ listening: boolean; code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...secretNames, ...secretNames.map((n) => `${n}_FILE`), "DATABASE_URL", "REDIS_URL", "DATA_DIR", "PORT", "LOG_LEVEL"]) delete env[name];
  Object.assign(env, { HOST: "127.0.0.1", PORT: "0", DATA_DIR: tempDir(), LOG_LEVEL: "warn", ...settings });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, entryArgs("src/main.ts"), { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let listening = false;
    const onOutput = (chunk: Buffer) => {
      output += String(chunk);
      if (!listening && output.includes("/graphql")) {
        listening = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    child.once("close", (code) => resolve({ listening, code, output }));
  });
}

const postgresUrl = process.env.DATABASE_URL;

/** A database of its own for each start, created on the test run's PostgreSQL server. */
async function freshDatabase(): Promise<{ url: string; client: pg.Client; drop(): Promise<void> }> {
  const name = `payments_startup_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    client,
    async drop() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe("deployment secrets at start-up", () => {
  // Four starts of a child process: a budget for a busy machine, not a timing (the default 30 s
  // ran out once in CI, with the suites for both databases running at once).
  test("a malformed secret, or one set both directly and by file, stops the start with a message naming it (embedded too)", { timeout: 120_000 }, async () => {
    const short = await start({ WEBHOOK_SECRET_KEY: "abc", CARD_DETAILS_SECRET: "short" });
    expect(short.listening).toBe(false);
    expect(short.code).not.toBe(0);
    expect(short.output).toContain("WEBHOOK_SECRET_KEY must be 64 hex characters");
    expect(short.output).toContain("CARD_DETAILS_SECRET must be at least 32 characters");
    const file = path.join(tempDir(), "key");
    writeFileSync(file, `${goodSecrets.WEBHOOK_SECRET_KEY}\n`);
    const both = await start({ WEBHOOK_SECRET_KEY: goodSecrets.WEBHOOK_SECRET_KEY, WEBHOOK_SECRET_KEY_FILE: file });
    expect(both.listening).toBe(false);
    expect(both.output).toContain("WEBHOOK_SECRET_KEY and WEBHOOK_SECRET_KEY_FILE are both set");
    // Any other setting that does not fit stops the start the same way (src/config.ts).
    const badSettings = await start({ LOG_LEVEL: "verbose", PORT: "http" });
    expect(badSettings.listening).toBe(false);
    expect(badSettings.output).toContain('Could not start: invalid settings: PORT must be a whole number from 0 to 65535, not "http"; LOG_LEVEL must be one of');
    const unreadable = await start({ CARD_DETAILS_SECRET_FILE: path.join(tempDir(), "missing") });
    expect(unreadable.listening).toBe(false);
    expect(unreadable.output).toMatch(/CARD_DETAILS_SECRET_FILE names .* which cannot be read \(ENOENT\)/);
  });

  test("the embedded database may start without any: it generates them", async () => {
    const started = await start({});
    expect(started.listening, started.output).toBe(true);
  });

  // Five starts of a child process: a budget for a busy machine, not a timing.
  test.skipIf(!postgresUrl)("on PostgreSQL, each missing secret stops the start, named; from the environment or a file it starts", { timeout: 120_000 }, async () => {
    const database = await freshDatabase();
    try {
      for (const missing of secretNames) {
        const settings: Record<string, string> = { DATABASE_URL: database.url, ...goodSecrets };
        delete settings[missing];
        const refused = await start(settings);
        expect(refused.listening, refused.output).toBe(false);
        expect(refused.code).not.toBe(0);
        expect(refused.output).toContain(`${missing} (or ${missing}_FILE) is not set`);
        for (const other of secretNames.filter((name) => name !== missing)) expect(refused.output).not.toContain(`${other} (or`);
      }
      const files = tempDir();
      const fromFiles: Record<string, string> = { DATABASE_URL: database.url };
      for (const name of secretNames) {
        writeFileSync(path.join(files, name), `${goodSecrets[name]}\n`);
        fromFiles[`${name}_FILE`] = path.join(files, name);
      }
      const started = await start(fromFiles);
      expect(started.listening, started.output).toBe(true);
      expect((await database.client.query("SELECT key FROM service_settings")).rows).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  test.skipIf(!postgresUrl)("on PostgreSQL, values an earlier version generated leave the database; its webhook secrets are sealed again first", async () => {
    const database = await freshDatabase();
    try {
      // Migrate the database with a first start, then leave what an earlier version would have.
      expect((await start({ DATABASE_URL: database.url, ...goodSecrets })).listening).toBe(true);
      const generatedKey = "3c".repeat(32);
      await database.client.query(
        "INSERT INTO service_settings (key, value) VALUES ('webhook_secret_key', $1), ('card_details_secret', 'old-card'), ('idempotency_fingerprint_secret', 'old-fp')",
        [generatedKey],
      );
      const endpoint = { organizationId: "org_startup", id: "we_startup" };
      const secret = "whsec_sealed_by_an_earlier_version";
      // Sealed under the generated key, as the earlier version did: the label names the key, and
      // only the endpoint is bound into the ciphertext, so sealing under that key and labelling
      // it "db" gives the very same form.
      const saved = process.env.WEBHOOK_SECRET_KEY;
      process.env.WEBHOOK_SECRET_KEY = generatedKey;
      const sealed = (await encryptWebhookSecret(undefined as never, endpoint, secret).finally(() => {
        if (saved === undefined) delete process.env.WEBHOOK_SECRET_KEY;
        else process.env.WEBHOOK_SECRET_KEY = saved;
      })).replace(/^v1\.env:/, "v1.db:");
      expect(sealed).toMatch(/^v1\.db:/);
      await database.client.query("INSERT INTO organizations (id, name, live_activated, created_at) VALUES ('org_startup', 'Startup', false, now())");
      await database.client.query(
        "INSERT INTO webhook_endpoints (organization_id, environment, id, url, events, secret_ciphertext, created_at) VALUES ('org_startup', 'sandbox', 'we_startup', 'https://hooks.invalid/x', '{}', $1, now())",
        [sealed],
      );
      const restarted = await start({ DATABASE_URL: database.url, ...goodSecrets });
      expect(restarted.listening, restarted.output).toBe(true);
      expect((await database.client.query("SELECT key FROM service_settings")).rows).toEqual([]);
      const [row] = (await database.client.query("SELECT secret_ciphertext FROM webhook_endpoints WHERE id = 'we_startup'")).rows;
      expect(row.secret_ciphertext).toMatch(/^v1\.env:/);
      process.env.WEBHOOK_SECRET_KEY = goodSecrets.WEBHOOK_SECRET_KEY;
      try {
        expect(await decryptWebhookSecret(undefined as never, endpoint, row.secret_ciphertext)).toBe(secret);
      } finally {
        if (saved === undefined) delete process.env.WEBHOOK_SECRET_KEY;
        else process.env.WEBHOOK_SECRET_KEY = saved;
      }
    } finally {
      await database.drop();
    }
  });
});
