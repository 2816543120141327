// GraphQL Code Generator: typed documents generated from the committed SDL, for the GraphQL calls
// the tests make (test/graphql/) and for the dashboard's (dashboard/src/gql/). `npm run codegen`
// rewrites both; CI fails when either is stale.
import path from "node:path";
import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform, preset as clientPreset } from "@graphql-codegen/client-preset";

const typesConfig = {
  scalars: { SafeInt: "number", DateTime: "string", JSONObject: "Record<string, unknown>" },
  enumsAsTypes: true,
  useTypeImports: true,
};

// The client preset, with the documents in the order of their files' names rather than of their
// paths: the test files sit in a folder per capability (test/transfers/, test/cards/, …), and
// moving one to another folder must not reorder the generated files.
const byFileName: typeof clientPreset = {
  ...clientPreset,
  buildGeneratesSection: (options) =>
    clientPreset.buildGeneratesSection({
      ...options,
      documents: [...options.documents].sort((a, b) => compare(path.basename(a.location ?? ""), path.basename(b.location ?? "")) || compare(a.location ?? "", b.location ?? "")),
    }),
};
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: true,
  // Our modules are NodeNext ESM: relative imports need their .js extension (the dashboard's
  // bundler resolves them to the .ts files as well).
  emitLegacyCommonJSImports: false,
  generates: {
    "test/graphql/": {
      documents: ["test/**/*.ts", "!test/graphql/**"],
      preset: byFileName,
      presetConfig: { fragmentMasking: false },
      config: typesConfig,
    },
    "dashboard/src/gql/": {
      documents: ["dashboard/src/**/*.{ts,tsx}", "!dashboard/src/gql/**"],
      preset: "client",
      // persisted-documents.json: the dashboard's documents by their SHA-256, which its build
      // registers as trusted documents (src/graphql/trusted-documents.ts). The bundle holds no
      // document text, only each one's hash (__meta__.documentId), which the dashboard sends as
      // the GraphQL-over-HTTP `documentId` (dashboard/src/persisted.ts).
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: "replaceDocumentWithHash", hashPropertyName: "documentId", hashAlgorithm: "sha256" },
      },
      // urql's document cache knows what a mutation changed by the __typename of its results,
      // and it cannot add the field to a document it only has the hash of: the registered
      // documents select it themselves.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: typesConfig,
    },
  },
};

export default config;
