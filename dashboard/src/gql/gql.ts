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
    "\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n": typeof types.TransferFieldsFragmentDoc,
    "\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n": typeof types.DashboardSessionDocument,
    "\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n": typeof types.DashboardBalancesDocument,
    "\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n": typeof types.DashboardTransferStatsDocument,
    "\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": typeof types.DashboardLatestTransfersDocument,
    "\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": typeof types.DashboardTransfersDocument,
    "\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n": typeof types.DashboardTransferDocument,
    "\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n": typeof types.DashboardCreateTransferDocument,
    "\n  subscription DashboardLiveEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n      }\n    }\n  }\n": typeof types.DashboardLiveEventsDocument,
};
const documents: Documents = {
    "\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n": types.TransferFieldsFragmentDoc,
    "\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n": types.DashboardSessionDocument,
    "\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n": types.DashboardBalancesDocument,
    "\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n": types.DashboardTransferStatsDocument,
    "\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": types.DashboardLatestTransfersDocument,
    "\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": types.DashboardTransfersDocument,
    "\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n": types.DashboardTransferDocument,
    "\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n": types.DashboardCreateTransferDocument,
    "\n  subscription DashboardLiveEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n      }\n    }\n  }\n": types.DashboardLiveEventsDocument,
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
export function graphql(source: "\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n"): (typeof documents)["\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n"): (typeof documents)["\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardLiveEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardLiveEvents($types: [String!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;