// The reference dashboard's GraphQL documents as its build registers them (dashboard/dist/
// .trusted-documents.json, {"sha256:<hex>": text}): the dashboard sends each by that hash, its
// `documentId`, with no text and no operation name, so a browser test tells its requests apart by it.
import { readFileSync } from "node:fs";
import { dashboardManifest } from "../../src/graphql/trusted-documents.js";

export function dashboardDocuments(): Record<string, string> {
  return JSON.parse(readFileSync(dashboardManifest, "utf8"));
}

/** The documentId the dashboard sends operation `operationName` by. */
export function dashboardDocumentId(operationName: string): string {
  const found = Object.entries(dashboardDocuments()).find(([, text]) => new RegExp(`(query|mutation|subscription) ${operationName}\\b`).test(text));
  if (!found) throw new Error(`the dashboard's build registers no operation ${operationName}`);
  return found[0];
}
