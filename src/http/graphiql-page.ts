// GraphiQL for developers exploring in a browser (GET /graphql with Accept: text/html): the page
// from @graphql-yoga/render-graphiql (every asset inside it, no CDN). It is about 9 MB and the
// same for everyone, so it is rendered and compressed once, on the first request for it and off
// the event loop (brotli 1.9 MB, gzip 2.4 MB; about 0.2 s), and served with an ETag: a browser
// that has it revalidates and gets 304, not the page again.
//
// A Sandbox key can be handed to the page in the URL's fragment, /graphql#key=gs_test_…, which a
// browser never sends to a server (so it reaches no access log and no Referer header; a query
// string would). The page reads it, removes the fragment from the address bar and, once the
// developer confirms it, prefills the Authorization header with it (keyFromFragment below); the
// page itself stays the same for everyone and holds no key.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { pagePolicy } from "./content-security-policy.js";
import { keyPrefixLength } from "../domain/auth/api-keys.js";

export const graphiqlOptions = {
  title: "Payments API",
  defaultQuery: "query {\n  ping {\n    environment\n    organization { id name }\n  }\n  balances { currency available reserved total }\n}\n",
  // ASCII only: a browser refuses to send a header holding anything outside ISO-8859-1 (an
  // ellipsis made every request of the page's first load fail).
  headers: JSON.stringify({ Authorization: "Bearer YOUR_SANDBOX_KEY" }, null, 2),
  // Sent with every request, subscriptions included: GraphiQL sends those as GET event streams,
  // which CSRF prevention refuses without this header (src/http/graphql.ts).
  additionalHeaders: { "X-GraphQL-Yoga-CSRF": "graphiql" },
  // The headers hold the key: never in localStorage, where it would outlive the browser session
  // (the package turns persisting on; this comes after its own and wins).
  shouldPersistHeaders: false,
};

/**
 * Browser code, run as the page hands GraphiQL its options (before GraphiQL reads the URL, which
 * it rewrites when the query is edited): a Sandbox key in the fragment becomes the headers of the
 * first tab (initialHeaders; also of a returning browser's stored tabs, as a new tab) and of new
 * tabs (headers). Any key= fragment is removed, used or not; a Live key is not taken from a URL.
 * The key is used only once the developer confirms it: a link someone else made would otherwise
 * run everything typed here against their organization (login CSRF).
 */
const keyFromFragment = `(function (options) {
  var key = new URLSearchParams(location.hash.slice(1)).get("key");
  if (key === null) return options;
  history.replaceState(history.state, "", location.pathname + location.search);
  if (!/^gs_test_[A-Za-z0-9_-]{1,200}$/.test(key)) return options;
  var named = key.slice(0, ${keyPrefixLength("sandbox")}) + "..." + key.slice(-4);
  if (!confirm("This link puts a Sandbox key (" + named + ") into GraphiQL's Authorization header. Use it only if you made the link " +
    "yourself (npm start prints one): with someone else's key, what you run goes to their organization. Use this key?")) return options;
  var headers = JSON.stringify({ Authorization: "Bearer " + key }, null, 2);
  return Object.assign({}, options, { headers: headers, initialHeaders: headers });
})`;

/**
 * The package's page, with its options passed through keyFromFragment. The package is imported
 * here, not at start: it holds the whole page as strings, ~35 MB of heap that an instance nobody
 * opens GraphiQL on never needs (docs/operations.md#start-up-and-memory).
 */
async function render(): Promise<string> {
  const { renderGraphiQL } = await import("@graphql-yoga/render-graphiql");
  const options = { ...graphiqlOptions, endpoint: "/graphql" };
  const page = renderGraphiQL(options as Parameters<typeof renderGraphiQL>[0]);
  // The package writes the options into the page as JSON.stringify(options): once, in the call
  // that renders GraphiQL.
  const json = JSON.stringify(options);
  const at = page.indexOf(json);
  if (at < 0 || page.indexOf(json, at + 1) >= 0) throw new Error("@graphql-yoga/render-graphiql no longer writes its options once into the page");
  return page.slice(0, at) + `${keyFromFragment}(${json})` + page.slice(at + json.length);
}

interface Page {
  etag: string;
  /** Its Content-Security-Policy: its own inline scripts by their hashes, requests to this origin only. */
  policy: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function build(): Promise<Page> {
  const identity = Buffer.from(await render());
  const [br, gzipped] = await Promise.all([
    // Quality 5: 5 % larger than quality 9, in a third of the time.
    promisify(brotliCompress)(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    promisify(gzip)(identity, { level: 6 }),
  ]);
  return {
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    policy: contentSecurityPolicy(identity.toString("utf8")),
    identity,
    br,
    gzip: gzipped,
  };
}

/**
 * The page holds API keys (its headers editor) on the dashboard's origin, whose key is in this
 * tab's sessionStorage: a second line of defence against any script that could get in. Only the
 * page's own inline scripts run (each allowed by its hash: the page is the same for everyone),
 * and it may send requests to this origin only. Its editor's workers are blob: URLs.
 */
function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return pagePolicy({ scripts: [...new Set(hashes)], inlineStyles: true, images: ["data:", "blob:"], fonts: ["data:"], workers: ["blob:"] });
}

/** Whether a request asks for the GraphiQL page rather than a GraphQL answer (Yoga's own rule). */
export function wantsGraphiQL(request: FastifyRequest): boolean {
  return request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
}

function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const offered = (acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name);
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return undefined;
}

/** The page's handler; the page is built when it is first asked for, and kept. */
export function graphiqlPage(): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  let page: Promise<Page> | undefined;
  return async (request, reply) => {
    page ??= build().catch((error: unknown) => {
      page = undefined; // the next request tries again
      throw error;
    });
    const { etag, policy, identity, br, gzip: gzipped } = await page;
    reply.header("Content-Security-Policy", policy).header("ETag", etag).header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding").type("text/html; charset=utf-8");
    if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.code(200).send(encoding === "br" ? br : encoding === "gzip" ? gzipped : identity);
  };
}
