// REST shows an object's environment as `test_data` (true for every Sandbox object) where the
// object has no `environment` field of its own: read back, it names the environment, since there
// are two.
import type { Environment } from "../../domain/auth/principal.js";

export const environmentOf = (testData: boolean): Environment => (testData ? "sandbox" : "live");
