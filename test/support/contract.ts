// Contract tests: every REST response a test receives is checked against the OpenAPI document
// the service serves (src/http/openapi.ts): the status is one the operation documents, the
// required headers are there and well-formed, the body matches the response schema. A response
// that breaks the document fails the test that received it, so document and service cannot drift.
import { writeFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "../../src/http/openapi.js";
import { basePaths } from "../../src/http/rest.js";

type Json = Record<string, any>;

interface DocumentedOperation {
  method: string;
  path: string;
  pattern: RegExp;
  responses: Record<string, Json>;
}

interface Contract {
  document: Json;
  operations: DocumentedOperation[];
  validator(pointer: string): ValidateFunction;
}

let contract: Contract | undefined;

/** Follows a local `$ref` ("#/components/…") to what it names. */
function resolve(document: Json, node: Json): Json {
  if (typeof node?.$ref !== "string") return node;
  return node.$ref
    .slice(2)
    .split("/")
    .reduce((at: Json, part: string) => at[part.replace(/~1/g, "/").replace(/~0/g, "~")], document);
}

const pointerPart = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

function load(): Contract {
  const document = buildOpenApiDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  // The whole document is one resource, so the schemas' "#/components/…" references resolve in it.
  ajv.addSchema(document, "openapi.json");
  const validators = new Map<string, ValidateFunction>();
  const operations: DocumentedOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path, pattern, responses: operation.responses });
    }
  }
  return {
    document,
    operations,
    validator(pointer) {
      let validate = validators.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
        validators.set(pointer, validate);
      }
      return validate;
    },
  };
}

/** The documented operation a request addresses, or undefined when it is no documented route. */
function operationFor(method: string, url: URL): { operation: DocumentedOperation; basePath: string } | undefined {
  contract ??= load();
  // Longest base path first: /sandbox/v1 before /v1.
  const base = [...basePaths].sort((a, b) => b.prefix.length - a.prefix.length).find(({ prefix }) => url.pathname.startsWith(prefix + "/"));
  if (!base) return undefined;
  const rest = url.pathname.slice(base.prefix.length).replace(/(.)\/$/, "$1");
  const operation = contract.operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(rest));
  return operation && { operation, basePath: base.prefix };
}

function checkHeader(name: string, header: Json, value: string | null): string | undefined {
  if (value === null) return header.required ? `missing header ${name}` : undefined;
  const schema = header.schema ?? {};
  if (schema.type === "integer") {
    if (!/^[0-9]+$/.test(value)) return `header ${name}: ${JSON.stringify(value)} is not an integer`;
    if (schema.minimum !== undefined && Number(value) < schema.minimum) return `header ${name}: ${value} < ${schema.minimum}`;
    return undefined;
  }
  if (schema.enum && !schema.enum.includes(value)) return `header ${name}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`;
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return `header ${name}: ${JSON.stringify(value)} does not match ${schema.pattern}`;
  return undefined;
}

export interface ObservedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  /** The raw body text. */
  text: string;
}

/**
 * How often each documented operation and status was seen. With CONTRACT_REPORT=<file>, kept
 * current there (the test worker may end without an exit event): which parts of the document
 * the suite exercises.
 */
export const observed = new Map<string, number>();

function observe(key: string): void {
  observed.set(key, (observed.get(key) ?? 0) + 1);
  const file = process.env.CONTRACT_REPORT;
  if (file) writeFileSync(file, JSON.stringify(Object.fromEntries([...observed].sort()), null, 2) + "\n");
}

/** Every way the response breaks the document; [] when it keeps it or addresses no documented route. */
export function contractViolations(response: ObservedResponse): string[] {
  const found = operationFor(response.method, new URL(response.url));
  if (!found) return [];
  const { document, validator } = contract!;
  const { operation } = found;
  const status = String(response.status);
  observe(`${operation.method} ${operation.path} ${status}`);
  const documented = operation.responses[status];
  if (!documented) return [`status ${status} is not documented for ${operation.method} ${operation.path}`];
  const violations: string[] = [];
  const described = resolve(document, documented);
  for (const [name, header] of Object.entries((described.headers ?? {}) as Record<string, Json>)) {
    const problem = checkHeader(name, resolve(document, header), response.headers.get(name));
    if (problem) violations.push(problem);
  }
  if (!described.content) return violations;
  // A file (an export): its media type, its body text whatever it holds.
  if (described.content["text/csv"]) {
    const csv = /^text\/csv; charset=utf-8$/i.test(response.headers.get("content-type") ?? "");
    return csv ? violations : [...violations, `content-type ${response.headers.get("content-type")} is not text/csv; charset=utf-8`];
  }
  if (!/^application\/json\b/.test(response.headers.get("content-type") ?? "")) {
    return [...violations, `content-type ${response.headers.get("content-type")} is not application/json`];
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return [...violations, "the body is not JSON"];
  }
  // Point at the schema where it is written: in the operation, or in a shared response component.
  const at =
    typeof documented.$ref === "string"
      ? documented.$ref.slice(1)
      : `/paths/${pointerPart(operation.path)}/${operation.method.toLowerCase()}/responses/${status}`;
  const validate = validator(`${at}/content/application~1json/schema`);
  if (!validate(body)) {
    for (const error of validate.errors ?? []) {
      violations.push(`body${error.instancePath} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ""}`);
    }
  }
  return violations;
}

/** Every violation seen in this test process, for a summary. */
export const recordedViolations: Array<{ request: string; status: number; violations: string[] }> = [];

export class ContractViolation extends Error {
  constructor(request: string, status: number, violations: string[], body: string) {
    super(
      `The response to ${request} (${status}) breaks the OpenAPI document:\n  - ${violations.join("\n  - ")}\n  body: ${body.slice(0, 2000)}`,
    );
    this.name = "ContractViolation";
  }
}

/** Throws when the response breaks the document, so that the test that received it fails. */
export function assertKeepsContract(response: ObservedResponse): void {
  const violations = contractViolations(response);
  if (violations.length === 0) return;
  const request = `${response.method} ${new URL(response.url).pathname}`;
  recordedViolations.push({ request, status: response.status, violations });
  throw new ContractViolation(request, response.status, violations, response.text);
}

/** A fetch that checks every response against the document (for clients such as openapi-fetch). */
export const contractCheckedFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  assertKeepsContract({
    method: request.method,
    url: request.url,
    status: response.status,
    headers: response.headers,
    text: await response.clone().text(),
  });
  return response;
};
