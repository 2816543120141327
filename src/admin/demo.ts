// First start on an empty embedded database: one demo organization and one Sandbox key with
// every scope (docs/api/authentication.md#getting-a-key). The secret is returned once to be
// printed, never stored.
import type { Domain } from "../domain/domain.js";
import { countOrganizations, createOrganization, type OrganizationView } from "../domain/auth/organizations.js";
import { createApiKey, type CreatedApiKey } from "../domain/auth/api-keys.js";

export async function bootstrapDemoOrganization(
  domain: Domain,
): Promise<{ organization: OrganizationView; key: CreatedApiKey } | undefined> {
  if ((await countOrganizations(domain)) > 0) return undefined;
  const organization = await createOrganization(domain, { name: "Demo Organization" });
  const key = await createApiKey(domain, { organizationId: organization.id, environment: "sandbox" });
  return { organization, key };
}
