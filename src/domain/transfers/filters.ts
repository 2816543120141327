// The filters every list of transfers takes beside its own (GET /transfers, GET /transfers/export,
// GraphQL's transfers connection): the currency, the reference's start, in any case, and an amount
// range (in that currency's minor units when one is named, so an export can match a dashboard's search).
import { z } from "zod";
import { currencyCodes, type CurrencyCode } from "../currencies.js";
import { ApiError } from "../errors.js";
import { referenceSchema } from "../validation.js";
import type { TransferFilters } from "./listing-sql.js";

export const transferFilterFields = {
  currency: z.enum(currencyCodes).meta({ description: "Only transfers in this currency." }).optional(),
  referencePrefix: referenceSchema
    .min(1)
    .meta({ description: "Only transfers whose reference starts with this, in any case; % and _ match themselves." })
    .optional(),
  amountGte: z.int().min(0).meta({ description: "Only transfers of at least this amount, in minor units." }).optional(),
  amountLte: z.int().min(0).meta({ description: "Only transfers of at most this amount, in minor units; not below the lower bound." }).optional(),
};

interface FilterOptions {
  currency?: CurrencyCode;
  referencePrefix?: string;
  amountGte?: number;
  amountLte?: number;
}

/** An empty range is a mistake, not a filter that matches nothing: 400 naming its upper bound. */
export function checkAmountRange({ amountGte, amountLte }: FilterOptions): void {
  if (amountGte !== undefined && amountLte !== undefined && amountLte < amountGte) {
    throw new ApiError("validation_error", "amountLte must be greater than or equal to the amount's lower bound.", "amountLte");
  }
}

/** The options' filters as the store's. */
export function storeFilters({ currency, referencePrefix, amountGte, amountLte }: FilterOptions): Pick<TransferFilters, "currency" | "referencePrefix" | "amountGte" | "amountLte"> {
  return {
    currency,
    referencePrefix,
    amountGte: amountGte === undefined ? undefined : BigInt(amountGte),
    amountLte: amountLte === undefined ? undefined : BigInt(amountLte),
  };
}
