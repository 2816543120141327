// What the drills run against, all on 127.0.0.1 and all started by run.ts: PostgreSQL as a
// pg_auto_failover formation (a monitor, a primary and a streaming hot standby), HAProxy in front
// of it (only the writable primary passes its check) and in front of three service instances, a
// Redis, and the scripted payout provider.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { start, stop, waitFor, isRunning } from "./procs.js";

const pgBin = "/usr/lib/postgresql/15/bin";
const root = path.resolve(import.meta.dirname, "../..");

export interface Ports {
  monitor: number;
  nodes: [number, number];
  pgFrontend: number;
  redis: number;
  provider: number;
  instances: number[];
  api: number;
}

export function portsFrom(base: number): Ports {
  return { monitor: base, nodes: [base + 1, base + 2], pgFrontend: base + 10, redis: base + 20, provider: base + 30, instances: [base + 41, base + 42, base + 43], api: base + 50 };
}

/** Refuses to start on a port something else listens on: the machine is shared. */
export async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer().once("error", () => reject(new Error(`port ${port} is taken: set DRILL_BASE_PORT`)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

/** apt-get installs what the drills need and is missing, and says so. */
export function installMissing(log: (line: string) => void): void {
  const wanted = [
    { pkg: "haproxy", file: "/usr/sbin/haproxy" },
    { pkg: "postgresql-15-auto-failover", file: "/usr/bin/pg_autoctl" },
    { pkg: "redis-server", file: "/usr/bin/redis-server" },
  ];
  const missing = wanted.filter(({ file }) => {
    try {
      execFileSync("test", ["-x", file]);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  const names = missing.map(({ pkg }) => pkg);
  log(`installing ${names.join(", ")} with apt-get (missing)`);
  execFileSync("apt-get", ["install", "-y", ...names], { stdio: "inherit" });
}

export class Postgres {
  readonly uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
  readonly gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
  readonly dir: string;
  readonly env: NodeJS.ProcessEnv;

  constructor(
    tmp: string,
    readonly ports: Ports,
    readonly logDir: string,
  ) {
    this.dir = path.join(tmp, "pg");
    mkdirSync(this.dir, { recursive: true });
    chownSync(this.dir, this.uid, this.gid);
    // pg_autoctl keeps its configuration and state under XDG directories: ours, not the user's.
    this.env = { PATH: `${pgBin}:/usr/bin:/bin`, HOME: this.dir, XDG_CONFIG_HOME: `${this.dir}/config`, XDG_DATA_HOME: `${this.dir}/data`, XDG_RUNTIME_DIR: `${this.dir}/run` };
  }

  private run(name: string, args: string[]) {
    return start(name, "/usr/bin/pg_autoctl", args, { env: this.env, uid: this.uid, gid: this.gid, cwd: this.dir, logDir: this.logDir });
  }

  private ctl(args: string[]) {
    return execFileSync("/usr/bin/pg_autoctl", args, { env: this.env, uid: this.uid, gid: this.gid, cwd: this.dir, stdio: ["ignore", "pipe", "pipe"] }).toString();
  }

  get monitorUrl() {
    return `postgres://autoctl_node@127.0.0.1:${this.ports.monitor}/pg_auto_failover?sslmode=disable`;
  }

  async monitorQuery<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
    const client = new pg.Client({ host: "127.0.0.1", port: this.ports.monitor, user: "postgres", database: "pg_auto_failover", connectionTimeoutMillis: 2_000 });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  /**
   * A CHECKPOINT on every node that answers: a standby's pg_basebackup (creating it, or rejoining
   * when pg_rewind cannot) waits for the primary's next checkpoint, spread over minutes.
   */
  async nudgeCheckpoints(): Promise<void> {
    await Promise.all(
      this.ports.nodes.map(async (port) => {
        const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres", connectionTimeoutMillis: 1_000 });
        try {
          await client.connect();
          await client.query("CHECKPOINT");
        } catch {
          // down, or a standby mid-restart
        } finally {
          await client.end().catch(() => undefined);
        }
      }),
    );
  }

  /** Each node's name and reported/assigned state, as the monitor sees them. */
  states() {
    return this.monitorQuery<{ nodename: string; reportedstate: string; goalstate: string }>("SELECT nodename, reportedstate::text, goalstate::text FROM pgautofailover.node ORDER BY nodeid");
  }

  async startMonitor(): Promise<void> {
    const pgdata = `${this.dir}/monitor`;
    this.ctl(["create", "monitor", "--pgdata", pgdata, "--pgport", String(this.ports.monitor), "--hostname", "127.0.0.1", "--auth", "trust", "--no-ssl"]);
    // The monitor has no --listen: it would listen on every address.
    this.ctl(["config", "set", "--pgdata", pgdata, "postgresql.listen_addresses", "127.0.0.1"]);
    this.run("pg-monitor", ["run", "--pgdata", pgdata]);
    await waitFor("the pg_auto_failover monitor", async () => (await this.states()).length >= 0, 60_000, 500);
    // Faster health checks than the defaults (a node unhealthy after 20 s), and a shorter wait
    // for a lost primary to report itself demoted before the standby may take writes (30 s):
    // the drill kills the whole primary node, so nothing could write to it meanwhile.
    const settings = { health_check_period: 1000, health_check_retry_delay: 500, health_check_timeout: 1000, health_check_max_retries: 1, node_considered_unhealthy_timeout: 4000, startup_grace_period: 2000, primary_demote_timeout: 8000 };
    for (const [name, value] of Object.entries(settings)) await this.monitorQuery(`ALTER SYSTEM SET pgautofailover.${name} = ${value}`);
    await this.monitorQuery("SELECT pg_reload_conf()");
  }

  nodeName(index: number) {
    return `node${index + 1}`;
  }

  /** Creates and runs data node `index` (0 or 1); the first becomes the primary, the second its standby. */
  async createNode(index: number): Promise<void> {
    const name = this.nodeName(index);
    this.run(`pg-${name}`, [
      "create", "postgres", "--pgdata", `${this.dir}/${name}`, "--pgport", String(this.ports.nodes[index]), "--hostname", "127.0.0.1",
      "--listen", "127.0.0.1", "--name", name, "--dbname", "payments", "--auth", "trust", "--no-ssl", "--monitor", this.monitorUrl, "--run",
    ]);
    const goal = index === 0 ? ["primary", "single"] : ["secondary"];
    await waitFor(`${name} to be ${goal.join(" or ")}`, async () => {
      if (index > 0) await this.nudgeCheckpoints();
      const node = (await this.states()).find((row) => row.nodename === name);
      return !!node && goal.includes(node.reportedstate) && node.reportedstate === node.goalstate;
    }, 120_000, 2_000);
  }

  /** Runs an existing node again (after a kill): it rejoins, as the standby if the other was promoted. */
  rerunNode(index: number) {
    const name = this.nodeName(index);
    if (!isRunning(`pg-${name}`)) this.run(`pg-${name}`, ["run", "--pgdata", `${this.dir}/${name}`]);
  }

  /**
   * The index of the node the monitor has made primary, if any: reported and assigned, since a
   * dead primary's last reported state stays "primary" while its assigned one moves on.
   */
  async primaryIndex(): Promise<number | undefined> {
    const primaryStates = ["primary", "wait_primary", "single"];
    const row = (await this.states()).find((node) => primaryStates.includes(node.reportedstate) && primaryStates.includes(node.goalstate));
    return row ? Number(row.nodename.slice(4)) - 1 : undefined;
  }

  /** Both nodes healthy again: one primary, one secondary. */
  async waitHealthy(timeoutMs: number) {
    await waitFor("a primary and a secondary", async () => {
      await this.nudgeCheckpoints();
      const states = await this.states();
      const reported = states.map((row) => row.reportedstate).sort().join(",");
      return reported === "primary,secondary" && states.every((row) => row.reportedstate === row.goalstate);
    }, timeoutMs, 2_000);
  }
}

/** HAProxy: the PostgreSQL frontend goes to whichever node passes pg-primary-check.sh; the API frontend to instances whose /readyz answers 200. */
export function haproxyConfig(ports: Ports, socket: string): string {
  const check = path.join(root, "scripts/drill/pg-primary-check.sh");
  return `# Written by scripts/drill/cluster.ts for one drill run.
global
  external-check
  insecure-fork-wanted
  stats socket ${socket} level admin

defaults
  timeout connect 2s
  retries 2
  option redispatch

frontend postgres
  mode tcp
  bind 127.0.0.1:${ports.pgFrontend}
  timeout client 1h
  default_backend postgres

# option pgsql-check cannot tell a primary from a standby: ask each node.
backend postgres
  mode tcp
  timeout server 1h
  option external-check
  external-check path "/usr/bin:/bin"
  external-check command ${check}
  # A node that stops being the writable primary has its connections cut, so the pools reconnect.
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
${ports.nodes.map((port, i) => `  server node${i + 1} 127.0.0.1:${port} check`).join("\n")}

frontend api
  mode http
  bind 127.0.0.1:${ports.api}
  timeout client 30s
  default_backend payments

backend payments
  mode http
  option forwardfor
  balance roundrobin
  timeout server 30s
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1
${ports.instances.map((port, i) => `  server i${i + 1} 127.0.0.1:${port} check`).join("\n")}
`;
}

export function startHaproxy(tmp: string, ports: Ports, logDir: string): string {
  const socket = path.join(tmp, "haproxy.sock");
  const cfg = path.join(tmp, "haproxy.cfg");
  writeFileSync(cfg, haproxyConfig(ports, socket));
  chmodSync(path.join(root, "scripts/drill/pg-primary-check.sh"), 0o755);
  execFileSync("/usr/sbin/haproxy", ["-c", "-q", "-f", cfg]);
  start("haproxy", "/usr/sbin/haproxy", ["-db", "-f", cfg], { logDir });
  return socket;
}

/** One command on HAProxy's runtime API (set server payments/i1 state drain, show servers state). */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = "";
    connection.on("data", (chunk) => (answer += chunk.toString()));
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
    connection.end(command + "\n");
  });
}

export function startRedis(tmp: string, ports: Ports, logDir: string) {
  start("redis", "/usr/bin/redis-server", ["--bind", "127.0.0.1", "--port", String(ports.redis), "--save", "", "--appendonly", "no", "--dir", tmp], { logDir });
}

export function startProvider(ports: Ports, logDir: string) {
  // --hang-ms: a hanging answer is held 5 s, past the service's 1.5 s timeout, not a minute.
  start("provider", path.join(root, "node_modules/.bin/tsx"), ["scripts/drill/scripted-provider.ts", "--port", String(ports.provider), "--hang-ms", "5000", "--late-ms", "3000"], {
    cwd: root,
    logDir,
  });
}

export function serviceEnv(ports: Ports, secrets: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.pgFrontend}/payments`,
    DATABASE_POOL_SIZE: "8",
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    SANDBOX_PAYOUT_PROVIDER_URL: `http://127.0.0.1:${ports.provider}`,
    PAYOUT_PROVIDER_TIMEOUT_MS: "1500",
    TRANSFER_RECOVERY_AFTER_MS: "3000",
    SANDBOX_SETTLEMENT_MS: "500",
    WORKER_POLL_MS: "1000",
    RATE_LIMIT_RPS: "2000",
    RATE_LIMIT_BURST: "4000",
    REQUEST_TIMEOUT_MS: "15000",
    SHUTDOWN_TIMEOUT_MS: "15000",
    // Behind HAProxy on this host: its X-Forwarded-For names the client.
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...secrets,
  };
}

export function startInstance(index: number, ports: Ports, env: NodeJS.ProcessEnv, logDir: string) {
  start(`instance${index + 1}`, process.execPath, ["dist/main.js"], { cwd: root, env: { ...env, PORT: String(ports.instances[index]) }, logDir });
}

export async function waitReady(port: number, timeoutMs: number) {
  await waitFor(`the instance on ${port} to be ready`, async () => (await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })).status === 200, timeoutMs, 250);
}

export async function stopInstance(index: number, signal: NodeJS.Signals) {
  return stop(`instance${index + 1}`, signal, 30_000);
}
