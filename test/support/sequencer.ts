// The order test files are handed to the workers in (vitest.config.ts): vitest's own (longest
// first by the durations of the last run when it has them, else largest first), except that the
// files that start the service or the admin command line as child processes (entryArgs, see
// test/support/entry.ts, or childProcesses, test/support/child-server.ts) come first. They take
// longest, and waiting mostly: started last, one of them would run on alone after the other
// workers ran out of files.
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export class ChildProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsChildren = (spec: TestSpecification) => /\b(entryArgs|childProcesses)\(/.test(readFileSync(spec.moduleId, "utf8"));
    return [...sorted.filter(startsChildren), ...sorted.filter((spec) => !startsChildren(spec))];
  }
}
