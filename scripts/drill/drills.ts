// The five drills: each a fault made while run.ts's load runs (its timeline counted from the
// load's start) and what puts things back afterwards. run.ts then checks the invariants.
import { readFileSync } from "node:fs";
import * as cluster from "./cluster.js";
import { sleep, stop, waitFor } from "./procs.js";

export interface DrillContext {
  ports: cluster.Ports;
  postgres: cluster.Postgres;
  haproxySocket: string;
  tmp: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  say: (line: string) => void;
}

export interface Drill {
  id: string;
  name: string;
  loadSeconds: number;
  fault: (context: DrillContext) => Promise<void>;
  after?: (context: DrillContext) => Promise<void>;
}

const setRates = (context: DrillContext, rates: object) =>
  fetch(`http://127.0.0.1:${context.ports.provider}/control/rates`, { method: "PUT", body: JSON.stringify(rates) }).then((response) => response.json());

async function restartInstance(context: DrillContext, index: number) {
  cluster.startInstance(index, context.ports, context.env, context.logDir);
  await cluster.waitReady(context.ports.instances[index], 60_000);
}

export const drills: Drill[] = [
  {
    id: "1",
    name: "kill -9 two instances",
    loadSeconds: 30,
    async fault(context) {
      await sleep(5_000);
      await stop("instance1", "SIGKILL");
      context.say("kill -9 instance1");
      await sleep(7_000);
      await stop("instance2", "SIGKILL");
      context.say("kill -9 instance2 (instance3 alone)");
      await sleep(8_000);
      await Promise.all([restartInstance(context, 0), restartInstance(context, 1)]);
      context.say("instance1 and instance2 restarted and ready");
    },
  },
  {
    id: "2",
    name: "kill -9 the PostgreSQL primary",
    loadSeconds: 40,
    async fault(context) {
      const { postgres } = context;
      const primary = await postgres.primaryIndex();
      if (primary === undefined) throw new Error("no primary to kill");
      const name = postgres.nodeName(primary);
      await sleep(5_000);
      // The whole node dies, as a machine would: its postmaster and its pg_autoctl keeper (which
      // would otherwise restart postgres within a second, before any failover).
      const postmaster = Number(readFileSync(`${postgres.dir}/${name}/postmaster.pid`, "utf8").split("\n")[0]);
      process.kill(postmaster, "SIGKILL");
      await stop(`pg-${name}`, "SIGKILL", 1_000);
      const killedAt = Date.now();
      context.say(`kill -9 ${name} (the primary: postmaster ${postmaster} and its keeper)`);
      await waitFor("the standby to be promoted", async () => {
        const now = await postgres.primaryIndex();
        return now !== undefined && now !== primary;
      }, 60_000, 250);
      context.say(`${postgres.nodeName(1 - primary)} promoted ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
      await waitFor("the API to answer /readyz through HAProxy", async () => (await fetch(`http://127.0.0.1:${context.ports.api}/readyz`)).status === 200, 60_000, 250);
      context.say(`service ready again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill; ${name} started again, to rejoin as standby`);
      postgres.rerunNode(primary);
    },
    async after(context) {
      await context.postgres.waitHealthy(180_000);
      context.say("formation healthy again: one primary, one secondary");
    },
  },
  {
    id: "3",
    name: "Redis unreachable for 30 s",
    loadSeconds: 45,
    async fault(context) {
      await sleep(5_000);
      await stop("redis", "SIGKILL");
      context.say("redis stopped (kill -9)");
      await sleep(30_000);
      cluster.startRedis(context.tmp, context.ports, context.logDir);
      context.say("redis started again");
    },
  },
  {
    id: "4",
    name: "provider: 20 % of calls time out, half of them paid",
    loadSeconds: 30,
    async fault(context) {
      // hang: nothing paid, no answer; payThenHang: paid, no answer; statusFail: the status asked
      // after a timeout fails too, so the transfer is left to recovery (TRANSFER_RECOVERY_AFTER_MS).
      await setRates(context, { hang: 0.1, payThenHang: 0.1, statusFail: 0.05 });
      context.say("provider rates: hang 10 %, pay-then-hang 10 %, status fails 5 %");
    },
    async after(context) {
      await setRates(context, {});
      context.say("provider well-behaved again");
    },
  },
  {
    id: "5",
    name: "rolling restart (SIGTERM, drained by HAProxy)",
    loadSeconds: 45,
    async fault(context) {
      await sleep(3_000);
      for (let index = 0; index < 3; index++) {
        const server = `payments/i${index + 1}`;
        // HAProxy sends it no new request; those in flight finish during the graceful stop.
        await cluster.haproxyCommand(context.haproxySocket, `set server ${server} state drain`);
        await sleep(1_000);
        const started = Date.now();
        const code = await cluster.stopInstance(index, "SIGTERM");
        context.say(`instance${index + 1} exited ${code} after SIGTERM in ${Date.now() - started} ms`);
        await restartInstance(context, index);
        await cluster.haproxyCommand(context.haproxySocket, `set server ${server} state ready`);
        context.say(`instance${index + 1} ("new version") ready and back in HAProxy`);
        await sleep(2_000);
      }
    },
  },
];
