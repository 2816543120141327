// Lint (typescript-eslint's recommended rules, syntax only: type-aware rules would double the
// time of a check that typecheck already covers). Generated code is left alone.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "src/generated/", "test/rest-client/schema.d.ts", "test/graphql/", ".data/", "dashboard/dist/", "dashboard/.dist-*/", "dashboard/src/gql/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts.
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", performance: "readonly", setTimeout: "readonly" } },
  },
  {
    // Tests and the bench read JSON answers whose shape each assertion states: any is their type.
    files: ["test/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    rules: {
      // `_name` marks a value kept for its position or its type, on purpose unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // One way into a transaction: domain.stores.transaction (src/domain/stores.ts, through
      // inTransaction in src/domain/tx.ts), which hands the work stores bound to it.
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[property.name='$transaction']", message: "Open transactions with domain.stores.transaction (src/domain/stores.ts)." },
        // Prisma runs these as a read, then a write by id (prisma/orm#8612): their condition is
        // not checked on the row they write, so two racing callers can both pass it. A
        // compare-and-set is one SQL statement (UPDATE … WHERE <expected state>), or a row lock
        // taken first. A place where no race matters says so in an eslint-disable comment.
        {
          selector: "CallExpression > MemberExpression.callee[property.name=/^(updateMany|updateManyAndReturn|deleteMany|upsert)$/]",
          message: "Not a guard against a race: write a compare-and-set as one SQL statement (UPDATE … WHERE <expected state> RETURNING), or lock the row first.",
        },
      ],
    },
  },
);
