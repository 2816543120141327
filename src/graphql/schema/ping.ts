import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { ping, listCurrencies, type Ping as PingResult, type Currency } from "../../domain/core.js";
import { CurrencyEnum, EnvironmentEnum } from "./enums.js";

const PingOrganization = builder.objectRef<PingResult["organization"]>("PingOrganization").implement({
  description: "The organization the key belongs to.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The organization's id (org_…)." }),
    name: t.exposeString("name", { description: "The organization's name." }),
  }),
});

const PingApiKey = builder.objectRef<PingResult["apiKey"]>("PingApiKey").implement({
  description: "The API key that authenticated the request: never its secret.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The key's id (key_…)." }),
    prefix: t.exposeString("prefix", { description: "The first characters of the secret (gs_test_XXXX), to tell keys apart." }),
    scopes: t.exposeStringList("scopes", {
      description: "What the key may do: balances:read, transfers:read, transfers:write, cards:read, cards:write, cards:sensitive.",
    }),
  }),
});

const Ping = builder.objectRef<PingResult>("Ping").implement({
  description: "Which organization and key authenticated the request, and in which environment.",
  fields: (t) => ({
    environment: t.field({
      type: EnvironmentEnum,
      description: "The key's environment, which its prefix picks (gs_test_: sandbox, gs_live_: live).",
      resolve: (p) => p.environment,
    }),
    organization: t.field({ type: PingOrganization, description: "The organization the key belongs to.", resolve: (p) => p.organization }),
    apiKey: t.field({ type: PingApiKey, description: "The key that authenticated the request.", resolve: (p) => p.apiKey }),
    serverTime: t.field({ type: "DateTime", description: "The server's clock when it answered.", resolve: (p) => p.serverTime }),
  }),
});

const CurrencyDetails = builder.objectRef<Currency>("CurrencyDetails").implement({
  description: "A supported currency and its minor unit.",
  fields: (t) => ({
    code: t.field({ type: CurrencyEnum, description: "The ISO 4217 code.", resolve: (c) => c.code }),
    name: t.exposeString("name", { description: "The currency's name, such as Euro." }),
    exponent: t.exposeInt("exponent", {
      description: "Decimal places of the minor unit, in which amounts are integers: 2 for USD (cents), 0 for XOF (whole francs).",
    }),
  }),
});

builder.queryFields((t) => ({
  ping: t.field({
    ...runs(ping),
    type: Ping,
    nullable: true,
    description: "Checks the key (GET /ping): which organization and key authenticated the request, in which environment. Any valid key.",
    resolve: (_root, _args, ctx) => runOperation(ctx, ping),
  }),
  currencies: t.field({
    ...runs(listCurrencies),
    type: [CurrencyDetails],
    nullable: true,
    description: "The supported currencies and their minor units (GET /currencies). Any valid key.",
    resolve: async (_root, _args, ctx) => runOperation(ctx, listCurrencies),
  }),
}));
