// The payout provider is a port: a scripted provider stands in for the Sandbox
// simulator. It shows what the simulator's magic digits cannot: the provider is asked once per
// transfer, under the transfer's id as its idempotency key, however often the client retries.
import { describe } from "vitest";
import type { PayoutProvider, PayoutRequest, PayoutStatus, SubmitAnswer } from "../../src/domain/transfers/payout-provider.js";
import { test, expect, expectError, idempotencyKey, bankTransfer, withReplaced } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";

class ScriptedProvider implements PayoutProvider {
  readonly submitted: PayoutRequest[] = [];
  constructor(
    private readonly answer: SubmitAnswer,
    private readonly payoutStatus: PayoutStatus = { outcome: "pending" },
  ) {}
  async submit(request: PayoutRequest): Promise<SubmitAnswer> {
    this.submitted.push(request);
    return this.answer;
  }
  async status() {
    return this.payoutStatus;
  }
}

function withSandboxProvider<T>(server: TestServer, provider: PayoutProvider, fn: () => Promise<T>): Promise<T> {
  return withReplaced(server.service.domain.payoutProviders, "sandbox", provider, fn);
}

describe("the payout provider port", () => {
  test("accepted: the provider is asked once, under the transfer's id, however often the client retries", async ({ server, api }) => {
    const provider = new ScriptedProvider({ outcome: "accepted" });
    await withSandboxProvider(server, provider, async () => {
      const key = idempotencyKey();
      const answers = await Promise.all([1, 2, 3].map(() => api.post("/transfers", bankTransfer(700, { accountNumber: "99991234" }), { idempotencyKey: key })));
      const created = answers.find((a) => a.status === 201 && a.headers.get("idempotent-replayed") !== "true") ?? answers.find((a) => a.status === 201)!;
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      const replay = await api.post("/transfers", bankTransfer(700, { accountNumber: "99991234" }), { idempotencyKey: key });
      expect(replay.status).toBe(201);
      expect(replay.body.id).toBe(created.body.id);
      expect(provider.submitted).toEqual([{ transferId: created.body.id, amount: 700n, currency: "USD", destinationLast4: "1234" }]);
      // The scripted provider's status stays pending: the transfer stays processing, funds reserved.
      expect((await api.get(`/transfers/${created.body.id}`)).body.status).toBe("processing");
    });
  });

  test("an error answer is 502 provider_error, stored and replayed without asking the provider again", async ({ server, api }) => {
    // An error alone says nothing of the payout: the provider is asked, and has none.
    const provider = new ScriptedProvider({ outcome: "error", message: "scripted refusal" }, { outcome: "not_found" });
    await withSandboxProvider(server, provider, async () => {
      const before = (await api.get("/balances")).body.data.find((b: { currency: string }) => b.currency === "USD");
      const key = idempotencyKey();
      const refused = await api.post("/transfers", bankTransfer(800, { accountNumber: "55554321" }), { idempotencyKey: key });
      expectError(refused, 502, "provider_error", "provider_error");
      const replay = await api.post("/transfers", bankTransfer(800, { accountNumber: "55554321" }), { idempotencyKey: key });
      expectError(replay, 502, "provider_error", "provider_error");
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(provider.submitted).toHaveLength(1);
      const after = (await api.get("/balances")).body.data.find((b: { currency: string }) => b.currency === "USD");
      expect(after).toEqual(before);
    });
  });
});
