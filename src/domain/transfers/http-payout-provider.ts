// A payout provider reached over HTTP (SANDBOX_PAYOUT_PROVIDER_URL): the port's adapter for a
// provider that runs as its own process, such as the drills' scripted provider
// (scripts/drill/scripted-provider.ts), which every instance must share to be paid once.
//
// The protocol:
//   POST {base}/payouts, Idempotency-Key: <transfer id>, body {transfer_id, amount, currency,
//     destination_last4, reference}: 2xx accepted; a 4xx other than 408 and 429 is a definitive
//     refusal; anything else, a 408, a 429, a broken connection or no answer in time is unknown.
//   GET {base}/payouts/<transfer id>: 200 {status: pending | succeeded | rejected, message?};
//     404 none, final (the provider refuses a later submission under that id); else unknown.
import type { Config } from "../../config.js";
import { defaultPayoutProviders, type PayoutProvider, type PayoutProviders, type PayoutRequest, type PayoutStatus, type SubmitAnswer } from "./payout-provider.js";

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
    const message = parsed.error?.message ?? parsed.message;
    if (typeof message === "string" && message.length > 0) return message.slice(0, 200);
  } catch {
    // not JSON: the status says enough
  }
  return `The provider answered ${response.status}.`;
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/** 408 and 429 say the provider did not take the request up, but not that it never will. */
const isDefinitiveRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export function httpPayoutProvider(baseUrl: string, timeoutMs: number): PayoutProvider {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async submit(request: PayoutRequest): Promise<SubmitAnswer> {
      let response: Response;
      try {
        response = await fetch(`${base}/payouts`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": request.transferId },
          body: JSON.stringify({
            transfer_id: request.transferId,
            amount: request.amount.toString(),
            currency: request.currency,
            destination_last4: request.destinationLast4,
            reference: request.reference ?? null,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return isTimeout(error)
          ? { outcome: "timeout", message: "The provider did not answer in time." }
          : { outcome: "error", message: "The provider could not be reached." };
      }
      if (response.ok) {
        await response.body?.cancel();
        return { outcome: "accepted" };
      }
      const message = await messageOf(response);
      return isDefinitiveRefusal(response.status) ? { outcome: "rejected", message } : { outcome: "error", message };
    },

    async status(request: PayoutRequest): Promise<PayoutStatus> {
      let response: Response;
      try {
        response = await fetch(`${base}/payouts/${encodeURIComponent(request.transferId)}`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        return { outcome: "unknown", message: isTimeout(error) ? "The provider's status did not come in time." : "The provider could not be reached." };
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { outcome: "not_found" };
      }
      if (!response.ok) return { outcome: "unknown", message: await messageOf(response) };
      const answer = (await response.json().catch(() => ({}))) as { status?: unknown; message?: unknown };
      if (answer.status === "succeeded") return { outcome: "succeeded" };
      if (answer.status === "pending") return { outcome: "pending" };
      if (answer.status === "rejected") {
        return { outcome: "rejected", message: typeof answer.message === "string" ? answer.message.slice(0, 200) : "The provider rejected the payout." };
      }
      return { outcome: "unknown", message: "The provider's status could not be read." };
    },
  };
}

/** Each environment's provider as the settings say: the simulator, or an HTTP provider in its place. */
export function configuredPayoutProviders(config: Pick<Config, "sandboxPayoutProviderUrl" | "payoutProviderTimeoutMs">): PayoutProviders {
  const { sandboxPayoutProviderUrl: url, payoutProviderTimeoutMs } = config;
  return { ...defaultPayoutProviders, ...(url === undefined ? {} : { sandbox: httpPayoutProvider(url, payoutProviderTimeoutMs) }) };
}
