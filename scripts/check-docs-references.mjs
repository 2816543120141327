// The repository documents every rule it keeps in its own docs/: nothing in it may point at
// specification files outside it, which its users never see. Prints each offending line and
// exits 1. (remark-validate-links checks the Markdown links themselves: npm run docs:check.)
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const roots = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "docs", "schema", "prisma", "src", "test", "scripts", "bench", "dashboard/src", "deploy", ".ci", "Dockerfile", "docker-compose.yml", ".env.example"];
// Applied migrations are history: their checksums are checked at every start (src/db/migrations.ts).
const skipped = new Set(["node_modules", "generated", "results", "dist", "gql", "migrations"]);
const outside = [/shared\/spec/, /decisions(\.md)? ?§/];

function* files(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return;
  }
  if (stats.isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry)) if (!skipped.has(name)) yield* files(path.join(entry, name));
}

let found = 0;
for (const root of roots) {
  for (const file of files(root)) {
    if (file === path.join("scripts", "check-docs-references.mjs")) continue;
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (outside.some((pattern) => pattern.test(line))) {
        console.log(`${file}:${i + 1}: ${line.trim()}`);
        found++;
      }
    });
  }
}
if (found > 0) {
  console.log(`${found} line(s) point outside the repository: cite the page of docs/ that states the rule instead.`);
  process.exit(1);
}
