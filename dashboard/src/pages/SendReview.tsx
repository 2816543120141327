// The last step before money moves: what will be sent, to whom, what it takes from the wallet and
// what the wallet holds now and afterwards. Nothing is sent until "Send" here; "Edit" goes back
// to the form with everything kept.
import { useEffect, useRef } from "react";
import type { DestinationType } from "../gql/graphql";
import { Money } from "../ui";
import { countryName } from "./CountryPicker";
import type { Draft } from "./send-checks";

export interface Review {
  draft: Draft;
  /** Minor units. */
  amount: number;
  /** The wallet's available balance now, when this key may read it. */
  available: number | undefined;
}

function destinationLines(draft: Draft): [string, string][] {
  const type: Record<DestinationType, string> = { bank_account: "Bank account", mobile_money: "Mobile money" };
  return draft.type === "bank_account"
    ? [
        [type.bank_account, draft.accountNumber.trim()],
        ["Bank code", draft.bankCode.trim()],
      ]
    : [
        [type.mobile_money, draft.phoneNumber.trim()],
        ["Network", draft.network.trim()],
      ];
}

export function SendReview({ review, sending, onSend, onEdit }: { review: Review; sending: boolean; onSend: () => void; onEdit: () => void }) {
  const { draft, amount, available } = review;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const currency = draft.currency;
  const short = available !== undefined && amount > available;
  return (
    <section className="panel review" aria-labelledby="review-heading" data-step="review">
      <h2 id="review-heading" tabIndex={-1} ref={heading}>
        Review the transfer
      </h2>
      <p>Nothing has been sent yet. Check the details, then send.</p>
      <dl className="facts">
        <dt>Amount</dt>
        <dd data-testid="review-amount">
          <Money amount={amount} currency={currency} />
        </dd>
        <dt>Fee</dt>
        <dd>None is charged today; any fee is reserved with the amount and shown on the transfer.</dd>
        <dt>Taken from</dt>
        <dd>Your {currency} wallet</dd>
        <dt>Available now</dt>
        <dd data-testid="review-available">{available === undefined ? "Not shown: this key cannot read balances" : <Money amount={available} currency={currency} />}</dd>
        {available !== undefined && !short ? (
          <>
            <dt>Available after</dt>
            <dd data-testid="review-after">
              <Money amount={available - amount} currency={currency} />
            </dd>
          </>
        ) : null}
        <dt>To</dt>
        <dd>{draft.accountName.trim()}</dd>
        {destinationLines(draft).map(([label, value]) => (
          <DestinationLine key={label} label={label} value={value} />
        ))}
        <dt>Country</dt>
        <dd>{countryName(draft.country.trim())}</dd>
        {draft.reference.trim() ? (
          <>
            <dt>Reference</dt>
            <dd>{draft.reference.trim()}</dd>
          </>
        ) : null}
        {draft.description.trim() ? (
          <>
            <dt>Description</dt>
            <dd>{draft.description.trim()}</dd>
          </>
        ) : null}
      </dl>
      {short ? (
        <p className="warning" role="alert">
          This is more than the {currency} wallet holds: the API will refuse it (insufficient funds) unless funds arrive first.
        </p>
      ) : null}
      <div className="actions">
        <button type="button" onClick={onSend} disabled={sending}>
          {sending ? "Sending…" : "Send transfer"}
        </button>
        <button type="button" className="secondary" onClick={onEdit} disabled={sending}>
          Edit
        </button>
      </div>
    </section>
  );
}

function DestinationLine({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </>
  );
}
