// What the GraphQL transport costs over REST for the same operation, in-process: `ping` (the key's
// organization, no statement once the key is cached) through Fastify's inject, as GraphQL and as
// REST, in alternating rounds; prints the service's CPU µs per request of each. No sockets, no
// database work and no load generator, so a change to the GraphQL path shows in a minute rather
// than in `npm run bench`'s noise (docs/bench-history.md). Two of these run at once
// (one per variant) share the machine's slow stretches, as the bench's A/B does.
//
// Usage: NODE_ENV=production node --import tsx bench/transport.ts [iterations=5000] [rounds=6] [rest|graphql]
// (WARMUP: requests of each kind before the first round, 15000 by default.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createService } from "../src/service.js";
import { bootstrapDemoOrganization } from "../src/admin/demo.js";

const iterations = Number(process.argv[2] ?? 5000);
const rounds = Number(process.argv[3] ?? 6);
const only = process.argv[4];
const warmup = Number(process.env.WARMUP ?? 15000);

const dataDir = mkdtempSync(path.join(tmpdir(), "payments-transport-"));
const service = await createService(
  { ...loadConfig(), dataDir, databaseUrl: undefined, redisUrl: undefined, rateLimitRps: 1e9, rateLimitBurst: 2e9 },
  createLogger("warn"),
);
const demo = await bootstrapDemoOrganization(service.domain);
if (!demo) throw new Error("the fresh embedded database has no demo organization");
const authorization = `Bearer ${demo.key.secret}`;
const graphqlBody = JSON.stringify({ query: "query Ping { ping { environment organization { id } serverTime } }" });

type Shot = () => Promise<{ statusCode: number; body: string }>;
const shots: Array<[string, Shot]> = (
  [
    ["rest", () => service.app.inject({ method: "GET", url: "/sandbox/v1/ping", headers: { authorization } })],
    [
      "graphql",
      () =>
        service.app.inject({
          method: "POST",
          url: "/graphql",
          headers: { authorization, "content-type": "application/json", accept: "application/json" },
          payload: graphqlBody,
        }),
    ],
  ] as Array<[string, Shot]>
).filter(([name]) => !only || name === only);

async function cpuPerRequest(shot: Shot, count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const response = await shot();
    if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(`${response.statusCode} ${response.body}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

try {
  for (const [, shot] of shots) await cpuPerRequest(shot, warmup);
  const results = new Map<string, number[]>(shots.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, shot] of shots) results.get(name)!.push(await cpuPerRequest(shot, iterations));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, values] of results) {
    console.log(`${name.padEnd(8)} median ${median(values).toFixed(1)} µs/request (rounds: ${values.map((v) => v.toFixed(1)).join(", ")})`);
  }
  const rest = results.get("rest");
  const graphql = results.get("graphql");
  if (rest && graphql) console.log(`graphql − rest: ${(median(graphql) - median(rest)).toFixed(1)} µs/request`);
} finally {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
}
