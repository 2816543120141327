// "Download CSV" for a list the API exports (transfers, card transactions): the rows the list's
// filters match, every page of them, as the API writes the file (download.ts). A session whose
// token runs trusted GraphQL documents only (a link made without --with-rest) cannot call REST,
// so it is told why instead of being offered a button that would fail.
import { useState } from "react";
import { useQuery } from "urql";
import { ExportAccessQuery } from "../documents-operator";
import { downloadCsv, restPath, restQuery } from "../download";
import { useSession } from "../ui";
import "../pages/Operator.css";

export interface ExportCsvProps {
  /** The export's REST route, such as /transfers/export. */
  route: string;
  /** Its filters as REST spells them (status, reference_prefix, …). */
  params: Record<string, string | number | undefined>;
  /** The file's name if the server gives none. */
  fallbackName: string;
  /** What a row is, singular and plural ("transfer", "transfers"). */
  noun: [string, string];
  /** Why the list's filters cannot be exported as they are; the button is then not offered. */
  unavailable?: string;
}

type Outcome = { kind: "saved"; text: string } | { kind: "failed"; text: string };

export function ExportCsv({ route, params, fallbackName, noun, unavailable }: ExportCsvProps) {
  const { viewer } = useSession();
  const [{ data }] = useQuery({ query: ExportAccessQuery });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const trustedOnly = data?.viewer?.sessionToken?.trustedDocumentsOnly === true;

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await downloadCsv(restPath(viewer.environment, route) + restQuery(params), fallbackName);
    setBusy(false);
    if ("saved" in result) {
      setOutcome({ kind: "saved", text: `Saved ${result.saved}: ${result.rows} ${result.rows === 1 ? noun[0] : noun[1]}.` });
    } else {
      setOutcome({ kind: "failed", text: `The file was not downloaded: ${result.failed}` });
    }
  };

  if (trustedOnly) {
    return (
      <p className="note export-csv" data-testid="export-unavailable">
        This session cannot download files: it was opened with a link whose token only runs the dashboard&apos;s own requests. Sign in
        with an API key to download CSV files.
      </p>
    );
  }
  return (
    <div className="export-csv">
      <button type="button" className="secondary" onClick={download} disabled={busy || !!unavailable} aria-describedby={unavailable ? "export-why" : undefined}>
        {busy ? "Preparing the file…" : "Download CSV"}
      </button>
      {unavailable ? (
        <span id="export-why" className="hint">
          {" "}
          {unavailable}
        </span>
      ) : null}
      <div role="status" aria-live="polite" className="export-outcome">
        {outcome?.kind === "saved" ? <span className="success-text">{outcome.text}</span> : null}
      </div>
      {outcome?.kind === "failed" ? (
        <div className="error error-box" role="alert">
          <span>{outcome.text}</span>
          <button type="button" className="secondary retry" onClick={download} disabled={busy}>
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
}
