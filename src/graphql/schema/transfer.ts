import { builder } from "../builder.js";
import { Node } from "./node.js";
import { commandInput, runOperation, runs } from "../context.js";
import { createTransfer, getTransfer } from "../../domain/transfers/operations.js";
import { searchTransfers } from "../../domain/transfers/search.js";
import type { MaskedDestination as MaskedDestinationEntity, Transfer as TransferEntity } from "../../domain/transfers/transfer.js";
import { toSafeNumber } from "../../domain/ledger/balances.js";
import { CurrencyEnum, EnvironmentEnum } from "./enums.js";
import { connectionArgs, connectionExtras, connectionFrom, idempotencyKeyDescription, metadataDescription, withoutNulls } from "./input.js";

const TransferStatusEnum = builder.enumType("TransferStatus", {
  description: "Where a transfer stands: processing, then succeeded or failed. In the Sandbox the destination's last four characters decide.",
  values: {
    processing: { description: "Accepted: amount plus fee are reserved (Balance.reserved) while the provider works on it." },
    succeeded: { description: "Reached its destination: the reserved funds left the wallet and completedAt is set." },
    failed: { description: "Did not go through (failureCode says why): the reservation went back to available." },
  },
});
const TransferFailureCodeEnum = builder.enumType("TransferFailureCode", {
  description: "Why a transfer failed.",
  values: {
    provider_error: { description: "The payout provider refused the transfer or answered with an error." },
    provider_timeout: { description: "The payout provider did not answer in time, and said afterwards it made no payout." },
    destination_rejected: { description: "The provider accepted it, then the destination refused it." },
  },
});
const DestinationTypeEnum = builder.enumType("DestinationType", {
  description: "The kind of destination a transfer goes to.",
  values: {
    bank_account: { description: "A bank account: accountNumber and bankCode." },
    mobile_money: { description: "A mobile money account: phoneNumber and network." },
  },
});

const MaskedDestination = builder.objectRef<MaskedDestinationEntity>("MaskedDestination").implement({
  description: "Where a transfer goes. Full account and phone numbers are never stored or returned.",
  fields: (t) => ({
    type: t.field({ type: DestinationTypeEnum, description: "bank_account or mobile_money.", resolve: (d) => d.type }),
    accountName: t.exposeString("accountName", { description: "The account holder's name, as sent." }),
    country: t.exposeString("country", { description: "The destination's country: two capital letters (ISO 3166-1 alpha-2, such as NG)." }),
    last4: t.exposeString("last4", { description: "The last four characters of the account or phone number: all that is kept of it." }),
    bankCode: t.exposeString("bankCode", { nullable: true, description: "The bank's code for a bank_account; null for mobile_money." }),
    network: t.exposeString("network", { nullable: true, description: "The mobile money network for mobile_money; null for a bank_account." }),
  }),
});

export const Transfer = builder.objectRef<TransferEntity>("Transfer").implement({
  description: "Money sent from a wallet to a bank account or mobile money destination. Read with transfers:read.",
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The transfer's id (tr_…)." }),
    environment: t.field({ type: EnvironmentEnum, description: "The environment it was made in.", resolve: (tr) => tr.environment }),
    amount: t.field({ type: "SafeInt", description: "The amount sent, in minor units of currency (cents for USD).", resolve: (tr) => toSafeNumber(tr.amount) }),
    fee: t.field({
      type: "SafeInt",
      description: "The fee, in minor units of currency, reserved with the amount: 0 while pricing is not configured.",
      resolve: (tr) => toSafeNumber(tr.fee),
    }),
    currency: t.field({ type: CurrencyEnum, description: "The currency of the wallet it is sent from.", resolve: (tr) => tr.currency }),
    status: t.field({ type: TransferStatusEnum, description: "processing, then succeeded or failed.", resolve: (tr) => tr.status }),
    destination: t.field({ type: MaskedDestination, description: "Where it goes, masked.", resolve: (tr) => tr.destination }),
    reference: t.exposeString("reference", {
      nullable: true,
      description: "Your own reference, as sent (also in its events and webhooks); null when none was sent.",
    }),
    description: t.exposeString("description", { nullable: true, description: "Your description, as sent; null when none was sent." }),
    metadata: t.field({ type: "JSONObject", description: "Your key/value strings, as sent; {} when none were sent.", resolve: (tr) => tr.metadata }),
    failureCode: t.field({
      type: TransferFailureCodeEnum,
      nullable: true,
      description: "Why it failed: provider_error, provider_timeout or destination_rejected; null unless failed.",
      resolve: (tr) => tr.failureCode,
    }),
    failureMessage: t.exposeString("failureMessage", { nullable: true, description: "What went wrong, in words; null unless failed." }),
    createdAt: t.field({ type: "DateTime", description: "When it was accepted.", resolve: (tr) => tr.createdAt }),
    completedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it succeeded; null while processing and when it failed.",
      resolve: (tr) => tr.completedAt,
    }),
    testData: t.boolean({ description: "True for every Sandbox object: simulated, with no monetary value.", resolve: (tr) => tr.environment === "sandbox" }),
  }),
});

const TransferConnection = builder.connectionObject(
  {
    type: Transfer,
    name: "TransferConnection",
    description: "A page of transfers, newest first.",
    fields: (t) => connectionExtras(t, Transfer, "transfers"),
  },
  { description: "A transfer in a page, with its cursor (its id)." },
);

const DestinationInput = builder.inputType("DestinationInput", {
  description:
    "bank_account takes accountNumber and bankCode; mobile_money takes phoneNumber and network; both take accountName and country. " +
    "Only the last four characters of the number are kept. In the Sandbox they pick the outcome: 0002 provider_error, " +
    "0003 provider_timeout, 0004 fails later (destination_rejected), 0005 stays processing, anything else succeeds later.",
  fields: (t) => ({
    type: t.field({ type: DestinationTypeEnum, required: true, description: "Which kind of destination: says which other fields it takes." }),
    accountNumber: t.string({ description: "bank_account: 6 to 34 letters or digits." }),
    bankCode: t.string({ description: "bank_account: 2 to 16 letters or digits." }),
    phoneNumber: t.string({ description: "mobile_money: + then 8 to 15 digits, the first not 0 (such as +2348012340001)." }),
    network: t.string({ description: "mobile_money: 2 to 32 letters, digits, _ or -." }),
    accountName: t.string({ description: "Required: the account holder's name, 2 to 140 characters." }),
    country: t.string({ description: "Required: two capital letters (ISO 3166-1 alpha-2, such as NG)." }),
  }),
});

const CreateTransferInput = builder.inputType("CreateTransferInput", {
  description: "A transfer to send: the body of POST /transfers.",
  fields: (t) => ({
    amount: t.field({
      type: "SafeInt",
      required: true,
      description: "Minor units of currency, 1 to 100000000000. Amount plus fee must be available (else insufficient_funds).",
    }),
    currency: t.field({ type: CurrencyEnum, required: true, description: "The wallet to send from." }),
    destination: t.field({ type: DestinationInput, required: true, description: "Where to send it." }),
    reference: t.string({ description: "Your own reference, at most 64 characters: returned on the transfer and in its events and webhooks." }),
    description: t.string({ description: "At most 255 characters." }),
    metadata: t.field({ type: "JSONObject", description: metadataDescription }),
  }),
});

builder.queryFields((t) => ({
  transfer: t.field({
    ...runs(getTransfer),
    type: Transfer,
    nullable: true,
    description:
      "One transfer by id (GET /transfers/{id}). Needs transfers:read; another organization's or environment's transfer is null with not_found.",
    args: { id: t.arg.id({ required: true, description: "The transfer's id (tr_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, getTransfer, { id: String(args.id) }),
  }),
  transfers: t.field({
    ...runs(searchTransfers),
    type: TransferConnection,
    nullable: true,
    description:
      "The key's transfers (GET /transfers), newest first. Needs transfers:read. " +
      "`after` is the cursor (transfer id) of the last transfer of the previous page; `last` with `before` pages back. " +
      "Filters narrow together.",
    args: {
      ...connectionArgs(t.arg),
      status: t.arg({ type: TransferStatusEnum, description: "Only transfers in this status." }),
      statuses: t.arg({ type: [TransferStatusEnum], description: "Only transfers in any of these statuses." }),
      currency: t.arg({ type: CurrencyEnum, description: "Only transfers in this currency." }),
      createdAfter: t.arg({ type: "DateTime", description: "Only transfers created at or after this time." }),
      createdBefore: t.arg({ type: "DateTime", description: "Only transfers created before this time." }),
      reference: t.arg.string({ description: "Only transfers with exactly this reference." }),
      referencePrefix: t.arg.string({
        description: "Only transfers whose reference starts with this (1 to 64 characters), in any case; % and _ match themselves.",
      }),
      amountGte: t.arg({ type: "SafeInt", description: "Only transfers of at least this amount, in minor units." }),
      amountLte: t.arg({
        type: "SafeInt",
        description: "Only transfers of at most this amount, in minor units; below amountGte is validation_error naming amountLte.",
      }),
      last4: t.arg.string({ description: "Only transfers whose destination ends with these four characters." }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await runOperation(ctx, searchTransfers, { options: withoutNulls(args) });
      return connectionFrom(page);
    },
  }),
}));

builder.mutationFields((t) => ({
  createTransfer: t.field({
    ...runs(createTransfer),
    type: Transfer,
    nullable: true,
    description:
      "Sends funds from a wallet (POST /transfers): amount plus fee are reserved at once and the transfer answers processing. " +
      "A provider error or timeout is this field's error (provider_error, provider_timeout), the transfer stored failed and its funds released. " +
      "Needs transfers:write. Live answers live_operations_disabled until a payout provider is configured. " +
      "The same idempotency key space as REST.",
    args: {
      input: t.arg({ type: CreateTransferInput, required: true, description: "The transfer to send." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { input, idempotencyKey }, ctx) => runOperation(ctx, createTransfer, { input: commandInput(input), idempotencyKey }),
  }),
}));
