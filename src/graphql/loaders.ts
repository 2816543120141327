// Per-request batching (DataLoader): resolvers of one field on many parents — the transactions of
// each card in a page of cards — ask for their own parent's data, and one batch answers all of
// them in one statement. A loader lives as long as its request's context, or for a subscription
// (one context for as long as it is open) as long as one event's resolution: forgetLoaders.
import DataLoader from "dataloader";
import type { GraphQLContext } from "./context.js";

const perRequest = new WeakMap<GraphQLContext, Map<string, DataLoader<string, unknown>>>();

/**
 * The request's loader named `name` (which must also name everything the batch depends on
 * besides the keys, such as a page size), made on first use. `batch` answers a map by key.
 */
export function loaderFor<V>(ctx: GraphQLContext, name: string, batch: (keys: readonly string[]) => Promise<Map<string, V>>): DataLoader<string, V> {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = new Map()));
  let loader = loaders.get(name) as DataLoader<string, V> | undefined;
  if (!loader) {
    loader = new DataLoader<string, V>(async (keys) => {
      const found = await batch(keys);
      return keys.map((key) => found.get(key) ?? new Error(`${name}: nothing for ${key}`));
    });
    loaders.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/**
 * Starts the context's reads afresh: a subscription's context serves every event it resolves,
 * and each event must read the resources as they are now (a transfer's timeline has grown since
 * the last one), not keep every resource it ever read.
 */
export function forgetLoaders(ctx: GraphQLContext): void {
  perRequest.delete(ctx);
}
