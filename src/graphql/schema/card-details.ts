// CardDetails: a card's full number and CVV, and Query.cardDetails that reveals them.
import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { revealCardDetails } from "../../domain/cards/cards.js";
import type { CardDetails as CardDetailsEntity } from "../../domain/cards/card.js";

const CardDetails = builder.objectRef<CardDetailsEntity>("CardDetails").implement({
  description: "Sensitive: the full number and CVV. Never log or store them.",
  fields: (t) => ({
    cardId: t.exposeString("cardId", { description: "The card's id (card_…)." }),
    number: t.exposeString("number", { description: "The full card number, 16 digits: derived when asked for, never stored." }),
    cvv: t.exposeString("cvv", { description: "The 3-digit CVV: derived when asked for, never stored." }),
    expiryMonth: t.exposeString("expiryMonth", { description: "Expiry month, two digits (MM)." }),
    expiryYear: t.exposeString("expiryYear", { description: "Expiry year, four digits (YYYY)." }),
    testData: t.boolean({
      resolve: (d) => d.environment === "sandbox", description: "True for every Sandbox object: simulated, with no monetary value." }),
  }),
});

builder.queryFields((t) => ({
  cardDetails: t.field({
    ...runs(revealCardDetails),
    type: CardDetails,
    nullable: true,
    description:
      "A card's full number and CVV (GET /cards/{id}/details). Needs cards:sensitive; the card must be active or frozen " +
      "(else card_state_conflict). Whoever reads them comes into PCI DSS scope and must never log or store them. " +
      "In Live: activation_required unless the organization is activated, else not_found (no Live card exists yet).",
    args: { id: t.arg.id({ required: true, description: "The card's id (card_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, revealCardDetails, { id: String(args.id) }),
  }),
}));
