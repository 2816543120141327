// Prisma 7 reads its configuration here. Migrations are not run by the Prisma CLI on these
// machines (its native schema engine cannot be downloaded): see src/db/migrations.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
