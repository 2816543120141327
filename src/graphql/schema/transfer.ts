import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { createTransfer, getTransfer, listTransfers } from "../../domain/transfers/operations.js";
import { type TransferView } from "../../domain/transfers/view.js";
import { CurrencyEnum, EnvironmentEnum } from "./enums.js";
import { connectionFromPage, listArgumentNames, listQuery, withoutNulls } from "./input.js";

const TransferStatusEnum = builder.enumType("TransferStatus", { values: ["processing", "succeeded", "failed"] as const });
const DestinationTypeEnum = builder.enumType("DestinationType", { values: ["bank_account", "mobile_money"] as const });

const MaskedDestination = builder.objectRef<TransferView["destination"]>("MaskedDestination").implement({
  description: "Where a transfer goes. Full account and phone numbers are never stored or returned.",
  fields: (t) => ({
    type: t.field({ type: DestinationTypeEnum, resolve: (d) => d.type }),
    accountName: t.exposeString("account_name"),
    country: t.exposeString("country"),
    last4: t.exposeString("last4"),
    bankCode: t.exposeString("bank_code", { nullable: true }),
    network: t.exposeString("network", { nullable: true }),
  }),
});

export const Transfer = builder.objectRef<TransferView>("Transfer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    environment: t.field({ type: EnvironmentEnum, resolve: (tr) => tr.environment }),
    amount: t.field({ type: "SafeInt", resolve: (tr) => tr.amount }),
    fee: t.field({ type: "SafeInt", resolve: (tr) => tr.fee }),
    currency: t.field({ type: CurrencyEnum, resolve: (tr) => tr.currency }),
    status: t.field({ type: TransferStatusEnum, resolve: (tr) => tr.status }),
    destination: t.field({ type: MaskedDestination, resolve: (tr) => tr.destination }),
    reference: t.exposeString("reference", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    metadata: t.field({ type: "JSONObject", resolve: (tr) => tr.metadata }),
    failureCode: t.exposeString("failure_code", { nullable: true }),
    failureMessage: t.exposeString("failure_message", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (tr) => tr.created_at }),
    completedAt: t.field({ type: "DateTime", nullable: true, resolve: (tr) => tr.completed_at }),
    testData: t.exposeBoolean("test_data"),
  }),
});

const TransferConnection = builder.connectionObject({ type: Transfer, name: "TransferConnection" });

const DestinationInput = builder.inputType("DestinationInput", {
  description: "bank_account takes accountNumber and bankCode; mobile_money takes phoneNumber and network.",
  fields: (t) => ({
    type: t.field({ type: DestinationTypeEnum, required: true }),
    accountNumber: t.string(),
    bankCode: t.string(),
    phoneNumber: t.string(),
    network: t.string(),
    accountName: t.string(),
    country: t.string(),
  }),
});

const CreateTransferInput = builder.inputType("CreateTransferInput", {
  fields: (t) => ({
    amount: t.field({ type: "SafeInt", required: true }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    destination: t.field({ type: DestinationInput, required: true }),
    reference: t.string(),
    description: t.string(),
    metadata: t.field({ type: "JSONObject" }),
  }),
});

builder.queryFields((t) => ({
  transfer: t.field({
    ...runs(getTransfer),
    type: Transfer,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, getTransfer, { pathId: String(args.id) }),
  }),
  transfers: t.field({
    ...runs(listTransfers),
    type: TransferConnection,
    nullable: true,
    description: "Newest first. `after` is the cursor (transfer id) of the last transfer of the previous page.",
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      status: t.arg({ type: TransferStatusEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await runOperation(ctx, listTransfers, { query: listQuery(args, { status: args.status }) }, listArgumentNames);
      return connectionFromPage(page, args.after);
    },
  }),
}));

builder.mutationFields((t) => ({
  createTransfer: t.field({
    ...runs(createTransfer),
    type: Transfer,
    nullable: true,
    description: "Sends funds from the wallet (POST /transfers). The same idempotency key space as REST.",
    args: {
      input: t.arg({ type: CreateTransferInput, required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, { input, idempotencyKey }, ctx) =>
      runOperation(ctx, createTransfer, {
        body: withoutNulls({
          amount: input.amount,
          currency: input.currency,
          destination: withoutNulls({
            type: input.destination.type,
            account_number: input.destination.accountNumber,
            bank_code: input.destination.bankCode,
            phone_number: input.destination.phoneNumber,
            network: input.destination.network,
            account_name: input.destination.accountName,
            country: input.destination.country,
          }),
          reference: input.reference,
          description: input.description,
          metadata: input.metadata,
        }),
        idempotencyKey,
      }),
  }),
}));
