// Prisma 7 reads its configuration here. The service applies its migrations itself at start, with
// the WebAssembly schema engine (src/db/migrations.ts), because the CLI's native schema engine
// cannot be downloaded on our machines. Where it can, `npx prisma migrate deploy` applies the
// same migrations to DATABASE_URL's database as a separate deployment step
// (docs/operations.md#migrations-as-a-separate-step).
import { defineConfig, env } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // env() throws when the variable is unset, and every CLI command loads this file, so the
  // datasource is given only when DATABASE_URL is set: `prisma generate` (npm install's
  // postinstall, `npm run db:generate`) needs no database and must work without it.
  ...(process.env.DATABASE_URL ? { datasource: { url: env("DATABASE_URL") } } : {}),
});
