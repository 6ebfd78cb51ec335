// The integration module's face: the workspace's connected accounts (CalDAV now; Google, Microsoft, Zoom, Stripe),
// their secrets sealed, and the small API the modules that use them call.
import "./integration.schema";
import type { ApiModule } from "../../module";
import { integrationRoutes } from "./integration.rest";

export {
  connectionFor, markConnected, markNeedsReconnect, resealSecrets, saveSecrets, userServerFetch,
  type CaldavSecrets, type WorkspaceConnection,
} from "./integration.service";

export {
  accessTokenFor, ConnectionRefusedError, ProviderUnavailableError, redirectUriOf, withAccessToken, type OAuthSecrets,
} from "./integration.oauth";
export { OAUTH_PROVIDERS, type OAuthProvider } from "./integration.providers";

export const integrationModule: ApiModule = { name: "integration", routes: integrationRoutes };
