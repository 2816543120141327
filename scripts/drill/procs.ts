// The drills' processes: every one is started here, each as the leader of a process group of its
// own (detached), so a kill reaches its children too (pg_autoctl's postgres, tsx's node), and
// stopAll() ends every group this run started, and nothing else, however the run ends.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, closeSync } from "node:fs";
import path from "node:path";

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: string;
}

const running = new Map<string, Proc>();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true, polling; throws after `timeoutMs` naming what was awaited. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 250): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this OS user (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
  logDir: string;
}

/** Starts `command` in a process group of its own; its output goes to <logDir>/<name>.log (appended). */
export function start(name: string, command: string, args: string[], options: StartOptions): Proc {
  if (running.has(name)) throw new Error(`${name} is already running`);
  const log = path.join(options.logDir, `${name}.log`);
  const fd = openSync(log, "a");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    uid: options.uid,
    gid: options.gid,
    detached: true,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(name);
      resolve(code ?? (signal ? -1 : null));
    });
    child.on("error", () => {
      running.delete(name);
      resolve(-1);
    });
  });
  const proc = { name, child, exited, log };
  running.set(name, proc);
  return proc;
}

export const isRunning = (name: string) => running.has(name);
export const proc = (name: string) => running.get(name);

/** Sends `signal` to the whole group of `name` (pg_autoctl and its postgres, for instance). */
export function signalGroup(name: string, signal: NodeJS.Signals): boolean {
  const found = running.get(name);
  if (!found?.child.pid) return false;
  try {
    process.kill(-found.child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Stops `name`: `signal`, then SIGKILL to its group after `graceMs`. Resolves with its exit code. */
export async function stop(name: string, signal: NodeJS.Signals = "SIGTERM", graceMs = 10_000): Promise<number | null> {
  const found = running.get(name);
  if (!found) return null;
  const pid = found.child.pid;
  signalGroup(name, signal);
  const timer = setTimeout(() => {
    if (pid) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, graceMs);
  const code = await found.exited;
  clearTimeout(timer);
  // The leader may exit before its children (a postgres under pg_autoctl): end the group's rest.
  if (pid) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // nothing left
    }
  }
  return code;
}

/** Every process this run started, stopped in reverse order of starting. */
export async function stopAll(graceMs = 5_000): Promise<void> {
  const names = [...running.keys()].reverse();
  await Promise.all(names.map((name) => stop(name, "SIGTERM", graceMs)));
}
