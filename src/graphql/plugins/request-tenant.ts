// A GraphQL operation's statements are its organization's (db/request-tenant.ts): its execution,
// or a subscription's start, runs in the async context of the key that document authorization
// authenticated before it (the key's lookup is no organization's). Last among the plugins, so
// that it wraps whichever execution the others chose (compiled or not). Nothing when not recording.
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../context.js";
import { asRequestOf, recordingStatements } from "../../db/request-tenant.js";

export function requestTenants(): Plugin<GraphQLContext> {
  const principalOf = (contextValue: unknown) => (recordingStatements() ? (contextValue as GraphQLContext).principal : undefined);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const principal = principalOf(args.contextValue);
      if (principal) setExecuteFn((execution) => asRequestOf(principal.organization.id, principal.environment, () => executeFn(execution)));
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const principal = principalOf(args.contextValue);
      if (principal) setSubscribeFn((subscription) => asRequestOf(principal.organization.id, principal.environment, () => subscribeFn(subscription)));
    },
  };
}
