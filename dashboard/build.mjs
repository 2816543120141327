// Builds the dashboard into dashboard/dist when its sources changed since the last build:
// `npm start` runs it before the server, and the test run once in its global setup.
//
//   node dashboard/build.mjs           build only when stale
//   node dashboard/build.mjs --force   build anyway
//
// "Stale" is decided by content, not by times: a SHA-256 over every source file (index.html,
// vite.config.ts, src/**, public/**, the server modules it imports) and the lockfile (a
// dependency upgrade changes the output) is compared with the one dist/.build-stamp holds from the last build. A current build costs
// a few milliseconds of hashing; an edited dashboard is rebuilt on the next start.
// The build is written to a fresh directory beside dist and swapped in when complete, so a
// stopped build never leaves a half-written dist; each text file also gets .br and .gz forms,
// which the server sends to clients that accept them (src/http/dashboard.ts).
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dashboard = import.meta.dirname;
const projectRoot = path.resolve(dashboard, "..");
export const distDir = path.join(dashboard, "dist");
const stampFile = path.join(distDir, ".build-stamp");

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The server's pure modules the dashboard imports, to say a rule in the API's own words (one
 * source): a change to them changes the build too.
 */
const sharedWithServer = ["src/domain/transfers/destination-rules.ts", "src/domain/currencies.ts", "src/domain/cards/spending-controls.ts", "src/domain/cards/products.ts"];

/** The hash of everything the build reads. */
export function sourceHash() {
  const files = [
    ...sharedWithServer.map((file) => path.join(projectRoot, file)),
    path.join(dashboard, "index.html"),
    path.join(dashboard, "vite.config.ts"),
    path.join(projectRoot, "package-lock.json"),
    ...filesUnder(path.join(dashboard, "src")),
    ...filesUnder(path.join(dashboard, "public")),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(projectRoot, file)).update("\0");
    hash.update(existsSync(file) ? readFileSync(file) : "").update("\0");
  }
  return hash.digest("hex");
}

export function isCurrent(hash = sourceHash()) {
  return existsSync(path.join(distDir, "index.html")) && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === hash;
}

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

/** Writes .br and .gz beside each text file; answers the gzipped sizes of the JS and CSS. */
function compress(dir) {
  const sizes = { js: 0, css: 0, raw: 0 };
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const body = readFileSync(file);
    const gzipped = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.gz`, gzipped);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    if (file.endsWith(".js")) sizes.js += gzipped.length;
    if (file.endsWith(".css")) sizes.css += gzipped.length;
    if (/\.(js|css)$/.test(file)) sizes.raw += body.length;
  }
  return sizes;
}

export async function buildDashboard({ force = false, quiet = false } = {}) {
  const hash = sourceHash();
  if (!force && isCurrent(hash)) return { built: false };
  const started = Date.now();
  // A production build whoever runs it: vitest, for one, sets NODE_ENV=test, which would give
  // React's development build.
  process.env.NODE_ENV = "production";
  const { build } = await import("vite");
  const outDir = path.join(dashboard, `.dist-${process.pid}-${Date.now()}`);
  try {
    await build({
      configFile: path.join(dashboard, "vite.config.ts"),
      mode: "production",
      logLevel: quiet ? "warn" : "info",
      build: { outDir },
    });
    const sizes = compress(outDir);
    writeFileSync(path.join(outDir, ".bundle-size.json"), JSON.stringify(sizes, null, 2) + "\n");
    // The dashboard's GraphQL documents by their SHA-256 (GraphQL Code Generator's persisted
    // documents), which the server registers as trusted at its start (src/graphql/trusted-documents.ts).
    // A dot-file: not served with the build.
    copyFileSync(path.join(dashboard, "src/gql/persisted-documents.json"), path.join(outDir, ".trusted-documents.json"));
    writeFileSync(path.join(outDir, ".build-stamp"), hash + "\n");
    rmSync(distDir, { recursive: true, force: true });
    try {
      renameSync(outDir, distDir);
    } catch (error) {
      // Another build (a second test run) swapped its own in first: the same sources, so keep it.
      if (!isCurrent(hash)) throw error;
    }
    if (!quiet) {
      const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
      console.log(`dashboard built in ${Date.now() - started} ms: JS ${kb(sizes.js)} + CSS ${kb(sizes.css)} gzipped (${kb(sizes.raw)} raw)`);
    }
    return { built: true, sizes };
  } finally {
    if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true });
  }
}

// Run as a script.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const force = process.argv.includes("--force");
  try {
    const result = await buildDashboard({ force });
    if (!result.built && statSync(distDir, { throwIfNoEntry: false })) console.log("dashboard build is current");
  } catch (error) {
    console.error(`Could not build the dashboard: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
