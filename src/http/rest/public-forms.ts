// The public forms of REST, handed to the domain (src/domain/public-forms.ts): what its events
// carry and its Idempotency-Keys keep is each resource as REST shows it.
import type { PublicForms } from "../../domain/public-forms.js";
import { transferForm } from "./transfers.js";
import { balanceForm } from "./balances.js";
import { cardForm, cardOperationForm, cardTransactionForm, issuedCardForm } from "./cards.js";
import { eventForm } from "./events.js";
import { createdWebhookEndpointForm, webhookEndpointForm } from "./webhook-endpoints.js";
import { webhookDeliveryForm } from "./webhook-deliveries.js";
import { issuedApiKeyForm } from "./api-keys.js";

export const publicForms: PublicForms = {
  transfer: transferForm,
  balance: balanceForm,
  card: cardForm,
  issuedCard: issuedCardForm,
  cardOperation: cardOperationForm,
  cardTransaction: cardTransactionForm,
  event: eventForm,
  webhookEndpoint: webhookEndpointForm,
  createdWebhookEndpoint: createdWebhookEndpointForm,
  webhookDelivery: webhookDeliveryForm,
  issuedApiKey: issuedApiKeyForm,
};
