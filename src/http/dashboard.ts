// The reference dashboard (dashboard/, a Vite + React app) served from the service's own origin
// at /dashboard. dashboard/build.mjs builds it into dashboard/dist (on `npm start` and once per
// test run, when its sources changed); this only serves what is there.
// - /dashboard/assets/*: content-hashed file names, so cached for a year as immutable; sent
//   pre-compressed (the build writes .br and .gz beside each file) when the client accepts it.
// - any other path under /dashboard: a file of the build's top level (favicon.svg), or else
//   index.html, so the app's own routes (/dashboard/transfers/tr_…) load on a reload or a deep
//   link. index.html is `no-cache` (revalidated every time: a new build is seen at once) and
//   carries a content security policy that allows only our own origin.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import { pagePolicy } from "./content-security-policy.js";

export const dashboardDist = path.resolve(import.meta.dirname, "../../dashboard/dist");

/** Everything from our own origin; no inline script or style, no framing, no plugins. */
const contentSecurityPolicy = pagePolicy({ images: ["data:"], formAction: "'self'" });

export async function dashboardPlugin(app: FastifyInstance, options: { root?: string } = {}) {
  const root = options.root ?? dashboardDist;
  if (!existsSync(path.join(root, "index.html"))) {
    // Only when started without `npm start` (which builds it) and without a build.
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The dashboard is not built: run `npm run dashboard:build` (npm start does it when needed), then restart.\n");
    app.get("/dashboard", notBuilt);
    app.get("/dashboard/*", notBuilt);
    return;
  }

  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, etag: true, lastModified: true });

  const topLevelFiles = new Set(readdirSync(root).filter((name) => !name.startsWith(".") && statSync(path.join(root, name)).isFile()));

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header("Cache-Control", "no-cache")
      .header("Content-Security-Policy", contentSecurityPolicy)
      .sendFile("index.html", root, { cacheControl: false });

  app.get("/dashboard", async (_request, reply) => sendIndex(reply));
  app.get<{ Params: { "*": string } }>("/dashboard/*", async (request, reply) => {
    const wanted = request.params["*"];
    if (wanted.startsWith("assets/")) {
      return reply.sendFile(wanted, root, { maxAge: "365d", immutable: true });
    }
    if (topLevelFiles.has(wanted) && wanted !== "index.html") {
      return reply.sendFile(wanted, root, { maxAge: "1h" });
    }
    return sendIndex(reply);
  });
}
