// What the Cards pages share: a card's status badge and the fee arithmetic of decisions §5. Their
// fields and errors come from ../errors, their idempotent submissions from ../submission.
import type { CardStatus } from "../gql/graphql";

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return (
    <span className={`badge badge-card-${status}`} data-status={status}>
      {status}
    </span>
  );
}

/** The top-up fee on `amount` cents at `ratePercent` (1.5 is 1.5 %): ceil(amount × rate), on integers. */
export function topupFee(amount: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((amount * basisPoints + 9_999) / 10_000);
}
