// What the OpenAPI document says about each REST operation beyond what its definition already
// tells (scope, Sandbox-only, Idempotency-Key, options and input schemas, path id: see openapi.ts):
// its name and prose, its success response, the errors its own work can answer, and examples.
// Keyed by the operation's name, which is its method and OpenAPI path.
import type { ErrorCode } from "../domain/errors.js";
import type { OperationDoc } from "./openapi-operation-doc.js";
import * as examples from "./openapi-examples.js";
import { apiKeyOperationDocs } from "./openapi-api-keys.js";
import { sessionTokenOperationDocs } from "./openapi-session-tokens.js";
import { webhookEndpointOperationDocs } from "./openapi-webhook-endpoints.js";
import { cardControlsOperationDocs } from "./openapi-card-controls.js";

export { tags, type Tag, type OperationDoc } from "./openapi-operation-doc.js";

const provider: ErrorCode[] = ["provider_error", "live_operations_disabled", "provider_not_configured", "provider_timeout"];

export const operationDocs: Record<string, OperationDoc> = {
  "GET /ping": {
    operationId: "ping",
    tag: "Core",
    summary: "Check an API key",
    description: "Confirms that the key is valid and shows its environment, organization and scopes.",
    success: { status: 200, description: "The key, its organization and environment.", schema: "Ping", example: examples.pingExample },
  },
  "GET /currencies": {
    operationId: "listCurrencies",
    tag: "Core",
    summary: "List supported currencies",
    description: "ISO 4217 codes with their minor-unit exponents. Amounts everywhere are integers in the minor unit.",
    success: { status: 200, description: "Every supported currency.", schema: "CurrencyList", example: examples.currencyListExample },
  },
  "GET /balances": {
    operationId: "listBalances",
    tag: "Balances",
    summary: "List wallet balances",
    description:
      "One balance per currency wallet. Sandbox wallets start with 100,000 major units per currency. " +
      "Live balances answer 503 `live_operations_disabled` until a payment provider is authorized.",
    success: { status: 200, description: "One balance per currency.", schema: "BalanceList", example: examples.balanceListExample },
    errors: ["live_operations_disabled"],
  },
  "POST /test/fund": {
    operationId: "testFund",
    tag: "Sandbox",
    summary: "Credit test funds",
    description:
      "Credits simulated funds to a Sandbox wallet. Against the Live base URL it answers 403 `sandbox_only`. " +
      "A currency's funds in all, its starting funds included, stop at 9007199254740991 minor units (2^53 - 1, the largest amount a JSON number carries exactly): " +
      "a fund past that is 400 `validation_error` on `amount`.",
    requestBody: { component: "TestFundRequest", examples: { usd: { summary: "USD 1,000.00", value: examples.testFundExample } } },
    success: { status: 200, description: "The updated balance of that currency.", schema: "Balance", example: examples.balanceExample },
  },
  "POST /transfers": {
    operationId: "createTransfer",
    tag: "Transfers",
    summary: "Create a transfer",
    description:
      "Reserves amount plus fee from the wallet, then calls the provider. A provider error (502) or timeout (504) " +
      "marks the transfer failed and releases the reservation. In the Sandbox the outcome follows the last four " +
      "digits of the account or phone number: `0002` provider_error, `0003` provider_timeout, `0004` fails later, " +
      "`0005` stays processing, anything else succeeds after the settlement delay.",
    requestBody: {
      component: "CreateTransferRequest",
      examples: {
        bank_account: { summary: "To a bank account", value: examples.createTransferBankExample },
        mobile_money: { summary: "To a mobile money wallet", value: examples.createTransferMobileExample },
      },
    },
    success: { status: 201, description: "The transfer, processing.", schema: "Transfer", example: examples.transferExample },
    errors: ["insufficient_funds", ...provider],
  },
  "GET /transfers": {
    operationId: "listTransfers",
    tag: "Transfers",
    summary: "List transfers",
    description:
      "Newest first. Page with `starting_after` set to the last id of the previous page. Filters narrow together: `status`, `currency`, " +
      "`reference_prefix` (the reference starts with it, in any case; `%` and `_` are themselves), `amount_gte` and `amount_lte` " +
      "(minor units, both included; `amount_lte` below `amount_gte` is 400 `validation_error`).",
    success: { status: 200, description: "A page of transfers.", schema: "TransferList", example: examples.transferListExample },
  },
  "GET /transfers/export": {
    operationId: "exportTransfers",
    tag: "Transfers",
    summary: "Export transfers as CSV",
    description:
      "Every transfer the filters match (the filters of `GET /transfers`), newest first, as an RFC 4180 CSV file streamed as it is read: " +
      "a header row, then one row per transfer with the fields of a transfer flattened (`destination_last4`), amounts in minor units. " +
      "A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so that no spreadsheet runs it as a formula. " +
      "A file cut short (the connection closed before the end of its chunked body) is incomplete: ask again.",
    success: {
      status: 200,
      description: "The transfers, as `text/csv; charset=utf-8` with `Content-Disposition: attachment`.",
      schema: "CsvFile",
      example: examples.transfersCsvExample,
      mediaType: "text/csv",
    },
  },
  "GET /transfers/{id}": {
    operationId: "getTransfer",
    tag: "Transfers",
    summary: "Retrieve a transfer",
    pathId: "The transfer's id (`tr_…`).",
    success: { status: 200, description: "The transfer.", schema: "Transfer", example: examples.transferExample },
  },
  "GET /card_products": {
    operationId: "listCardProducts",
    tag: "Cards",
    summary: "List card products",
    description: "The card product catalog: network, availability through the API, fees and whether `initial_load` is accepted.",
    success: { status: 200, description: "Every card product.", schema: "CardProductList", example: examples.cardProductListExample },
  },
  "POST /cards": {
    operationId: "issueCard",
    tag: "Cards",
    summary: "Issue a virtual card",
    description:
      "Debits the issuance fee, the KYC fee, and any initial load plus its top-up fee from the USD wallet. " +
      "Live card programs need an activated account.",
    requestBody: { component: "IssueCardRequest", examples: { with_initial_load: { summary: "With an initial load", value: examples.issueCardExample } } },
    success: { status: 201, description: "The active card and what its issuance cost.", schema: "CreateCardResponse", example: examples.createCardResponseExample },
    errors: ["product_unavailable", "insufficient_funds", ...provider],
  },
  "GET /cards": {
    operationId: "listCards",
    tag: "Cards",
    summary: "List cards",
    description: "Newest first. Page with `starting_after` set to the last id of the previous page.",
    success: { status: 200, description: "A page of cards.", schema: "CardList", example: examples.cardListExample },
  },
  "GET /cards/{id}": {
    operationId: "getCard",
    tag: "Cards",
    summary: "Retrieve a card",
    description: "The card number and CVV are never part of a card: see the details endpoint.",
    pathId: "The card's id (`card_…`).",
    success: { status: 200, description: "The card.", schema: "Card", example: examples.cardExample },
  },
  "POST /cards/{id}/fund": {
    operationId: "fundCard",
    tag: "Cards",
    summary: "Fund a card",
    description: "Loads funds onto an active card; the amount plus the product's top-up fee is debited from the USD wallet.",
    pathId: "The card's id (`card_…`).",
    requestBody: { component: "CardAmountRequest", examples: { fund: { summary: "USD 50.00", value: examples.fundCardExample } } },
    success: { status: 200, description: "The operation and the updated card.", schema: "CardOperation", example: examples.cardOperationExample },
    errors: ["insufficient_funds", "card_state_conflict", ...provider],
  },
  "POST /cards/{id}/withdraw": {
    operationId: "withdrawFromCard",
    tag: "Cards",
    summary: "Withdraw from a card",
    description: "Moves funds from an active or frozen card back to the USD wallet. At least USD 5.00 must remain on the card. No fee.",
    pathId: "The card's id (`card_…`).",
    requestBody: { component: "CardAmountRequest", examples: { withdraw: { summary: "USD 20.00", value: examples.withdrawCardExample } } },
    success: {
      status: 200,
      description: "The operation and the updated card.",
      schema: "CardOperation",
      example: { ...examples.cardOperationExample, type: "withdraw", amount: 2_000, fee: 0, fee_breakdown: {} },
    },
    errors: ["card_state_conflict", "insufficient_card_balance", ...provider],
  },
  "POST /cards/{id}/freeze": {
    operationId: "freezeCard",
    tag: "Cards",
    summary: "Freeze a card",
    description: "Blocks new authorizations on an active card until it is unfrozen.",
    pathId: "The card's id (`card_…`).",
    success: { status: 200, description: "The frozen card.", schema: "Card", example: examples.frozenCardExample },
    errors: ["card_state_conflict", ...provider],
  },
  "POST /cards/{id}/unfreeze": {
    operationId: "unfreezeCard",
    tag: "Cards",
    summary: "Unfreeze a card",
    pathId: "The card's id (`card_…`).",
    success: { status: 200, description: "The active card.", schema: "Card", example: examples.cardExample },
    errors: ["card_state_conflict", ...provider],
  },
  "POST /cards/{id}/terminate": {
    operationId: "terminateCard",
    tag: "Cards",
    summary: "Terminate a card",
    description:
      "Closes an active or frozen card for good. Its balance must be at most USD 5.00; in the Sandbox that " +
      "remainder returns to the USD wallet at once.",
    pathId: "The card's id (`card_…`).",
    success: {
      status: 200,
      description: "The terminated card.",
      schema: "Card",
      example: { ...examples.cardExample, status: "terminated", balance: 0 },
    },
    errors: ["card_state_conflict", ...provider],
  },
  "GET /cards/{id}/transactions": {
    operationId: "listCardTransactions",
    tag: "Cards",
    summary: "List a card's transactions",
    description: "Purchases, refunds, top-ups, withdrawals and fees, newest first, 20 per page.",
    pathId: "The card's id (`card_…`).",
    success: { status: 200, description: "A page of card transactions.", schema: "CardTransactionList", example: examples.cardTransactionListExample },
    errors: ["provider_error", "provider_timeout"],
  },
  "GET /card_transactions/export": {
    operationId: "exportCardTransactions",
    tag: "Cards",
    summary: "Export card transactions as CSV",
    description:
      "Every card transaction of the environment, or of one `card`, of a `type` and a `status` when given, newest first, as an RFC 4180 CSV file " +
      "streamed as it is read: a header row, then one row per transaction (the merchant flattened: `merchant_name`), amounts in USD cents. " +
      "A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`. A card the key cannot see matches nothing.",
    success: {
      status: 200,
      description: "The card transactions, as `text/csv; charset=utf-8` with `Content-Disposition: attachment`.",
      schema: "CsvFile",
      example: examples.cardTransactionsCsvExample,
      mediaType: "text/csv",
    },
  },
  "GET /cards/{id}/details": {
    operationId: "revealCardDetails",
    tag: "Cards",
    summary: "Reveal a card's number and CVV",
    description:
      "The service does not store these values. Your systems come into PCI DSS scope and must never log or persist them. " +
      "A terminated card has no details (409).",
    pathId: "The card's id (`card_…`).",
    success: { status: 200, description: "The card's sensitive details.", schema: "CardSensitiveDetails", example: examples.cardDetailsExample },
    errors: ["card_state_conflict", "provider_error", "provider_timeout"],
  },
  "POST /test/cards/{id}/authorizations": {
    operationId: "simulateCardAuthorization",
    tag: "Sandbox",
    summary: "Simulate a card purchase",
    description:
      "Records a simulated purchase at `merchant_category` (`other` unless sent), decided in this order, the first check that fails " +
      "naming `decline_reason`: the card is not active (`card_inactive`); its category is not allowed or is blocked, or a spending limit " +
      "would be passed (`spending_controls`); the balance is below the amount (`insufficient_funds`); then, if the organization has a " +
      "real-time authorization endpoint, its decision (`authorization_declined`, or `authorization_timeout` without a valid answer in time). " +
      "Approved: status `succeeded` and the balance drops. Declined: status `declined` and nothing moves. Answered once decided.",
    pathId: "The card's id (`card_…`).",
    requestBody: { component: "CardAuthorizationRequest", examples: { purchase: { summary: "A purchase", value: examples.authorizationExample } } },
    success: { status: 201, description: "The recorded card transaction.", schema: "CardTransaction", example: examples.cardTransactionExample },
  },
  "GET /events": {
    operationId: "listEvents",
    tag: "Events",
    summary: "List events",
    description:
      "Newest first, only the event types the key may read: `transfer.*` and `balance.*` with `transfers:read` or " +
      "`balances:read`, `card*` with `cards:read`. Works in Live too.",
    success: { status: 200, description: "A page of events.", schema: "EventList", example: examples.eventListExample },
  },
  "GET /events/{id}": {
    operationId: "getEvent",
    tag: "Events",
    summary: "Retrieve an event",
    description: "An event of a type the key may not read is not found.",
    pathId: "The event's id (`evt_…`).",
    success: { status: 200, description: "The event.", schema: "Event", example: examples.eventExample },
  },
  ...cardControlsOperationDocs(examples.cardExample),
  ...webhookEndpointOperationDocs,
  ...apiKeyOperationDocs,
  ...sessionTokenOperationDocs,
};
