import { loadConfig, ConfigError } from "./config";
import { buildApp, type App } from "./app";

/**
 * `npm run worker`: the job workers alone (e-mail, domain-event handlers, scheduled scans), without HTTP. Start as
 * many as the load needs next to API instances run with WORKERS=off; they share the queue in PostgreSQL. The live
 * updates they publish (an e-mail sent) reach browsers connected to other processes through REDIS_URL.
 */
async function main() {
  let config;
  try {
    config = { ...loadConfig(), workers: true };
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  let stopping = false;
  let built: App | null = null;
  const exit = (code: number) => {
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    void (built?.stop() ?? Promise.resolve()).catch(() => {}).finally(() => process.exit(code));
  };
  const app = await buildApp(config, {
    onFatal: (err) => {
      if (stopping) return;
      stopping = true;
      console.error(`${err.message} Exiting with code 1 so that a supervisor restarts the worker.`);
      exit(1);
    },
  });
  built = app;
  const log = app.fastify.log;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "worker shutting down: running jobs finish first");
    exit(0);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  if (!config.redisUrl) log.warn("REDIS_URL is not set: live updates from this worker reach only pages served by this process (none)");
  log.info("Clientfolio workers are running");
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
