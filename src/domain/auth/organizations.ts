// Organizations and their wallets. Every organization gets a wallet per currency in both
// environments; Sandbox wallets start funded through a ledger posting
// (docs/api/conventions.md#starting-funds).
import type { Domain } from "../domain.js";
import { activateOrganizationKeys } from "./api-keys.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { currencyCodes, sandboxOpeningBalance } from "../currencies.js";
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
  return domain.stores.transaction(async (stores) => {
    const org = await stores.auth.insertOrganization({ id, name, liveActivated: input.liveActivated ?? false });
    for (const environment of environments) {
      await stores.ledger.openAccounts(
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
      await stores.ledger.post({
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
  if (!(await activateOrganizationKeys(domain, organizationId))) throw new ApiError("not_found", `No organization ${organizationId}.`);
  const org = await domain.stores.auth.findOrganization(organizationId);
  return view(org!);
}

export async function countOrganizations(domain: Domain): Promise<number> {
  return domain.stores.auth.countOrganizations();
}
