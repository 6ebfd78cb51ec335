// The signed-in app's addresses that are no module's records: the dashboard and the API documentation, which the server
// serves with policies of their own. Imports nothing. A module's addresses are in its folder (`paths.ts` or its face),
// and the other modules reach its records through lib/recordPaths.ts.

/** The dashboard (signed out: the landing page). */
export const HOME_PATH = "/";

/** The API documentation (REST and GraphQL), linked from Settings. */
export const DOCS_PATH = "/docs";
