// Example requests and responses for the OpenAPI document. Typed with the views the operations
// return, so they keep the views' shape; test/http/openapi.test.ts also checks each one against the
// document's schema (responses) and the operation's own zod schema (requests).
import { currencyCatalog, currencyCodes } from "../domain/currencies.js";
import { cardProductIds, cardProducts } from "../domain/cards/products.js";
import { renderCardProduct } from "./rest/card-products.js";
import type { CardDetailsBody } from "./rest/card-details.js";
import type { PingBody } from "./rest/core.js";
import type { Currency } from "../domain/core.js";
import type { BalanceBody } from "./rest/balances.js";
import type { listBody } from "./rest-lists.js";

/** A REST list page of T. */
type ListView<T> = ReturnType<typeof listBody<T>>;
import type { TransferBody } from "./rest/transfers.js";
import type { CardBody, CardOperationBody, CardTransactionBody, IssuedCardBody } from "./rest/cards.js";
import { noSpendingControlsExample } from "./openapi-card-controls.js";
import type { EventBody } from "./rest/events.js";
import type {
  CreatedWebhookEndpointBody,
  DeletedWebhookEndpointBody,
  WebhookEndpointBody,
  WebhookEndpointListBody,
} from "./rest/webhook-endpoints.js";

const createdAt = "2026-11-23T09:30:00.000Z";

export const pingExample: PingBody = {
  object: "ping",
  environment: "sandbox",
  organization: { id: "org_01JH3Z8Q2V6WXK4N7YB5T0RCMD", name: "Acme Payouts" },
  api_key: {
    id: "key_01JH3Z8Q3A1B2C3D4E5F6G7H8J",
    prefix: "gs_test_Xy7Q",
    scopes: ["balances:read", "transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"],
  },
  server_time: createdAt,
};

export const currencyListExample = {
  object: "list" as const,
  data: currencyCodes.map((code): Currency => ({ code, ...currencyCatalog[code] })),
};

export const balanceExample: BalanceBody = {
  object: "balance",
  currency: "USD",
  available: 9_950_000,
  reserved: 50_000,
  total: 10_000_000,
  test_data: true,
};

export const balanceListExample: { object: "list"; data: BalanceBody[] } = {
  object: "list",
  data: [balanceExample, { object: "balance", currency: "EUR", available: 10_000_000, reserved: 0, total: 10_000_000, test_data: true }],
};

export const createTransferBankExample = {
  amount: 50_000,
  currency: "USD",
  destination: { type: "bank_account", account_number: "GB29NWBK60161331926819", bank_code: "NWBKGB2L", account_name: "Ada Lovelace", country: "GB" },
  reference: "invoice-2041",
  description: "November payout",
  metadata: { customer: "cus_42" },
};

export const createTransferMobileExample = {
  amount: 25_000,
  currency: "KES",
  destination: { type: "mobile_money", phone_number: "+254712345678", network: "mpesa", account_name: "Wanjiru Kamau", country: "KE" },
};

export const transferExample: TransferBody = {
  id: "tr_01JH3ZB4M9T2Q8R5V7W1X3Y6Z0",
  object: "transfer",
  environment: "sandbox",
  amount: 50_000,
  fee: 0,
  currency: "USD",
  status: "processing",
  destination: { type: "bank_account", account_name: "Ada Lovelace", country: "GB", last4: "6819", bank_code: "NWBKGB2L" },
  reference: "invoice-2041",
  description: "November payout",
  metadata: { customer: "cus_42" },
  failure_code: null,
  failure_message: null,
  created_at: createdAt,
  completed_at: null,
  test_data: true,
};

export const transferListExample: ListView<TransferBody> = {
  object: "list",
  data: [
    { ...transferExample, status: "succeeded", completed_at: "2026-11-23T09:30:02.000Z" },
    {
      ...transferExample,
      id: "tr_01JH3ZA1C5D7E9F1G3H5J7K9M1",
      amount: 25_000,
      currency: "KES",
      status: "failed",
      destination: { type: "mobile_money", account_name: "Wanjiru Kamau", country: "KE", last4: "0002", network: "mpesa" },
      reference: null,
      description: null,
      metadata: {},
      failure_code: "provider_error",
      failure_message: "The payout provider returned an error.",
      completed_at: "2026-11-23T09:29:00.000Z",
    },
  ],
  has_more: false,
};

export const issueCardExample = {
  product: "net-400",
  cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  initial_load: 10_000,
  reference: "employee-17",
  metadata: { team: "research" },
};

export const cardExample: CardBody = {
  id: "card_01JH3ZC7N2P4Q6R8S0T2V4W6X8",
  object: "card",
  environment: "sandbox",
  product: "net-400",
  network: "visa",
  currency: "USD",
  status: "active",
  cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  last4: "4242",
  expiry_month: "11",
  expiry_year: "2029",
  balance: 10_000,
  reference: "employee-17",
  metadata: { team: "research" },
  spending_controls: noSpendingControlsExample,
  created_at: createdAt,
  test_data: true,
};

export const cardListExample: ListView<CardBody> = { object: "list", data: [cardExample], has_more: false };

export const createCardResponseExample: IssuedCardBody = {
  ...cardExample,
  issuance: { initial_load: 10_000, fee: 500, fee_breakdown: { issuance: 300, kyc: 100, topup: 100 } },
};

export const fundCardExample = { amount: 5_000 };

export const cardOperationExample: CardOperationBody = {
  id: "cop_01JH3ZD2A4B6C8D0E2F4G6H8J0",
  object: "card_operation",
  type: "fund",
  card_id: cardExample.id,
  amount: 5_000,
  fee: 50,
  fee_breakdown: { topup: 50 },
  status: "succeeded",
  card: { ...cardExample, balance: 15_000 },
  created_at: createdAt,
  test_data: true,
};

export const withdrawCardExample = { amount: 2_000 };

export const frozenCardExample: CardBody = { ...cardExample, status: "frozen" };

export const authorizationExample = { amount: 1_250, merchant_name: "Corner Bookshop", merchant_category: "other" };

export const cardTransactionExample: CardTransactionBody = {
  id: "ctx_01JH3ZE5K7M9N1P3Q5R7S9T1V3",
  object: "card_transaction",
  card_id: cardExample.id,
  type: "authorization",
  status: "succeeded",
  amount: 1_250,
  currency: "USD",
  merchant: { name: "Corner Bookshop", mcc: null, country: null, category: "other" },
  decline_reason: null,
  created_at: createdAt,
  test_data: true,
};

const noMerchant = { name: null, mcc: null, country: null, category: null };

export const cardTransactionListExample: ListView<CardTransactionBody> = {
  object: "list",
  data: [
    cardTransactionExample,
    { ...cardTransactionExample, id: "ctx_01JH3ZC7P1Q3R5S7T9V1W3X5Y7", type: "fee", amount: 100, merchant: noMerchant },
    { ...cardTransactionExample, id: "ctx_01JH3ZC7P0A2B4C6D8E0F2G4H6", type: "topup", amount: 10_000, merchant: noMerchant },
  ],
  has_more: false,
};

export const cardDetailsExample: CardDetailsBody = {
  object: "card_details",
  card_id: cardExample.id,
  number: "4000056655664242",
  cvv: "123",
  expiry_month: "11",
  expiry_year: "2029",
  test_data: true,
};

/** The catalog itself: the example is the answer. */
export const cardProductListExample = { object: "list" as const, data: cardProductIds.map((id) => renderCardProduct(cardProducts[id])) };

export const testFundExample = { amount: 100_000, currency: "USD" };

export const eventExample: EventBody = {
  id: "evt_01JH3ZB4MA0B2C4D6E8F0G2H4J",
  object: "event",
  type: "transfer.created",
  environment: "sandbox",
  created_at: createdAt,
  data: { object: { ...transferExample } },
  test_data: true,
};

export const eventListExample: ListView<EventBody> = {
  object: "list",
  data: [
    {
      ...eventExample,
      id: "evt_01JH3ZB6Q2R4S6T8V0W2X4Y6Z8",
      type: "transfer.succeeded",
      created_at: "2026-11-23T09:30:02.000Z",
      data: { object: { ...transferExample, status: "succeeded", completed_at: "2026-11-23T09:30:02.000Z" } },
    },
    eventExample,
  ],
  has_more: false,
};

export const createWebhookEndpointExample = {
  url: "https://hooks.example.com/payments",
  events: ["transfer.succeeded", "transfer.failed"],
  description: "Payout status",
};

export const webhookEndpointExample: WebhookEndpointBody = {
  id: "we_01JH3ZG1H3J5K7M9N1P3Q5R7S9",
  object: "webhook_endpoint",
  url: "https://hooks.example.com/payments",
  events: ["transfer.succeeded", "transfer.failed"],
  description: "Payout status",
  disabled: false,
  previous_secret_expires_at: null,
  created_at: createdAt,
  test_data: true,
};

export const createdWebhookEndpointExample: CreatedWebhookEndpointBody = {
  ...webhookEndpointExample,
  secret: "whsec_3q2+7w8e9r0t1y2u3i4o5p6a7s8d9f0g",
};

export const webhookEndpointListExample: WebhookEndpointListBody = {
  object: "list",
  data: [webhookEndpointExample, { ...webhookEndpointExample, id: "we_01JH3ZF0A2B4C6D8E0F2G4H6J8", url: "https://erp.example.com/hooks", events: ["*"], description: null }],
  has_more: false,
};

export const updateWebhookEndpointExample = { events: ["transfer.succeeded", "transfer.failed", "card.created"], description: "Payouts and new cards" };
export const disableWebhookEndpointExample = { disabled: true };

export const updatedWebhookEndpointExample: WebhookEndpointBody = {
  ...webhookEndpointExample,
  events: ["transfer.succeeded", "transfer.failed", "card.created"],
  description: "Payouts and new cards",
};

export const rollWebhookEndpointSecretExample = { expires_in_hours: 24 };

export const rolledWebhookEndpointExample: CreatedWebhookEndpointBody = {
  ...webhookEndpointExample,
  secret: "whsec_9Jk2mQ4rT7vX1zB5nD8fH3lP6sW0yA2cE4gI7kM9oQ1",
  previous_secret_expires_at: "2026-11-24T09:30:00.000Z",
};

export const deletedWebhookEndpointExample: DeletedWebhookEndpointBody = { id: webhookEndpointExample.id, object: "webhook_endpoint", deleted: true };

// The exports' files (GET /transfers/export, GET /card_transactions/export): the list examples' objects as CSV rows.
export const transfersCsvExample = [
  "id,created_at,completed_at,amount,fee,currency,status,destination_type,destination_account_name,destination_country,destination_last4,destination_bank_code,destination_network,reference,description,failure_code,failure_message,metadata",
  `tr_01JH3ZB4M9T2Q8R5V7W1X3Y6Z0,${createdAt},2026-11-23T09:30:02.000Z,50000,0,USD,succeeded,bank_account,Ada Lovelace,GB,6819,NWBKGB2L,,invoice-2041,November payout,,,"{""customer"":""cus_42""}"`,
  `tr_01JH3ZA1C5D7E9F1G3H5J7K9M1,${createdAt},,25000,0,KES,failed,mobile_money,Wanjiru Kamau,KE,0002,,mpesa,,,provider_error,The payout provider returned an error.,{}`,
  "",
].join("\r\n");

export const cardTransactionsCsvExample = [
  "id,card_id,created_at,type,status,amount,currency,merchant_name,merchant_mcc,merchant_country",
  `ctx_01JH3ZE5K7M9N1P3Q5R7S9T1V3,${cardExample.id},${createdAt},authorization,succeeded,1250,USD,Corner Bookshop,,`,
  `ctx_01JH3ZC7P1Q3R5S7T9V1W3X5Y7,${cardExample.id},${createdAt},fee,succeeded,100,USD,,,`,
  "",
].join("\r\n");
