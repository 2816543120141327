// A card's number, CVV and expiry (cardDetails, cards:sensitive) behind an explicit click: read
// through a client without a cache (client.ts: makeUncachedClient), kept in this component's state
// while the panel is open and dropped when it closes (or the page goes), each with a copy button.
import { useEffect, useMemo, useRef, useState } from "react";
import { makeUncachedClient } from "../client";
import { Copyable } from "../components/CopyButton";
import { CardDetailsQuery } from "../documents-cards";
import { FormErrors, apiErrors, type ApiErrorView } from "../errors";
import type { DashboardCardDetailsQuery } from "../gql/graphql";
import { storedSession } from "../session";

type Details = NonNullable<DashboardCardDetailsQuery["cardDetails"]>;

export function RevealDetails({ cardId }: { cardId: string }) {
  const client = useMemo(() => {
    const session = storedSession();
    return session ? makeUncachedClient(session.token) : null;
  }, []);
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<ApiErrorView[]>([]);
  const [loading, setLoading] = useState(false);
  // Bumped on close: an answer arriving after the panel closed is dropped.
  const request = useRef(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (details) panelRef.current?.focus();
    else if (wasOpen.current) revealRef.current?.focus();
    wasOpen.current = details !== null;
  }, [details]);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const reveal = async () => {
    if (!client) return;
    const mine = ++request.current;
    setLoading(true);
    setError([]);
    const result = await client.query(CardDetailsQuery, { id: cardId }, { requestPolicy: "network-only" }).toPromise();
    if (mine !== request.current) return;
    setLoading(false);
    if (result.data?.cardDetails) setDetails(result.data.cardDetails);
    else setError(apiErrors(result.error));
  };
  const close = () => {
    request.current += 1;
    setDetails(null);
    setLoading(false);
  };

  return (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading">Card number and CVV</h2>
      <FormErrors title="Could not reveal the details" errors={error} />
      {details ? (
        <div className="sensitive card-details" ref={panelRef} tabIndex={-1} data-testid="card-details" aria-label="The card's details">
          <dl className="facts">
            <dt>Number</dt>
            <dd data-testid="card-number-field">
              <Copyable value={details.number} label="card number">
                <span data-testid="card-number">{details.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</span>
              </Copyable>
            </dd>
            <dt>CVV</dt>
            <dd>
              <Copyable value={details.cvv} label="CVV">
                <span data-testid="card-cvv">{details.cvv}</span>
              </Copyable>
            </dd>
            <dt>Expiry</dt>
            <dd>
              <Copyable value={`${details.expiryMonth}/${details.expiryYear}`} label="expiry date">
                <span data-testid="card-expiry">
                  {details.expiryMonth}/{details.expiryYear}
                </span>
              </Copyable>
            </dd>
          </dl>
          <button type="button" className="secondary" onClick={close}>
            Hide details
          </button>
        </div>
      ) : (
        <>
          <p className="hint">Shown only on request and forgotten when hidden. Whoever sees them comes into PCI DSS scope.</p>
          <button type="button" ref={revealRef} disabled={loading || !client} onClick={reveal}>
            {loading ? "Revealing…" : "Reveal details"}
          </button>
        </>
      )}
    </section>
  );
}
