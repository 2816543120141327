// The REST transport: each route translates an HTTP request into an operation request (the path
// id is the operation's id, the query string its options, the body its input) and the
// operation's outcome into a response. Sandbox and Live share the routes under their base paths.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Domain } from "../domain/domain.js";
import { authenticateRequest } from "../domain/auth/request-auth.js";
import { rateLimitHeaders } from "./rate-limit-headers.js";
import { admitOperation, runAdmittedOperation, type Operation, type OperationContext } from "../domain/operation.js";
import type { Environment } from "../domain/auth/principal.js";
import { asRequestOf } from "../db/request-tenant.js";
import { UnreadableBody } from "../domain/validation.js";
import { inRestSpelling } from "./rest-names.js";
import { commandFromBody, optionsFromQuery } from "./rest-spelling.js";
import { listBody, wholeListBody } from "./rest-lists.js";
import { renderPing } from "./rest/core.js";
import { renderTransfer } from "./rest/transfers.js";
import { renderBalance, renderBalances } from "./rest/balances.js";
import { renderEvent } from "./rest/events.js";
import { renderCardProducts } from "./rest/card-products.js";
import { renderMerchantCategories } from "./rest/merchant-categories.js";

import { renderCardDetails } from "./rest/card-details.js";
import { renderCard, renderCardOperation, renderCardTransaction, renderIssuedCard } from "./rest/cards.js";
import { renderCreatedWebhookEndpoint, renderDeletedWebhookEndpoint, renderWebhookEndpoint, renderWebhookEndpointList } from "./rest/webhook-endpoints.js";
import { renderApiKey, renderApiKeyList, renderIssuedApiKey } from "./rest/api-keys.js";
import { renderIssuedSessionToken, renderSessionToken } from "./rest/session-tokens.js";
import { operationDocs } from "./openapi-operations.js";
import { ping, listCurrencies } from "../domain/core.js";
import { listBalances, testFund } from "../domain/ledger/balances.js";
import { createTransfer, getTransfer, listTransfers } from "../domain/transfers/operations.js";
import { exportTransfers } from "../domain/transfers/export.js";
import { exportCardTransactions } from "../domain/cards/transactions.js";
import { cardTransactionsCsv, transfersCsv } from "./rest/exports.js";
import type { AsRequest, Download } from "./rest-csv.js";
import { getCard, listCardProducts, listCardTransactions, listMerchantCategories, revealCardDetails } from "../domain/cards/cards.js";
import { listCards } from "../domain/cards/listing.js";
import {
  freezeCard,
  fundCard,
  issueCard,
  simulateCardAuthorization,
  terminateCard,
  unfreezeCard,
  updateCardSpendingControls,
  withdrawFromCard,
} from "../domain/cards/operations.js";
import { getEvent, listEvents } from "../domain/events/operations.js";
import { createWebhookEndpoint, deleteWebhookEndpoint, getWebhookEndpoint, listWebhookEndpoints } from "../domain/webhooks/endpoints.js";
import { rollWebhookEndpointSecret, updateWebhookEndpoint } from "../domain/webhooks/endpoint-changes.js";
import { issueApiKey, listApiKeys, revokeOrganizationApiKey, rollApiKey } from "../domain/auth/key-operations.js";
import { mintSessionToken, renewSessionToken, revokeSessionToken } from "../domain/auth/session-tokens.js";

export const bodyLimitBytes = 1024 * 1024;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by a REST route's onRequest hook once the request passed the header-only checks. */
    admitted: { ctx: OperationContext; idempotencyKey: string | undefined } | null;
  }
}

interface Route {
  method: "GET" | "POST" | "DELETE";
  path: string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  operation: Operation<any, any, any>;
  /** The operation's result as REST's body; as it is, unless given. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (result: any) => unknown;
  /** Instead of render: the result as a file, streamed as it is read (an export, rest-csv.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  download?: (result: any, asRequest: AsRequest) => Download;
}

export const restRoutes: Route[] = [
  { method: "GET", path: "/ping", operation: ping, render: renderPing },
  { method: "GET", path: "/currencies", operation: listCurrencies, render: wholeListBody },
  { method: "GET", path: "/balances", operation: listBalances, render: renderBalances },
  { method: "POST", path: "/test/fund", operation: testFund, render: renderBalance },
  { method: "POST", path: "/transfers", operation: createTransfer, render: renderTransfer },
  { method: "GET", path: "/transfers", operation: listTransfers, render: (page) => listBody(page, renderTransfer) },
  { method: "GET", path: "/transfers/export", operation: exportTransfers, download: transfersCsv },
  { method: "GET", path: "/transfers/:id", operation: getTransfer, render: renderTransfer },
  { method: "GET", path: "/card_products", operation: listCardProducts, render: renderCardProducts },
  { method: "POST", path: "/cards", operation: issueCard, render: renderIssuedCard },
  { method: "GET", path: "/cards", operation: listCards, render: (page) => listBody(page, renderCard) },
  { method: "GET", path: "/cards/:id", operation: getCard, render: renderCard },
  { method: "POST", path: "/cards/:id/fund", operation: fundCard, render: renderCardOperation },
  { method: "POST", path: "/cards/:id/withdraw", operation: withdrawFromCard, render: renderCardOperation },
  { method: "POST", path: "/cards/:id/freeze", operation: freezeCard, render: renderCard },
  { method: "POST", path: "/cards/:id/unfreeze", operation: unfreezeCard, render: renderCard },
  { method: "POST", path: "/cards/:id/terminate", operation: terminateCard, render: renderCard },
  { method: "POST", path: "/cards/:id/spending_controls", operation: updateCardSpendingControls, render: renderCard },
  { method: "GET", path: "/merchant_categories", operation: listMerchantCategories, render: renderMerchantCategories },
  { method: "GET", path: "/cards/:id/transactions", operation: listCardTransactions, render: (page) => listBody(page, renderCardTransaction) },
  { method: "GET", path: "/card_transactions/export", operation: exportCardTransactions, download: cardTransactionsCsv },
  { method: "GET", path: "/cards/:id/details", operation: revealCardDetails, render: renderCardDetails },
  { method: "POST", path: "/test/cards/:id/authorizations", operation: simulateCardAuthorization, render: renderCardTransaction },
  { method: "GET", path: "/events", operation: listEvents, render: (page) => listBody(page, renderEvent) },
  { method: "GET", path: "/events/:id", operation: getEvent, render: renderEvent },
  { method: "POST", path: "/webhook_endpoints", operation: createWebhookEndpoint, render: renderCreatedWebhookEndpoint },
  { method: "GET", path: "/webhook_endpoints", operation: listWebhookEndpoints, render: renderWebhookEndpointList },
  { method: "GET", path: "/webhook_endpoints/:id", operation: getWebhookEndpoint, render: renderWebhookEndpoint },
  { method: "POST", path: "/webhook_endpoints/:id", operation: updateWebhookEndpoint, render: renderWebhookEndpoint },
  { method: "POST", path: "/webhook_endpoints/:id/roll_secret", operation: rollWebhookEndpointSecret, render: renderCreatedWebhookEndpoint },
  { method: "DELETE", path: "/webhook_endpoints/:id", operation: deleteWebhookEndpoint, render: renderDeletedWebhookEndpoint },
  { method: "GET", path: "/api_keys", operation: listApiKeys, render: renderApiKeyList },
  { method: "POST", path: "/api_keys", operation: issueApiKey, render: renderIssuedApiKey },
  { method: "POST", path: "/api_keys/:id/roll", operation: rollApiKey, render: renderIssuedApiKey },
  { method: "POST", path: "/api_keys/:id/revoke", operation: revokeOrganizationApiKey, render: renderApiKey },
  { method: "POST", path: "/session_tokens", operation: mintSessionToken, render: renderIssuedSessionToken },
  { method: "POST", path: "/session_tokens/renew", operation: renewSessionToken, render: renderSessionToken },
  { method: "POST", path: "/session_tokens/:id/revoke", operation: revokeSessionToken, render: renderSessionToken },
];

/** A route's success status, as its OpenAPI description states it (201 for a route that makes a resource). */
export function restSuccessStatus(route: Route): number {
  return operationDocs[`${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`].success.status;
}

export const basePaths: Array<{ prefix: string; environment: Environment }> = [
  { prefix: "/sandbox/v1", environment: "sandbox" },
  { prefix: "/v1", environment: "live" },
];

/** Reads a body as JSON without failing the request: an unreadable body is reported after auth. */
function readJsonBody(contentType: string | undefined, text: string): unknown {
  if (text.length === 0) return undefined;
  if (!contentType || !/^application\/([a-z.+-]*\+)?json\s*(;|$)/i.test(contentType)) {
    return new UnreadableBody("The request body must be JSON, sent with Content-Type: application/json.");
  }
  try {
    // JSON.parse defines a "__proto__" key as a plain property; validation then refuses it by
    // name (docs/api/conventions.md#strings), as it does the same key arriving through GraphQL.
    return JSON.parse(text);
  } catch {
    return new UnreadableBody("The request body is not valid JSON.");
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

export async function restPlugin(app: FastifyInstance, options: { domain: Domain }) {
  const { domain } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: bodyLimitBytes }, (request, body, done) => {
    done(null, readJsonBody(request.headers["content-type"], body as string));
  });

  // Authentication and the header-only checks run in onRequest, before the body is read
  // (docs/api/errors.md#check-order): an oversized or unreadable body never outranks a 401 or 403.
  app.decorateRequest("admitted", null);

  for (const { prefix, environment } of basePaths) {
    for (const route of restRoutes) {
      const successStatus = restSuccessStatus(route);
      app.route({
        method: route.method,
        url: prefix + route.path,
        async onRequest(request, reply) {
          const { principal, rateLimit } = await authenticateRequest(domain, {
            authorization: request.headers.authorization,
            environment,
            address: request.ip,
            trustedDocument: false,
          });
          reply.headers(rateLimitHeaders(rateLimit));
          const ctx: OperationContext = { domain, principal, requestId: request.id };
          const idempotencyKey = admitOperation(ctx, route.operation, header(request, "idempotency-key"));
          request.admitted = { ctx, idempotencyKey };
        },
        async handler(request, reply) {
          const { ctx, idempotencyKey } = request.admitted!;
          const query = request.query as Record<string, unknown>;
          // Its statements are the organization's (db/request-tenant.ts); the key's lookup came before.
          const outcome = await asRequestOf(ctx.principal.organization.id, ctx.principal.environment, () =>
            runAdmittedOperation(
              ctx,
              route.operation,
              {
                id: (request.params as { id?: string }).id,
                options: query,
                ...(route.operation.options ? { readOptions: () => optionsFromQuery(route.operation.options!, query) } : {}),
                input: request.body,
                ...(route.operation.input ? { readInput: () => commandFromBody(route.operation.input!, request.body) } : {}),
              },
              idempotencyKey,
            ),
          ).catch((error: unknown) => {
            throw inRestSpelling(error);
          });
          if (outcome.replayed) reply.header("Idempotent-Replayed", "true");
          if (route.download) {
            const { organization, environment: tenantEnvironment } = ctx.principal;
            const file = route.download(outcome.result, (work) => asRequestOf(organization.id, tenantEnvironment, work));
            reply.header("Content-Disposition", `attachment; filename="${file.filename}"`).type(file.contentType);
            return reply.code(successStatus).send(file.body);
          }
          return reply.code(successStatus).send(route.render ? route.render(outcome.result) : outcome.result);
        },
      });
    }
  }
}
