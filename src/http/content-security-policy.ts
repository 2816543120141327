// The Content-Security-Policy of the pages served beside the API (the dashboard, GraphiQL, /docs):
// they share one origin, and each may hold an API key, so each runs only its own scripts and
// talks to this origin only. What a page needs beyond that is added by name.
interface PagePolicy {
  /** Sources of script besides this origin's files: the hashes of a page's own inline scripts. */
  scripts?: string[];
  /** Styles set inline (by script or attribute), which some pages' libraries do. */
  inlineStyles?: boolean;
  /** More image, font and worker sources than this origin (data:, blob:). */
  images?: string[];
  fonts?: string[];
  workers?: string[];
  /** Where its forms may post: nowhere unless said. */
  formAction?: string;
}

export function pagePolicy(page: PagePolicy = {}): string {
  const sources = (own: string[] | undefined) => ["'self'", ...(own ?? [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources(page.scripts)}`,
    `style-src 'self'${page.inlineStyles ? " 'unsafe-inline'" : ""}`,
    `img-src ${sources(page.images)}`,
    `font-src ${sources(page.fonts)}`,
    ...(page.workers ? [`worker-src ${sources(page.workers)}`] : []),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${page.formAction ?? "'none'"}`,
    "frame-ancestors 'none'",
  ].join("; ");
}
