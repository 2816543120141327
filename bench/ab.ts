// Concurrent A/B (BENCH_AB_CHECKOUT, BENCH_AB_ENV): two services on one database, each driven by
// half the connections at the same time, so that both see the same machine. On these two cores,
// shared with other work, sequential runs of the same code differ by more than 0.1 ms of service
// CPU per request; side by side, code that is the same on both sides differed by 0.005–0.038 ms
// over a run's mean (docs/bench-history.md). It compares CPU per request, not throughput.
import { driveScenario, type ScenarioId } from "./scenarios.js";
import type { Seed } from "./seed.js";

export interface Side {
  label: string;
  port: number;
  pid: number;
}

export interface ComparisonOptions {
  scenarios: ScenarioId[];
  seed: Seed;
  rounds: number;
  seconds: number;
  warmupS: number;
  connections: number;
  tag: string;
  /** CPU time (user + system) the process has used so far, in ms. */
  cpuMs: (pid: number) => number | undefined;
  log: (line: string) => void;
}

/** Drives one scenario at both services at once; returns each one's CPU ms per answered request. */
async function sideBySide(a: Side, b: Side, id: ScenarioId, seconds: number, tag: string, options: ComparisonOptions) {
  const drive = async (side: Side, sideTag: string) => {
    const { result, errors } = await driveScenario(side.port, id, options.seed, sideTag, seconds, Math.max(1, Math.floor(options.connections / 2)));
    return { answered: result.requests.total, errors };
  };
  const before = [options.cpuMs(a.pid), options.cpuMs(b.pid)];
  const [ra, rb] = await Promise.all([drive(a, `${tag}a`), drive(b, `${tag}b`)]);
  const after = [options.cpuMs(a.pid), options.cpuMs(b.pid)];
  const perRequest = (i: number, answered: number) => ((after[i] ?? NaN) - (before[i] ?? NaN)) / Math.max(1, answered);
  return { a: perRequest(0, ra.answered), b: perRequest(1, rb.answered), errors: ra.errors + rb.errors };
}

/** Rounds of every scenario side by side; logs each round and the means. Scenarios 7 and 8 are not supported. */
export async function compareConcurrently(a: Side, b: Side, options: ComparisonOptions): Promise<void> {
  const scenarios = options.scenarios.filter((id) => id !== 7 && id !== 8);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  if (options.warmupS > 0) for (const id of scenarios) await sideBySide(a, b, id, options.warmupS, `${options.tag}w${id}`, options);
  const perScenario = new Map<ScenarioId, { a: number[]; b: number[] }>();
  for (let round = 0; round < options.rounds; round++) {
    for (const id of scenarios) {
      const result = await sideBySide(a, b, id, options.seconds, `${options.tag}r${round}s${id}`, options);
      const row = perScenario.get(id) ?? { a: [], b: [] };
      row.a.push(result.a);
      row.b.push(result.b);
      perScenario.set(id, row);
      options.log(
        `A/B scenario ${id}, round ${round + 1}: ${a.label} ${result.a.toFixed(3)}, ${b.label} ${result.b.toFixed(3)} CPU ms/request` +
          (result.errors ? ` (${result.errors} errors)` : ""),
      );
    }
  }
  for (const [id, row] of perScenario) {
    const difference = mean(row.b) - mean(row.a);
    options.log(
      `A/B scenario ${id}, mean of ${row.a.length}: ${a.label} ${mean(row.a).toFixed(3)}, ${b.label} ${mean(row.b).toFixed(3)} CPU ms/request ` +
        `(${b.label} − ${a.label}: ${difference >= 0 ? "+" : ""}${difference.toFixed(3)})`,
    );
  }
}
