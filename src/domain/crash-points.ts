// Named points where a test can make the process die (CRASH_AT=<point>), to prove that recovery
// leaves no money stuck. Unset in every real deployment, where this does nothing.
export type CrashPoint = "after_transfer_reservation";

export function crashPoint(point: CrashPoint): void {
  if (process.env.CRASH_AT === point) {
    process.stderr.write(`crash point ${point}: exiting\n`);
    process.kill(process.pid, "SIGKILL");
  }
}
