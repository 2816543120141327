// GraphQL Code Generator: typed documents generated from the committed SDL, for the GraphQL calls
// the tests make (test/graphql/) and for the dashboard's (dashboard/src/gql/). `npm run codegen`
// rewrites both; CI fails when either is stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const typesConfig = {
  scalars: { SafeInt: "number", DateTime: "string", JSONObject: "Record<string, unknown>" },
  enumsAsTypes: true,
  useTypeImports: true,
};

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: true,
  // Our modules are NodeNext ESM: relative imports need their .js extension (the dashboard's
  // bundler resolves them to the .ts files as well).
  emitLegacyCommonJSImports: false,
  generates: {
    "test/graphql/": {
      documents: ["test/**/*.ts", "!test/graphql/**"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: typesConfig,
    },
    "dashboard/src/gql/": {
      documents: ["dashboard/src/**/*.{ts,tsx}", "!dashboard/src/gql/**"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: typesConfig,
    },
  },
};

export default config;
