// The public forms of REST, handed to the domain (src/domain/public-forms.ts): what its events
// carry and its Idempotency-Keys keep is each resource as REST shows it.
import type { PublicForms } from "../../domain/public-forms.js";
import { transferForm } from "./transfers.js";

export const publicForms: PublicForms = {
  transfer: transferForm,
};
