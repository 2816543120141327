/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n": typeof types.PingDocument,
    "\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.TestFundDocument,
    "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n": typeof types.ErrorsPingDocument,
    "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n": typeof types.ErrorsCurrenciesDocument,
    "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n": typeof types.ErrorsBalancesDocument,
    "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n": typeof types.ErrorsPingAndBalancesDocument,
    "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.ErrorsTestFundDocument,
    "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.IdemTestFundDocument,
    "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n": typeof types.IsolationPingDocument,
    "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n": typeof types.IsolationBalancesDocument,
    "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n": typeof types.IsolationTestFundDocument,
    "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n": typeof types.IsolationTransferDocument,
};
const documents: Documents = {
    "\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n": types.PingDocument,
    "\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.TestFundDocument,
    "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n": types.ErrorsPingDocument,
    "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n": types.ErrorsCurrenciesDocument,
    "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n": types.ErrorsBalancesDocument,
    "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n": types.ErrorsPingAndBalancesDocument,
    "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.ErrorsTestFundDocument,
    "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.IdemTestFundDocument,
    "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n": types.IsolationPingDocument,
    "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n": types.IsolationBalancesDocument,
    "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n": types.IsolationTestFundDocument,
    "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n": types.IsolationTransferDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n"): (typeof documents)["\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"): (typeof documents)["\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n"): (typeof documents)["\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n"): (typeof documents)["\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n"): (typeof documents)["\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n"): (typeof documents)["\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"): (typeof documents)["\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"): (typeof documents)["\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n"): (typeof documents)["\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n"): (typeof documents)["\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n"): (typeof documents)["\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n"): (typeof documents)["\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;