// The contract, served: the OpenAPI document under each REST base path (no key needed: it is the
// public description of the API) and an interactive reference at /docs, rendered by Swagger UI
// from the swagger-ui-dist package in node_modules, so the page loads nothing from elsewhere.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { basePaths } from "./rest.js";
import { printOpenApiDocument } from "./openapi.js";
import { pagePolicy } from "./content-security-policy.js";

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The package's files the page needs, by the name the page asks for. */
const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Payments API reference</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css">
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

// No validator badge (it would call an outside service); keys typed into "Authorize" stay in the page only.
const init = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${basePaths[0].prefix}/openapi.json`)},
  dom_id: "#swagger-ui",
  deepLinking: true,
  displayOperationId: true,
  validatorUrl: null,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

/**
 * The page may hold a key (Swagger UI's "Authorize") on the dashboard's origin: only its own
 * scripts run (no inline one), and it sends requests to this origin only. Swagger UI sets styles
 * inline and draws some icons as data: images.
 */
const policy = pagePolicy({ inlineStyles: true, images: ["data:"] });

export async function apiReferencePlugin(app: FastifyInstance) {
  const document = printOpenApiDocument();
  for (const { prefix } of basePaths) {
    app.get(`${prefix}/openapi.json`, async (_request, reply) => reply.type("application/json; charset=utf-8").send(document));
  }

  app.get("/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").header("Content-Security-Policy", policy).send(page));
  app.get("/docs/init.js", async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(init));
  const cache = new Map<string, Buffer>();
  for (const [file, type] of Object.entries(assets)) {
    app.get(`/docs/${file}`, async (_request, reply) => {
      if (!cache.has(file)) cache.set(file, await readFile(path.join(swaggerUiDir, file)));
      return reply.type(type).header("Cache-Control", "public, max-age=3600").send(cache.get(file));
    });
  }
}
