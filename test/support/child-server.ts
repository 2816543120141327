// The service and its admin command line as child processes (src/main.ts, src/admin/cli.ts, run
// as test/support/entry.ts says), for the tests that kill, stop or restart a real process. Every
// child a file starts is tracked and killed in its afterAll, whatever happened in the test, and
// every temporary directory it made is removed.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { entryArgs } from "./entry.js";
import { serverStartTimeoutMs, tempDir } from "./run.js";
import { sleep } from "./time.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Settings for a child: a value sets the variable, undefined removes it. */
export type Env = Record<string, string | undefined>;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Spawned {
  child: ChildProcess;
  /** stdout and stderr so far, for assertions and for failure messages. */
  output(): string;
  exited: Promise<Exit>;
}

export interface ServerProcess extends Spawned {
  baseUrl: string;
  port: number;
  /** The demo Sandbox key, when this start created the demo organization. */
  demoKey: string | undefined;
}

/** How long startServer waits for a child to listen: TEST_SERVER_START_TIMEOUT_MS, else 60 s. */
export const childStartTimeoutMs = serverStartTimeoutMs(60_000);

export function tail(text: string, lines = 40): string {
  return text.split("\n").slice(-lines).join("\n");
}

/** A port nobody listens on right now: listen on port 0, read it, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (!address || typeof address !== "object") return reject(new Error("no port"));
      probe.close(() => resolve(address.port));
    });
  });
}

/** Resolves with the child's exit, or fails after `timeoutMs` with the end of its output. */
export async function waitForExit(spawned: Spawned, timeoutMs = 20_000): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`process did not exit within ${timeoutMs} ms:\n${tail(spawned.output())}`)), timeoutMs);
  });
  try {
    return await Promise.race([spawned.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM, then the graceful shutdown must finish with exit code 0. */
export async function stopServer(server: Spawned): Promise<void> {
  server.child.kill("SIGTERM");
  const exit = await waitForExit(server);
  expect(exit, tail(server.output())).toEqual({ code: 0, signal: null });
}

/**
 * For one test file: starts children with the test runner's environment, less anything that
 * would choose another database, address or crash point, plus `defaults`, plus each start's own
 * settings. Registers the afterAll that kills what is still running and removes the file's
 * temporary directories.
 */
export function childProcesses(defaults: Env = {}) {
  const children = new Set<ChildProcess>();
  const tempDirs: string[] = [];

  afterAll(async () => {
    const waits: Promise<unknown>[] = [];
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        waits.push(new Promise((resolve) => child.once("close", resolve)));
        child.kill("SIGKILL");
      }
    }
    await Promise.all(waits);
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A fresh directory for an embedded database, removed after the file. */
  function tempDataDir(): string {
    const dir = tempDir("payments-child-");
    tempDirs.push(dir);
    return dir;
  }

  function childEnv(overrides: Env): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ["DATABASE_URL", "DATA_DIR", "CRASH_AT", "REDIS_URL", "PORT", "HOST"]) delete env[name];
    env.HOST = "127.0.0.1";
    env.LOG_LEVEL = "info";
    for (const [name, value] of Object.entries({ ...defaults, ...overrides })) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    return env;
  }

  /** Runs `entry` (src/main.ts or src/admin/cli.ts) with `args`. */
  function spawnChild(entry: string, args: string[], env: Env): Spawned {
    const child = spawn(process.execPath, entryArgs(entry, ...args), { cwd: projectRoot, env: childEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let output = "";
    child.stdout!.on("data", (chunk) => (output += String(chunk)));
    child.stderr!.on("data", (chunk) => (output += String(chunk)));
    const exited = new Promise<Exit>((resolve) => {
      // "close": after the exit and after stdout and stderr are drained.
      child.once("close", (code, signal) => {
        children.delete(child);
        resolve({ code, signal });
      });
    });
    return { child, output: () => output, exited };
  }

  /**
   * Starts src/main.ts (on an embedded database of its own unless `env` names one) and resolves
   * once its banner, printed after listen, is out.
   */
  async function startServer(env: Env): Promise<ServerProcess> {
    const port = await freePort();
    const database = env.DATABASE_URL || env.DATA_DIR ? {} : { DATA_DIR: tempDataDir() };
    const spawned = spawnChild("src/main.ts", [], { ...database, ...env, PORT: String(port) });
    const banner = `Sandbox REST  http://127.0.0.1:${port}/sandbox/v1`;
    const deadline = Date.now() + childStartTimeoutMs;
    let exit: Exit | undefined;
    void spawned.exited.then((value) => (exit = value));
    while (!spawned.output().includes(banner)) {
      if (exit) throw new Error(`server exited (${exit.code ?? exit.signal}) before listening:\n${tail(spawned.output())}`);
      if (Date.now() > deadline) {
        spawned.child.kill("SIGKILL");
        throw new Error(`server did not listen within ${childStartTimeoutMs} ms (TEST_SERVER_START_TIMEOUT_MS raises it):\n${tail(spawned.output())}`);
      }
      await sleep(50);
    }
    const demoKey = /^\s+(gs_test_[A-Za-z0-9_-]+)\s*$/m.exec(spawned.output())?.[1];
    return { ...spawned, baseUrl: `http://127.0.0.1:${port}`, port, demoKey };
  }

  /** Runs the admin command line; it must exit 0 and print exactly one JSON object. */
  async function admin(env: Env, ...args: string[]): Promise<any> {
    const run = spawnChild("src/admin/cli.ts", args, env);
    let stdout = "";
    run.child.stdout!.on("data", (chunk) => (stdout += String(chunk)));
    const exit = await waitForExit(run, 60_000);
    expect(exit, `admin ${args.join(" ")}:\n${tail(run.output())}`).toEqual({ code: 0, signal: null });
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    return JSON.parse(lines[0]);
  }

  return { tempDataDir, startServer, admin };
}
