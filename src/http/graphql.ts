// The GraphQL transport: Yoga over the Pothos schema at /graphql, GraphiQL on GET from the
// package (no CDN). Domain errors arrive as GraphQLErrors with their code in extensions;
// anything else is masked as internal_error and logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createGraphQLError, createYoga, maskError as yogaMaskError } from "graphql-yoga";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import type { Domain } from "../domain/domain.js";
import { internalErrorMessage } from "../domain/errors.js";
import type { GraphQLContext } from "../graphql/context.js";
import { schema } from "../graphql/schema/index.js";
import { bodyLimitBytes } from "./rest.js";

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export async function graphqlPlugin(app: FastifyInstance, options: { domain: Domain }) {
  const { domain } = options;
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    renderGraphiQL,
    graphiql: {
      title: "Payments API",
      defaultQuery: "query {\n  ping {\n    environment\n    organization { id name }\n  }\n  balances { currency available reserved total }\n}\n",
      headers: JSON.stringify({ Authorization: "Bearer gs_test_…" }, null, 2),
    },
    logging: {
      debug: (...args) => domain.logger.debug({ args }, "graphql"),
      info: (...args) => domain.logger.info({ args }, "graphql"),
      warn: (...args) => domain.logger.warn({ args }, "graphql"),
      error: (...args) => domain.logger.error({ args }, "graphql"),
    },
    context: ({ req }): GraphQLContext => ({ domain, requestId: req.id, authorization: req.headers.authorization }),
    maskedErrors: {
      maskError(error, message): Error {
        const masked = yogaMaskError(error, message, false);
        if (masked === error) return error as Error;
        domain.logger.error({ err: (error as { originalError?: unknown }).originalError ?? error }, "unexpected GraphQL error");
        const source = error as { path?: readonly (string | number)[] };
        return createGraphQLError(internalErrorMessage, {
          path: source.path,
          extensions: { code: "internal_error", type: "api_error", status: 500 },
        });
      },
    },
  });

  // Yoga reads the body itself: hand it the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: bodyLimitBytes }, (_request, body, done) => done(null, body));

  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST", "OPTIONS"],
    async handler(req, reply) {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
