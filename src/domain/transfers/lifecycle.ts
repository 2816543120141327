// What happens to a transfer after its funds are reserved: the provider call, its answer, the
// settlement, and recovery after a crash. No database transaction is held open across a
// provider call; every step that records an outcome is conditional on the state it expects, so
// a request, the settlement worker and recovery on any number of instances can race safely.
// The lease the workers hold on the transfers they work on is lease.ts's.
import type { Transfer as TransferRow } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import type { TransactionStores } from "../stores.js";
import { ApiError } from "../errors.js";
import type { AccountRef } from "../ledger/ledger.js";
import { storedAnswer } from "../idempotency/idempotency.js";
import type { PayoutProvider, PayoutRequest, PayoutStatus, SubmitAnswer } from "./payout-provider.js";
import { toTransfer, type Transfer } from "./transfer.js";
import { leaseDue, withinLease } from "./lease.js";
import { tenantOfTransfer } from "./store.js";

export { mayStartWithinLease, transferLeaseMs } from "./lease.js";

/** How long a transfer whose provider answer is pending waits before it is asked again. */
const pendingRecheckMs = 60_000;

/** The operation whose Idempotency-Key a transfer's outcome completes (operations.ts). */
export const createTransferOperation = "transfers.create";

function payoutRequest(transfer: TransferRow): PayoutRequest {
  return {
    transferId: transfer.id,
    amount: transfer.amount,
    currency: transfer.currency,
    destinationLast4: transfer.destinationLast4,
    ...(transfer.reference === null ? {} : { reference: transfer.reference }),
  };
}

function provider(domain: Domain, transfer: TransferRow) {
  const found = domain.payoutProviders[transfer.environment];
  if (!found) throw new ApiError("provider_not_configured", "No provider is configured for this environment.");
  return found;
}

/** Moves the held amount plus fee back to available. */
async function releaseReservation(domain: Domain, stores: TransactionStores, transfer: TransferRow) {
  const held = transfer.amount + transfer.fee;
  await stores.ledger.post({
    ...tenantOfTransfer(transfer),
    kind: "transfer_release",
    resourceId: transfer.id,
    entries: [
      { account: { kind: "wallet_reserved", currency: transfer.currency }, amount: -held },
      { account: { kind: "wallet_available", currency: transfer.currency }, amount: held },
    ],
  }, { forms: domain.publicForms });
}

type ProviderFailure = "provider_error" | "provider_timeout";

/** What a submission came to: the payout exists, it never will, or nobody can say yet. */
type SubmissionOutcome =
  | { kind: "accepted" }
  | { kind: "failed"; code: ProviderFailure; message: string }
  | { kind: "unknown"; code: ProviderFailure; message: string };

/** The provider's status, a thrown error counting as no answer: a broken port never releases funds. */
async function statusOf(port: PayoutProvider, request: PayoutRequest): Promise<PayoutStatus> {
  try {
    return await port.status(request);
  } catch (error) {
    return { outcome: "unknown", message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * An error or a timeout does not say the payout was not made (payout-provider.ts): the provider
 * is asked before the funds are released, and only a final "none" releases them.
 */
async function outcomeOfSubmission(port: PayoutProvider, request: PayoutRequest, answer: SubmitAnswer): Promise<SubmissionOutcome> {
  if (answer.outcome === "accepted") return { kind: "accepted" };
  if (answer.outcome === "rejected") return { kind: "failed", code: "provider_error", message: answer.message };
  const code = answer.outcome === "error" ? "provider_error" : "provider_timeout";
  const status = await statusOf(port, request);
  if (status.outcome === "succeeded" || status.outcome === "pending") return { kind: "accepted" };
  if (status.outcome === "not_found" || status.outcome === "rejected") return { kind: "failed", code, message: answer.message };
  return { kind: "unknown", code, message: answer.message };
}

/** The provider made no payout and never will: the transfer fails and its funds are released. */
async function recordFailure(domain: Domain, transfer: TransferRow, code: ProviderFailure, message: string): Promise<ApiError | undefined> {
  return domain.stores.transaction(async (stores) => {
    const row = await stores.transfers.transition(transfer, "submitting", {
      status: "failed",
      providerState: "finished",
      failureCode: code,
      failureMessage: message,
      nextCheckAt: null,
    });
    if (!row) return undefined;
    await releaseReservation(domain, stores, row);
    await stores.events.record(tenantOfTransfer(row), "transfer.failed", domain.publicForms.transfer.render(toTransfer(row)));
    const error = new ApiError(code, `${message} The transfer ${row.id} failed and its funds were released.`);
    await stores.transfers.completeKey(row, storedAnswer.refusal(domain.answerStatus, createTransferOperation, error));
    return error;
  });
}

/**
 * The provider accepted: the transfer waits for settlement, and the request's answer is stored,
 * in one statement (TransferStore.accept).
 */
async function recordAcceptance(domain: Domain, transfer: TransferRow): Promise<Transfer | undefined> {
  const nextCheckAt = new Date(domain.now().getTime() + domain.config.sandboxSettlementMs);
  const accepted: TransferRow = { ...transfer, providerState: "accepted", nextCheckAt };
  const answer = toTransfer(accepted);
  const stored =
    transfer.idempotencyKey === null
      ? undefined
      : storedAnswer.success(domain.answerStatus, createTransferOperation, domain.publicForms.transfer.render(answer));
  const moved = await domain.stores.transfers.accept(transfer, nextCheckAt, stored);
  if (moved) domain.work.wakeAt("transfers", nextCheckAt);
  return moved ? answer : undefined;
}

/** The answer for a transfer that another process resolved first. */
async function currentAnswer(domain: Domain, transfer: TransferRow): Promise<Transfer> {
  const row = await domain.stores.transfers.get(tenantOfTransfer(transfer), transfer.id);
  if (row.status === "failed" && (row.failureCode === "provider_error" || row.failureCode === "provider_timeout")) {
    throw new ApiError(row.failureCode, row.failureMessage ?? "The provider did not complete the transfer.");
  }
  return toTransfer(row);
}

/**
 * Phases 2 and 3 of POST /transfers: call the provider, record its answer, answer the caller.
 * When nobody can say whether the payout was made, nothing is recorded: the transfer stays
 * processing with its funds reserved and its key in progress, and recovery asks again
 * (recoverSubmittingTransfers), as after a crash.
 */
export async function submitTransfer(domain: Domain, transfer: TransferRow): Promise<Transfer> {
  const port = provider(domain, transfer);
  const request = payoutRequest(transfer);
  const outcome = await outcomeOfSubmission(port, request, await port.submit(request));
  if (outcome.kind === "unknown") {
    domain.logger.warn({ transfer_id: transfer.id, reason: outcome.message }, "the provider's answer to a payout is unknown; the transfer stays processing");
    throw new ApiError(
      outcome.code,
      `${outcome.message} Whether the payout was made is not known yet: the transfer ${transfer.id} stays processing, its funds reserved, until the provider says.`,
    );
  }
  const recorded = outcome.kind === "accepted" ? await recordAcceptance(domain, transfer) : await recordFailure(domain, transfer, outcome.code, outcome.message);
  if (recorded instanceof ApiError) throw recorded;
  return recorded ?? currentAnswer(domain, transfer);
}

/** Asks the provider about accepted transfers whose settlement is due, and records the outcome. */
export async function settleDueTransfers(domain: Domain, limit = 50): Promise<number> {
  const due = await leaseDue(domain, "accepted", limit);
  for await (const transfer of withinLease(domain, due, "accepted")) await settleLeasedTransfer(domain, transfer);
  return due.length;
}

/**
 * Asks the provider about one accepted transfer and records what it says. Safe to run twice at
 * once for one transfer (a worker whose lease ran out while another took it): each outcome is a
 * compare-and-set on the accepted state, so the transfer is settled or released once.
 */
export async function settleLeasedTransfer(domain: Domain, transfer: TransferRow): Promise<void> {
  const status = await statusOf(provider(domain, transfer), payoutRequest(transfer));
  // An accepted payout the provider cannot find or cannot tell about is asked about again, like
  // a pending one, never released on that: only the provider's own "rejected" releases funds.
  const askAgain = status.outcome === "pending" || status.outcome === "not_found" || status.outcome === "unknown";
  if (askAgain && status.outcome !== "pending") {
    domain.logger.warn({ transfer_id: transfer.id, status }, "no settled answer from the provider for an accepted payout");
  }
  await domain.stores.transaction(async (stores) => {
    const now = domain.now();
    if (askAgain) {
      const nextCheckAt = new Date(now.getTime() + pendingRecheckMs);
      await stores.transfers.transition(transfer, "accepted", { nextCheckAt });
      domain.work.wakeAt("transfers", nextCheckAt);
      return;
    }
    if (status.outcome === "succeeded") {
      const row = await stores.transfers.transition(transfer, "accepted", {
        status: "succeeded",
        providerState: "finished",
        completedAt: now,
        nextCheckAt: null,
      });
      if (!row) return;
      const entries: Array<{ account: AccountRef; amount: bigint }> = [
        { account: { kind: "wallet_reserved" as const, currency: row.currency }, amount: -(row.amount + row.fee) },
        { account: { kind: "transfer_payouts" as const, currency: row.currency }, amount: row.amount },
      ];
      if (row.fee > 0n) entries.push({ account: { kind: "fee_revenue" as const, currency: row.currency }, amount: row.fee });
      await stores.ledger.post({ ...tenantOfTransfer(row), kind: "transfer_settle", resourceId: row.id, entries }, { forms: domain.publicForms });
      await stores.events.record(tenantOfTransfer(row), "transfer.succeeded", domain.publicForms.transfer.render(toTransfer(row)));
      return;
    }
    const row = await stores.transfers.transition(transfer, "accepted", {
      status: "failed",
      providerState: "finished",
      failureCode: "destination_rejected",
      failureMessage: status.message,
      nextCheckAt: null,
    });
    if (!row) return;
    await releaseReservation(domain, stores, row);
    await stores.events.record(tenantOfTransfer(row), "transfer.failed", domain.publicForms.transfer.render(toTransfer(row)));
  });
}

/**
 * Transfers whose funds were reserved but whose provider answer was never recorded (the process
 * died in between): submit again — the provider deduplicates by transfer id — and record it.
 */
export async function recoverSubmittingTransfers(domain: Domain, limit = 50): Promise<number> {
  const stuck = await leaseDue(domain, "submitting", limit);
  for await (const transfer of withinLease(domain, stuck, "submitting")) {
    try {
      await submitTransfer(domain, transfer);
    } catch (error) {
      // The provider's refusals are recorded answers; an unknown one leaves the transfer for the
      // next round (its lease ends in transferLeaseMs).
      if (!(error instanceof ApiError)) throw error;
    }
    domain.logger.info({ transfer_id: transfer.id }, "recovery asked the provider about a transfer submission");
  }
  return stuck.length;
}
