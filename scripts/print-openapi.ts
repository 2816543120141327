// Prints the REST API's OpenAPI document to schema/openapi.json; with --check, fails when the
// file is stale (the document is generated from the code, so a stale file means drift).
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { printOpenApiDocument } from "../src/http/openapi.js";

const target = path.resolve(import.meta.dirname, "../schema/openapi.json");
const document = printOpenApiDocument();
if (process.argv.includes("--check")) {
  const current = existsSync(target) ? readFileSync(target, "utf8") : "";
  if (current !== document) {
    console.error("schema/openapi.json is stale: run `npm run openapi:print` and commit it.");
    process.exit(1);
  }
  console.log("schema/openapi.json is current.");
} else {
  writeFileSync(target, document);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
