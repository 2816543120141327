// The filters every list of transfers takes beside its own (GET /transfers, GET /transfers/export,
// GraphQL's transfers connection): the reference's start, in any case, and an amount range.
import { z } from "zod";
import { ApiError } from "../errors.js";
import { referenceSchema } from "../validation.js";
import type { TransferFilters } from "./listing-sql.js";

export const transferFilterFields = {
  referencePrefix: referenceSchema
    .min(1)
    .meta({ description: "Only transfers whose reference starts with this, in any case; % and _ match themselves." })
    .optional(),
  amountGte: z.int().min(0).meta({ description: "Only transfers of at least this amount, in minor units." }).optional(),
  amountLte: z.int().min(0).meta({ description: "Only transfers of at most this amount, in minor units; not below the lower bound." }).optional(),
};

interface FilterOptions {
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
export function storeFilters({ referencePrefix, amountGte, amountLte }: FilterOptions): Pick<TransferFilters, "referencePrefix" | "amountGte" | "amountLte"> {
  return {
    referencePrefix,
    amountGte: amountGte === undefined ? undefined : BigInt(amountGte),
    amountLte: amountLte === undefined ? undefined : BigInt(amountLte),
  };
}
