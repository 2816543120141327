// Prints the GraphQL SDL to schema/schema.graphql; with --check, fails when the file is stale.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../src/graphql/schema/index.js";

const target = path.resolve(import.meta.dirname, "../schema/schema.graphql");
const sdl = printSchema(schema) + "\n";
if (process.argv.includes("--check")) {
  const current = existsSync(target) ? readFileSync(target, "utf8") : "";
  if (current !== sdl) {
    console.error("schema/schema.graphql is stale: run `npm run schema:print` and commit it.");
    process.exit(1);
  }
  console.log("schema/schema.graphql is current.");
} else {
  writeFileSync(target, sdl);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
