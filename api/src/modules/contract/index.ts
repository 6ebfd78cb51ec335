// The contract module's face: contracts and proposals, their templates, versions and audit trail, the client's page
// where they are signed, and their expiry.
import "./contract.record";
import "./contract.schema";
import "./contract.hub";
import "./contract.search";
import type { ApiModule } from "../../module";
import { contractRoutes } from "./contract.rest";
import { contractPublicRoutes, signedEmailHandler } from "./contract.public";
import { expireContracts, remindUnsigned } from "./contract.expiry";
import { sealHandler } from "./contract.seal";

export const contractModule: ApiModule = {
  name: "contract",
  routes: contractRoutes,
  publicRoutes: contractPublicRoutes,
  eventHandlers: [sealHandler, signedEmailHandler],
  scheduledJobs: [{
    // unsigned documents past their expiry date become expired (audit row and event once)
    name: "contract-expiry-scan",
    cron: "*/5 * * * *",
    policy: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    run: (res) => expireContracts(res),
  }, {
    // at most two reminders to the client of an unsigned document, each claimed once
    name: "contract-reminder-scan",
    cron: "*/15 * * * *",
    policy: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
    run: (res) => remindUnsigned(res),
  }],
};
