// The integration module's face: the workspace's connected accounts (CalDAV now; Google, Microsoft, Zoom, Stripe),
// their secrets sealed, and the small API the modules that use them call.
import "./integration.schema";
import type { ApiModule } from "../../module";
import { integrationRoutes } from "./integration.rest";

export { resealSecrets, userServerFetch, type CaldavSecrets } from "./integration.service";
export { connectionFor, markConnected, markNeedsReconnect, saveSecrets, type WorkspaceConnection } from "./integration.connections";

export { acceptsOnlinePayment, stripeConnectionById, stripeConnectionOf, type StripeConnection } from "./integration.stripe";
export { accessTokenFor, ConnectionRefusedError, withAccessToken, type OAuthSecrets } from "./integration.oauth";

export const integrationModule: ApiModule = { name: "integration", routes: integrationRoutes };
