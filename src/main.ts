// npm start: migrate, create the demo organization on a fresh embedded database, serve.
import { loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { stopOnSignals } from "./shutdown.js";
import { serviceOrigin } from "./admin/origin.js";

function refuseToStart(error: Error): never {
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error as Error);
}
const logger = createLogger(config.logLevel);

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT) must be set up before the modules they patch (fastify, pg,
// ioredis, graphql) load, so the service is imported after them; unset, none of their code loads.
const telemetry = config.otelExporterEndpoint ? await import("./telemetry.js") : undefined;
const { createService } = await import("./service.js");
const { bootstrapDemoOrganization } = await import("./admin/demo.js");

const service = await createService(config, logger).catch(refuseToStart);
if (service.appliedMigrations.length > 0) logger.info({ applied: service.appliedMigrations }, "migrations applied");

const demo = service.database.kind === "embedded" ? await bootstrapDemoOrganization(service.domain) : undefined;

await service.app.listen({ host: config.host, port: config.port });
const address = service.app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const origin = serviceOrigin(config.host, port);

const lines = [
  "",
  `Payments API (${service.database.kind === "embedded" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
  `  Sandbox REST  ${origin}/sandbox/v1`,
  `  Live REST     ${origin}/v1`,
  `  GraphQL       ${origin}/graphql  (open it in a browser for GraphiQL)`,
  `  Dashboard     ${origin}/dashboard  (sign in with an API key: it is exchanged for a session token)`,
];
if (demo) {
  lines.push(
    "",
    `Created the demo organization ${demo.organization.name} (${demo.organization.id}).`,
    "Its Sandbox API key, shown this once and stored only as a hash:",
    `  ${demo.key.secret}`,
    `Try: curl -H "Authorization: Bearer ${demo.key.secret}" ${origin}/sandbox/v1/balances`,
    // In the fragment, which a browser never sends: GraphiQL takes the key from it (graphiql-page.ts).
    `Or open GraphiQL with it: ${origin}/graphql#key=${demo.key.secret}`,
    `Or the dashboard, with a link that offers it: ${origin}/dashboard#key=${demo.key.secret}`,
  );
}
process.stdout.write(lines.join("\n") + "\n\n");

stopOnSignals(async () => {
  await service.close();
  await telemetry?.stopTelemetry();
}, config.shutdownTimeoutMs, logger);
