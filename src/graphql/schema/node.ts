// Relay's global object identification: every resource with an id is a Node, and node(id) /
// nodes(ids) fetch any of them. Our ids already name their type by their prefix (tr_, card_,
// ctx_, evt_, we_, key_), so they are the global ids as they are; each is read through its type's own
// domain operation, with that operation's scope and tenancy: another organization's object, or
// one of the other environment, is not_found like an id that never existed.
import { builder } from "../builder.js";
import { runOperation, runs, toGraphQLError, type AnyOperation, type GraphQLContext } from "../context.js";
import { ApiError } from "../../domain/errors.js";
import { getTransfer } from "../../domain/transfers/operations.js";
import { getCard, getCardTransaction } from "../../domain/cards/cards.js";
import { getEvent } from "../../domain/events/operations.js";
import { getWebhookEndpoint } from "../../domain/webhooks/endpoints.js";
import { getApiKey } from "../../domain/auth/key-operations.js";

/** Each Node type: its id prefix, and the domain operation that reads one by id. */
const nodeTypes = {
  tr: { typename: "Transfer", read: getTransfer },
  card: { typename: "Card", read: getCard },
  ctx: { typename: "CardTransaction", read: getCardTransaction },
  evt: { typename: "Event", read: getEvent },
  we: { typename: "WebhookEndpoint", read: getWebhookEndpoint },
  key: { typename: "ApiKey", read: getApiKey },
} satisfies Record<string, { typename: string; read: AnyOperation }>;

type NodeType = { typename: string; read: AnyOperation };

type Prefix = keyof typeof nodeTypes;

function nodeTypeOf(id: string): NodeType | undefined {
  const prefix = id.slice(0, id.indexOf("_"));
  return Object.hasOwn(nodeTypes, prefix) ? nodeTypes[prefix as Prefix] : undefined;
}

export const Node = builder.interfaceRef<{ id: string }>("Node").implement({
  description: "An object with an id, fetched again by `node(id:)`. The id's prefix names its type.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The object's id, such as tr_01J… for a transfer." }),
  }),
  resolveType: (value) => nodeTypeOf(value.id)?.typename ?? null,
});

const readOperations = Object.values(nodeTypes).map((type) => type.read);

/** Most ids one nodes() call takes. */
const maxNodes = 100;

async function readNode(ctx: GraphQLContext, id: string): Promise<{ id: string }> {
  const type = nodeTypeOf(id);
  // An id of no Node type answers as one that never existed.
  if (!type) throw toGraphQLError(new ApiError("not_found", `No object ${id}.`), ctx.requestId);
  return (await runOperation(ctx, type.read, { id })) as { id: string };
}

builder.queryFields((t) => ({
  node: t.field({
    ...runs(...readOperations),
    type: Node,
    nullable: true,
    description: "Any object by its id, with the scope its type needs to be read; null with not_found when it is not the caller's.",
    args: { id: t.arg.id({ required: true, description: "A Transfer, Card, CardTransaction, Event, WebhookEndpoint or ApiKey id." }) },
    resolve: (_root, args, ctx) => readNode(ctx, String(args.id)),
  }),
  nodes: t.field({
    ...runs(...readOperations),
    type: [Node],
    nullable: { list: true, items: true },
    description: `Several objects by id (at most ${maxNodes}), in the order asked; each one the caller may not read is null, with its error.`,
    args: { ids: t.arg.idList({ required: true, description: `Up to ${maxNodes} ids.` }) },
    resolve: (_root, args, ctx) => {
      if (args.ids.length > maxNodes) {
        throw toGraphQLError(new ApiError("validation_error", `nodes takes at most ${maxNodes} ids.`, "ids"), ctx.requestId);
      }
      // A failed item is null with its own error (graphql-js reports a rejected list item at its index).
      return args.ids.map((id) => readNode(ctx, String(id)));
    },
  }),
}));
