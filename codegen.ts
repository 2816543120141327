// GraphQL Code Generator: typed documents for the GraphQL calls the tests make, generated from
// the committed SDL. `npm run codegen` rewrites test/graphql/; CI fails when it is stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["test/**/*.ts", "!test/graphql/**"],
  ignoreNoDocuments: true,
  // Our modules are NodeNext ESM: relative imports need their .js extension.
  emitLegacyCommonJSImports: false,
  generates: {
    "test/graphql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { SafeInt: "number", DateTime: "string", JSONObject: "Record<string, unknown>" },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
