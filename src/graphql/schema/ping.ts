import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { ping, listCurrencies, type PingView, type CurrencyView } from "../../domain/core.js";
import { CurrencyEnum, EnvironmentEnum } from "./enums.js";

const PingOrganization = builder.objectRef<PingView["organization"]>("PingOrganization").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const PingApiKey = builder.objectRef<PingView["api_key"]>("PingApiKey").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    prefix: t.exposeString("prefix"),
    scopes: t.exposeStringList("scopes"),
  }),
});

const Ping = builder.objectRef<PingView>("Ping").implement({
  description: "Which organization and key authenticated the request, and in which environment.",
  fields: (t) => ({
    environment: t.field({ type: EnvironmentEnum, resolve: (p) => p.environment }),
    organization: t.field({ type: PingOrganization, resolve: (p) => p.organization }),
    apiKey: t.field({ type: PingApiKey, resolve: (p) => p.api_key }),
    serverTime: t.field({ type: "DateTime", resolve: (p) => p.server_time }),
  }),
});

const CurrencyDetails = builder.objectRef<CurrencyView>("CurrencyDetails").implement({
  fields: (t) => ({
    code: t.field({ type: CurrencyEnum, resolve: (c) => c.code }),
    name: t.exposeString("name"),
    exponent: t.exposeInt("exponent", { description: "Decimal places of the minor unit." }),
  }),
});

builder.queryFields((t) => ({
  ping: t.field({
    ...runs(ping),
    type: Ping,
    nullable: true,
    resolve: (_root, _args, ctx) => runOperation(ctx, ping),
  }),
  currencies: t.field({
    ...runs(listCurrencies),
    type: [CurrencyDetails],
    nullable: true,
    resolve: async (_root, _args, ctx) => (await runOperation(ctx, listCurrencies)).data,
  }),
}));
