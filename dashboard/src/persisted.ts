// The dashboard's documents as it sends them: by hash only (trusted documents, registered by the
// build: dashboard/build.mjs). Codegen writes each operation as its hash alone,
// `{__meta__: {documentId: "sha256:…"}}` (codegen.ts), with no text in the bundle; urql sends a
// document's GraphQL-over-HTTP `documentId` instead of its text when the document carries
// `documentId` and no definitions, which this adds. Fragments keep their definitions: they are
// never sent on their own.
/// <reference types="vite/client" />
import { gql } from "urql";
import { graphql as generated } from "./gql";

interface Persisted {
  __meta__?: { documentId?: string };
}

/**
 * Under Vite's dev server (`npx vite dashboard`) the documents go as text, from the manifest:
 * urql's development build requires a document's definitions, and a server started before an
 * edit has not registered the edited documents. A production build has no texts. (Neither limits
 * its token to trusted documents: the CSV downloads are REST, sign-in.ts.)
 */
const texts: Record<string, string> | undefined = import.meta.env.DEV ? (await import("./gql/persisted-documents.json")).default : undefined;

/** The hash a document is sent by: every operation has one. */
function documentIdOf(document: unknown): string | undefined {
  return (document as Persisted).__meta__?.documentId;
}

function byHash<T>(document: T): T {
  const documentId = documentIdOf(document);
  if (!documentId) return document;
  if (texts) return gql(texts[documentId]) as T;
  return { ...document, kind: "Document", definitions: [], documentId } as T;
}

/** codegen's `graphql()`, answering documents urql sends by hash. */
export const graphql = ((source: string) => byHash(generated(source as never))) as typeof generated;
