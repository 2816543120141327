// npm run -s admin -- <command> [flags] (docs/operations.md#admin-command-line). Prints one JSON
// object on stdout and exits 0; on failure a message on stderr and a non-zero exit.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { openDatabase, type Database } from "../db/database.js";
import { createDomain, type Domain } from "../domain/domain.js";
import { ApiError } from "../domain/errors.js";
import { activateOrganization, createOrganization } from "../domain/auth/organizations.js";
import { createApiKey, parseScopes, revokeApiKey } from "../domain/auth/api-keys.js";
import { createAdminSessionToken } from "../domain/auth/admin-session-tokens.js";
import type { Environment } from "../domain/auth/principal.js";
import { answerStatus } from "../http/answer-statuses.js";
import { publicForms } from "../http/rest/public-forms.js";
import { renderIssuedSessionToken } from "../http/rest/session-tokens.js";
import { serviceOrigin } from "./origin.js";

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`--${flag} is required`);
  return value;
}

function environmentFlag(value: string | undefined): Environment {
  const env = required(value, "env");
  if (env !== "sandbox" && env !== "live") throw new UsageError("--env must be sandbox or live");
  return env;
}

function scopesFlag(value: string | undefined) {
  return value === undefined ? undefined : parseScopes(value.split(",").map((s) => s.trim()).filter(Boolean));
}

const commands: Record<string, (domain: Domain, database: Database, argv: string[]) => Promise<object>> = {
  async migrate(_domain, database) {
    return { applied: await database.migrate() };
  },
  async "org:create"(domain, _db, argv) {
    const { values } = parseArgs({ args: argv, options: { name: { type: "string" }, "live-activated": { type: "boolean" } } });
    return createOrganization(domain, { name: required(values.name, "name"), liveActivated: values["live-activated"] ?? false });
  },
  async "org:activate"(domain, _db, argv) {
    const { values } = parseArgs({ args: argv, options: { org: { type: "string" } } });
    return activateOrganization(domain, required(values.org, "org"));
  },
  async "key:create"(domain, _db, argv) {
    const { values } = parseArgs({
      args: argv,
      options: { org: { type: "string" }, env: { type: "string" }, scopes: { type: "string" }, "expires-at": { type: "string" } },
    });
    const environment = environmentFlag(values.env);
    const expiresAt = values["expires-at"] === undefined ? undefined : new Date(values["expires-at"]);
    if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new UsageError("--expires-at must be an ISO 8601 date-time");
    const key = await createApiKey(domain, { organizationId: required(values.org, "org"), environment, scopes: scopesFlag(values.scopes), expiresAt });
    const { expires_at, ...shown } = key;
    return expires_at ? key : shown;
  },
  async "key:revoke"(domain, _db, argv) {
    const { values } = parseArgs({ args: argv, options: { key: { type: "string" } } });
    return revokeApiKey(domain, required(values.key, "key"));
  },
  // A session token for the dashboard, minted by the organization's newest working key of the
  // environment holding the scopes, and a link that hands it over (#token=, in the fragment, which
  // a browser never sends). --with-rest: not limited to trusted documents, so that the dashboard
  // can download CSV exports (REST) with it.
  async "session:create"(domain, _db, argv) {
    const { values } = parseArgs({
      args: argv,
      options: { org: { type: "string" }, env: { type: "string" }, scopes: { type: "string" }, ttl: { type: "string" }, "with-rest": { type: "boolean" } },
    });
    const environment = environmentFlag(values.env);
    const ttl = values.ttl === undefined ? undefined : Number(values.ttl);
    if (ttl !== undefined && !Number.isInteger(ttl)) throw new UsageError("--ttl must be a whole number of seconds");
    const token = await createAdminSessionToken(domain, {
      organizationId: required(values.org, "org"),
      environment,
      scopes: scopesFlag(values.scopes),
      expiresInSeconds: ttl,
      withRest: values["with-rest"] ?? false,
    });
    const dashboardUrl = `${serviceOrigin(domain.config.host, domain.config.port)}/dashboard#token=${token.token}`;
    return { ...renderIssuedSessionToken(token), dashboard_url: dashboardUrl };
  },
  async "ledger:verify"(domain) {
    return domain.stores.ledger.verify();
  },
};

async function main(): Promise<number> {
  const [command, ...argv] = process.argv.slice(2);
  const run = command ? commands[command] : undefined;
  if (!run) {
    process.stderr.write(`usage: npm run -s admin -- <${Object.keys(commands).join("|")}> [flags]\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    if (command !== "migrate") await database.migrate();
    const domain = createDomain({ database, config, logger: createLogger("warn", process.stderr as never), answerStatus, publicForms });
    const result = await run(domain, database, argv);
    process.stdout.write(JSON.stringify(result) + "\n");
    if ("ok" in result && result.ok === false) {
      process.stderr.write("The ledger failed verification.\n");
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    const message = error instanceof ApiError || error instanceof UsageError ? error.message : error.message || String(error);
    process.stderr.write(`admin: ${message}\n`);
    process.exit(1);
  },
);
