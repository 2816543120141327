// A field's own check of its arguments, run before its resolver: for a resolver a plugin builds
// around ours (plugin-prisma's connections decode their cursors before calling it), the one place
// to refuse an argument with its name (param: docs/api/graphql.md#errors). A field opts in with
// `extensions: { checkArguments }`; what it throws becomes the field's error as a resolver's does.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import { asFieldError, type GraphQLContext } from "./context.js";

export type ArgumentCheck = (args: Record<string, unknown>) => void;

const pluginName = "argumentChecks";

class ArgumentChecksPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    const check = fieldConfig.extensions?.checkArguments as ArgumentCheck | undefined;
    if (!check) return resolver;
    return (parent, args, context, info) => {
      try {
        check(args as Record<string, unknown>);
      } catch (error) {
        throw asFieldError(error, (context as GraphQLContext).requestId);
      }
      return resolver(parent, args, context, info);
    };
  }
}

// Pothos finds a plugin's type by extending its global namespace, as its own plugins do.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      argumentChecks: ArgumentChecksPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, ArgumentChecksPlugin);

export default pluginName;
