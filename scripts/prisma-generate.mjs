// Runs `prisma generate` without the native schema-engine binary, which cannot be downloaded
// here: generate does not use it, but the CLI insists that the path exists.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const placeholder = fileURLToPath(import.meta.url);
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
