// Metadata and other string maps as a key/value list rather than raw JSON: keys in monospace
// (they are the integrator's own names), values as text, nested values (never in metadata, but a
// fee breakdown or an event's object may hold them) as compact JSON.

export function KeyValueList({ entries, empty = "None", label }: { entries: Record<string, unknown> | null | undefined; empty?: string; label?: string }) {
  const pairs = Object.entries(entries ?? {});
  if (pairs.length === 0) return <span className="muted">{empty}</span>;
  return (
    <dl className="key-values" aria-label={label}>
      {pairs.map(([key, value]) => (
        <div key={key} className="key-value">
          <dt>
            <code>{key}</code>
          </dt>
          <dd>{typeof value === "string" ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
