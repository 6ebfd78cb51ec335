// first: what the process does while it loads (loading.ts)
import "./loading";
import { runProcess } from "./process";

/**
 * `npm run worker`: the job workers alone (e-mail, domain-event handlers, scheduled scans), without HTTP. Start as
 * many as the load needs next to API instances run with WORKERS=off; they share the queue in PostgreSQL. The live
 * updates they publish (an e-mail sent) reach browsers connected to other processes through REDIS_URL.
 */
runProcess("the Clientfolio worker", (config) => ({ ...config, workers: true }), async (app, config) => {
  const log = app.fastify.log;
  if (!config.redisUrl) log.warn("REDIS_URL is not set: live updates from this worker reach only pages served by this process (none)");
  // nothing to answer first: the job queue starts at once
  await app.startJobs();
}).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
