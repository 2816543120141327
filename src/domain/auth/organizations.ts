// Organizations and their wallets. Every organization gets a wallet per currency in both
// environments; Sandbox wallets start funded through a ledger posting
// (docs/api/conventions.md#starting-funds).
import { Prisma } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import { changeKeys } from "./api-keys.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { currencyCodes, sandboxOpeningBalance } from "../currencies.js";
import { openAccounts, post } from "../ledger/ledger.js";
import { environments } from "./principal.js";

export interface OrganizationView {
  id: string;
  name: string;
  live_activated: boolean;
}

function view(org: { id: string; name: string; liveActivated: boolean }): OrganizationView {
  return { id: org.id, name: org.name, live_activated: org.liveActivated };
}

export async function createOrganization(
  domain: Domain,
  input: { name: string; liveActivated?: boolean },
): Promise<OrganizationView> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 200) throw new ApiError("validation_error", "name must be 1 to 200 characters", "name");
  const id = newId("org");
  return domain.transaction(async (tx) => {
    const org = await tx.organization.create({ data: { id, name, liveActivated: input.liveActivated ?? false } });
    for (const environment of environments) {
      await openAccounts(
        tx,
        { organizationId: id, environment },
        currencyCodes.flatMap((currency) => [
          { kind: "wallet_available" as const, currency },
          { kind: "wallet_reserved" as const, currency },
          { kind: "transfer_payouts" as const, currency, allowNegative: true },
          { kind: "fee_revenue" as const, currency, allowNegative: true },
          ...(currency === "USD" ? [{ kind: "card_spend" as const, currency, allowNegative: true }] : []),
          ...(environment === "sandbox" ? [{ kind: "sandbox_funding" as const, currency, allowNegative: true }] : []),
        ]),
      );
    }
    for (const currency of currencyCodes) {
      const amount = sandboxOpeningBalance(currency);
      await post(tx, {
        organizationId: id,
        environment: "sandbox",
        kind: "sandbox_opening_balance",
        entries: [
          { account: { kind: "sandbox_funding", currency }, amount: -amount },
          { account: { kind: "wallet_available", currency }, amount },
        ],
      }, { forms: domain.publicForms, balanceEvents: false }); // the wallets' first state, not a change (docs/api/conventions.md#starting-funds)
    }
    return view(org);
  });
}

export async function activateOrganization(domain: Domain, organizationId: string): Promise<OrganizationView> {
  // Its keys' cached principals say live_activated false: every instance forgets them on commit.
  const updated = await changeKeys(
    domain,
    { organizationId },
    Prisma.sql`UPDATE organizations SET live_activated = true WHERE id = ${organizationId} RETURNING id`,
  );
  if (!updated) throw new ApiError("not_found", `No organization ${organizationId}.`);
  const org = await domain.prisma.organization.findUniqueOrThrow({ where: { id: organizationId } });
  return view(org);
}

export async function countOrganizations(domain: Domain): Promise<number> {
  return domain.prisma.organization.count();
}
