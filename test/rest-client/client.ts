// A typed REST client generated from the OpenAPI document (schema.d.ts, `npm run openapi:types`)
// with openapi-fetch: paths, parameters, bodies and answers are typed by the contract alone.
// Every response also goes through the contract check, like those of test/support/http.ts.
import createClient from "openapi-fetch";
import type { Environment } from "../../src/domain/auth/principal.js";
import { contractCheckedFetch } from "../support/contract.js";
import type { TestServer } from "../support/server.js";
import type { paths } from "./schema.js";

export type { paths, components } from "./schema.js";

export function restClient(server: TestServer, key: string, environment: Environment = "sandbox") {
  return createClient<paths>({
    baseUrl: `${server.baseUrl}${environment === "sandbox" ? "/sandbox/v1" : "/v1"}`,
    headers: { Authorization: `Bearer ${key}` },
    fetch: (request) => contractCheckedFetch(request),
  });
}
