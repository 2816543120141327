// Cards: their entities, the helpers every card operation shares, and the reads
// (GET /cards, /cards/{id}, /cards/{id}/transactions, /cards/{id}/details, /card_products).
//
// This file is their public face; each job has a file of its own: card.ts (the entities),
// context.ts (an operation's domain and tenant), store.ts (CardStore: all of the context's SQL,
// such as finding, reading and locking a card and writing its transactions; its longer SQL in
// store-sql.ts), funds.ts (USD accounts and insufficient_funds) and reads.ts (the read
// operations; GET /cards is listing.ts's).
export {
  toCard,
  toCardTransaction,
  type Card,
  type CardDetails,
  type CardIssuance,
  type CardOperation,
  type CardRow,
  type CardTransaction,
  type CardTransactionRow,
  type Cardholder,
  type IssuedCard,
  type Merchant,
} from "./card.js";
export { cardsDomain } from "./context.js";
export { CardStore, type CardFilters, type NewCardTransaction } from "./store.js";
export { insufficientFunds, insufficientFundsError, usd } from "./funds.js";
export {
  cardTransactionsPageSize,
  getCard,
  getCardTransaction,
  listCardProducts,
  listCardTransactions,
  listMerchantCategories,
  revealCardDetails,
} from "./reads.js";
