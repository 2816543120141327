// The docs state every rule the product keeps: each error code the API can answer is described
// in docs/api/errors.md with its type and HTTP status, as src/domain/errors.ts and
// src/http/error-statuses.ts define them.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { errorCatalog, type ErrorCode } from "../../src/domain/errors.js";
import { httpStatusOf } from "../../src/http/error-statuses.js";

const errorsPage = readFileSync(new URL("../../docs/api/errors.md", import.meta.url), "utf8");

describe("docs/api/errors.md", () => {
  test.each(Object.keys(errorCatalog) as ErrorCode[])("describes %s with its type and status", (code) => {
    const row = errorsPage.split("\n").find((line) => line.startsWith("|") && line.includes(`\`${code}\``));
    expect(row, `no table row names \`${code}\``).toBeDefined();
    expect(row).toContain(errorCatalog[code].type);
    expect(row).toContain(String(httpStatusOf(code)));
  });
});
