// Prisma's packages move together (renovate.json): the CLI, the client and the driver
// adapter packages we depend on are one release, and @prisma/schema-engine-wasm, which applies
// our migrations (src/db/migrations.ts), is the schema engine built for it, whose version is that
// release's @prisma/engines-version ("7.10.0-4.<engines commit>"), not a version of its own line
// (its newest builds belong to other releases or to branches). Read from package.json and from
// what npm installed, as Node resolves it from the package that depends on it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };

interface Installed {
  dir: string;
  version: string;
  dependencies: Record<string, string>;
}

/** The copy of `name` Node loads for a module in `fromDir`: the nearest node_modules/<name> upwards. */
function installed(name: string, fromDir = projectRoot): Installed {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, "utf8")) as { version: string; dependencies?: Record<string, string> };
      return { dir: path.dirname(file), version: json.version, dependencies: json.dependencies ?? {} };
    }
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (looked from ${fromDir})`);
  }
}

const engineName = "@prisma/schema-engine-wasm";
/** Every Prisma package of ours but the engine: one release. */
const releasePackages = Object.keys(declared)
  .filter((name) => name === "prisma" || (name.startsWith("@prisma/") && name !== engineName))
  .sort();

describe("Prisma's packages", () => {
  test("we depend on the CLI, the client, the driver adapter packages and the schema engine, each pinned to an exact version", () => {
    expect(releasePackages).toEqual(["@prisma/adapter-pg", "@prisma/client", "@prisma/driver-adapter-utils", "prisma"]);
    for (const name of [...releasePackages, engineName]) expect(declared[name], name).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });

  test("prisma, @prisma/client, @prisma/adapter-pg and @prisma/driver-adapter-utils are one release, declared and installed", () => {
    const release = declared.prisma;
    const versions = Object.fromEntries(releasePackages.map((name) => [name, { declared: declared[name], installed: installed(name).version }]));
    expect(versions).toEqual(Object.fromEntries(releasePackages.map((name) => [name, { declared: release, installed: release }])));
    // What they load in turn is of the same release: the engines (the CLI's), the client's runtime, the adapter's utilities.
    const prisma = installed("prisma");
    expect(installed("@prisma/engines", prisma.dir).version).toBe(release);
    expect(installed("@prisma/client-runtime-utils", installed("@prisma/client").dir).version).toBe(release);
    expect(installed("@prisma/driver-adapter-utils", installed("@prisma/adapter-pg").dir).version).toBe(release);
  });

  test("@prisma/schema-engine-wasm is the schema engine of that release: its version is the release's @prisma/engines-version", () => {
    const engines = installed("@prisma/engines", installed("prisma").dir);
    const enginesVersion = installed("@prisma/engines-version", engines.dir);
    expect(engines.dependencies["@prisma/engines-version"]).toBe(enginesVersion.version);
    expect(enginesVersion.version).toMatch(/^\d+\.\d+\.\d+-\d+\.[0-9a-f]{40}$/);
    expect(
      { declared: declared[engineName], installed: installed(engineName).version },
      `set it with: npm install --save-exact ${engineName}@${enginesVersion.version}`,
    ).toEqual({ declared: enginesVersion.version, installed: enginesVersion.version });
  });
});
