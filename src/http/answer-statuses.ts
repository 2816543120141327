// The status each operation's outcome is answered with, which an Idempotency-Key's record keeps
// with its body (docs/api/idempotency.md#what-is-stored): a refusal's is its code's, a success's
// its REST route's. Handed to the domain as its answerStatus port.
import type { AnswerStatus } from "../domain/idempotency/answers.js";
import { sendTestWebhookEvent } from "../domain/webhooks/delivery-actions.js";
import { httpStatusOf } from "./error-statuses.js";
import { restRoutes, restSuccessStatus } from "./rest.js";

const successStatuses = new Map<string, number>([
  ...restRoutes.map((route) => [route.operation.name, restSuccessStatus(route)] as const),
  // GraphQL's only: it makes a delivery.
  [sendTestWebhookEvent.name, 201],
]);

export const answerStatus: AnswerStatus = (operation, refusal) =>
  refusal === undefined ? (successStatuses.get(operation) ?? 200) : httpStatusOf(refusal);
