// Enums whose REST values are valid GraphQL names keep them (decisions §14).
import { builder } from "../builder.js";
import { currencyCodes } from "../../domain/currencies.js";
import { environments } from "../../domain/auth/principal.js";

export const CurrencyEnum = builder.enumType("Currency", { values: currencyCodes });
export const EnvironmentEnum = builder.enumType("Environment", { values: environments });
