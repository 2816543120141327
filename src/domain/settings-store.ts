// The service's own settings: the deployment secrets generated once on the embedded database.
import { Store, type Db, type Tx } from "./store.js";
import { deploymentSecrets, serviceSecret, type DeploymentSecret } from "./service-secrets.js";

const generatedSettings = Object.values(deploymentSecrets).map((secret) => secret.setting);

export class SettingsStore<C extends Db = Db> extends Store<C> {
  /**
   * The secret: configured, or (embedded database only) generated once and kept. Read on this
   * store's connection: the embedded database has one connection, so a read outside a
   * transaction that needs the secret would wait for it forever.
   */
  secret(name: DeploymentSecret): Promise<string> {
    return serviceSecret(this.db, name);
  }

  /** The settings of the deployment secrets an earlier version generated and kept here. */
  async generatedSecrets(): Promise<string[]> {
    const stored = await this.db.serviceSetting.findMany({ where: { key: { in: generatedSettings } }, select: { key: true } });
    return stored.map((row) => row.key);
  }

  async removeGeneratedSecrets(this: SettingsStore<Tx>): Promise<void> {
    // eslint-disable-next-line no-restricted-syntax -- deletes unconditionally: two instances starting at once remove the same rows, which no one writes again
    await this.db.serviceSetting.deleteMany({ where: { key: { in: generatedSettings } } });
  }
}
