// Lint (typescript-eslint's recommended rules, syntax only: type-aware rules would double the
// time of a check that typecheck already covers). Generated code is left alone.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "src/generated/", "test/rest-client/schema.d.ts", "test/graphql/", ".data/", "dashboard/dist/", "dashboard/.dist-*/", "dashboard/src/gql/"] },
  // The printed GraphQL schema, held to graphql-eslint's schema-recommended rules (the peer linter
  // GitHub- and Shopify-style schemas are checked with), less those named below with their reason.
  {
    files: ["schema/schema.graphql"],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: "schema/schema.graphql" } } },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs["flat/schema-recommended"].rules,
      // Enum values are named as the JSON strings they serialize to (active, transfer_created,
      // USD): the REST values, kept the same on both transports. Every other convention stays.
      "@graphql-eslint/naming-convention": [
        "error",
        (({ EnumValueDefinition: _ours, ...rest }) => rest)(graphqlPlugin.configs["flat/schema-recommended"].rules["@graphql-eslint/naming-convention"][1]),
      ],
      // Resources carry an id; what is not one has none to carry: Relay's connections, edges and
      // page info, pages, and value objects read as part of something else (a wallet's balance,
      // a card's masked details, a merchant, an attempt of a delivery, the caller, counts).
      "@graphql-eslint/strict-id-in-types": [
        "error",
        {
          exceptions: {
            suffixes: ["Connection", "Edge", "Page", "Info"],
            types: [
              "Balance", "CardDetails", "CardIssuance", "CardProduct", "Cardholder", "CurrencyDetails", "EventData", "IssuedCard",
              "MaskedDestination", "MccRange", "Merchant", "Ping", "SpendingControls", "SpendingLimit", "TransferDay", "TransferStats",
              "TransferVolume", "Viewer", "WebhookAttempt",
              // Its id is a catalog entry's name, the enum MerchantCategoryId.
              "MerchantCategory",
            ],
          },
        },
      ],
      // It flags Card.cardholder, a word of its own (the person on the card), not a prefixed name.
      "@graphql-eslint/no-typename-prefix": "off",
    },
  },
  { ...js.configs.recommended, files: ["**/*.{js,mjs,cjs,ts,tsx}"] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ["**/*.{js,mjs,cjs,ts,tsx}"] })),
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
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
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
