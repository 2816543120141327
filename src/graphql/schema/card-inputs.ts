// The card inputs: a card to issue and its cardholder (issueCard).
import { builder } from "../builder.js";
import { metadataDescription } from "./input.js";
import { SpendingControlsInput } from "./card-controls.js";

const personNameRules = "1 to 50 characters: letters of any script, spaces, apostrophes, hyphens and periods.";

const CardholderInput = builder.inputType("CardholderInput", {
  description: "The person a card is issued to.",
  fields: (t) => ({
    firstName: t.string({ required: true, description: `Given name, ${personNameRules}` }),
    lastName: t.string({ required: true, description: `Family name, ${personNameRules}` }),
    email: t.string({ required: true, description: "An email address of at most 254 characters." }),
  }),
});

export const IssueCardInput = builder.inputType("IssueCardInput", {
  description: "A card to issue: the body of POST /cards.",
  fields: (t) => ({
    product: t.string({ required: true, description: "A card product id, such as net-400 (see cardProducts)." }),
    cardholder: t.field({ type: CardholderInput, required: true, description: "Who the card is for." }),
    initialLoad: t.field({
      type: "SafeInt",
      description:
        "USD cents to load at issue, 1000 to 250000, plus the product's top-up fee; only for products that accept it (CardProduct.acceptsInitialLoad).",
    }),
    reference: t.string({ description: "Your own reference, at most 64 characters." }),
    metadata: t.field({ type: "JSONObject", description: metadataDescription }),
    spendingControls: t.field({ type: SpendingControlsInput, description: "What the card may be used for; none unless given." }),
  }),
});
