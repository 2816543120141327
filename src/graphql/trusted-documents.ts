// Trusted documents (docs/api/authentication.md#trusted-documents): GraphQL documents registered
// by their SHA-256 hash, which a client sends instead of the text (the GraphQL-over-HTTP
// `documentId`, or Apollo's `extensions.persistedQuery.sha256Hash`). A session token minted with
// trusted_documents_only runs nothing else. The reference dashboard's documents are registered by
// its build (GraphQL Code Generator's persisted documents, copied into dashboard/dist); an
// operator adds others with TRUSTED_DOCUMENTS. A registered document is text like any other to
// Yoga, so after its first use its parse and validation come from Yoga's caches.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GraphQLParams } from "graphql-yoga";
import { dashboardDist } from "../http/dashboard.js";

/** The dashboard build's manifest of its own documents (dashboard/build.mjs writes it). */
export const dashboardManifest = path.join(dashboardDist, ".trusted-documents.json");

const sha256Hex = /^[0-9a-f]{64}$/;

export class TrustedDocuments {
  private constructor(private readonly byHash: ReadonlyMap<string, string>) {}

  /**
   * The documents of the manifests that exist ({hash: document} each, the hash hex or `sha256:<hex>`). A hash that is not the
   * SHA-256 of its document stops the start: a manifest must never make one document run as another.
   */
  static load(files: string[]): TrustedDocuments {
    const byHash = new Map<string, string>();
    for (const file of files) {
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      for (const [key, document] of Object.entries(manifest)) {
        const hash = key.replace(/^sha256:/, "");
        if (typeof document !== "string" || !sha256Hex.test(hash) || createHash("sha256").update(document).digest("hex") !== hash) {
          throw new Error(`${file}: ${key} is not the SHA-256 of its document.`);
        }
        byHash.set(hash, document);
      }
    }
    return new TrustedDocuments(byHash);
  }

  /** The registered document whose hash this is. */
  text(hash: string): string | undefined {
    return this.byHash.get(hash);
  }

  get size(): number {
    return this.byHash.size;
  }
}

/**
 * The hash a request names its document by: `documentId` (`sha256:<hex>`, or the bare hex) or
 * `extensions.persistedQuery.sha256Hash` (version 1); null when it names none.
 */
export function documentIdOf(params: GraphQLParams & { documentId?: unknown }): string | null {
  if (typeof params.documentId === "string") return params.documentId.replace(/^sha256:/, "").toLowerCase();
  const persisted = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)?.persistedQuery;
  if (persisted?.version === 1 && typeof persisted.sha256Hash === "string") return persisted.sha256Hash.toLowerCase();
  return null;
}
