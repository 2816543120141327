// Summarizes a V8 CPU profile (node --cpu-prof; `BENCH_CPU_PROF=1 npm run bench` writes the
// service's to bench/results/profiles/): self time by package or source area, and the hottest
// functions, over the whole profile or a window of it (seconds from its start; the per-second
// busy line printed first shows where the load ran).
// Usage: node --import tsx bench/profile-summary.ts <file.cpuprofile> [top=25] [from_s] [to_s]
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: profile-summary.ts <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const from = fromArg === undefined ? 0 : Number(fromArg) * 1e6;
const to = toArg === undefined ? Infinity : Number(toArg) * 1e6;
const selfUs = new Map<number, number>();
const busyPerSecond: number[] = [];
let at = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const idle = byId.get(profile.samples[i])!.callFrame.functionName === "(idle)";
  if (!idle) busyPerSecond[Math.floor(at / 1e6)] = (busyPerSecond[Math.floor(at / 1e6)] ?? 0) + delta;
  if (at < from || at >= to) continue;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + delta);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
console.log(`busy % per second: ${Array.from(busyPerSecond, (us, s) => `${s}:${Math.round((us ?? 0) / 1e4)}`).join(" ")}\n`);

/** The package (node_modules/<name>), the project area (src/<dir>) or a V8/Node category. */
function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith("(") ? functionName : `(native) ${functionName}`;
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return "node: core";
  // The service runs compiled (dist/, mirroring src/); tests and tools run src/ through tsx.
  const src = Math.max(url.indexOf("/src/"), url.indexOf("/dist/"));
  if (src >= 0) {
    const rest = url.slice(url.indexOf("/", src + 1) + 1);
    return `src/${rest.split("/").slice(0, -1).join("/") || "."}`;
  }
  return url;
}

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  add(areas, areaOf(node), us);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/(src|dist)\//, "src/")}:${lineNumber + 1}` : "";
  add(functions, `${functionName || "(anonymous)"} ${where}`, us);
}

const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s of samples${fromArg === undefined ? "" : ` from ${fromArg} s to ${toArg ?? "the end"}`}\n`);
console.log("Self time by area:");
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${area}`);
console.log("\nHottest functions (self time):");
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${name}`);
