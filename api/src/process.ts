import path from "node:path";
import { loadConfig, ConfigError, type Config } from "./config";
import type { App } from "./app";
import { compileCacheCounts, loaded, startCompileCache, writeCompileCache } from "./loading";

/** Logged once the job queue runs: the start is complete (a request may be answered before it). */
export const JOBS_RUNNING_MESSAGE = "the job queue is running";

/**
 * The life of a Clientfolio process (`npm start`, `npm run worker`): the configuration (exit 2 naming a bad
 * variable), the app, a graceful stop on SIGINT/SIGTERM (running requests and jobs finish; forced after 15 s), and
 * exit 1 when the database is lost for good, so that a supervisor starts the process again.
 */
export async function runProcess(name: string, configure: (config: Config) => Config, run: (app: App, config: Config) => Promise<void>) {
  let config: Config;
  try {
    config = configure(loadConfig());
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  // the packages' compiled code kept between starts (loading.ts)
  startCompileCache(path.join(config.dataDir, "cache"));
  // the embedded database starts first (initdb on a new DATA_DIR, then the server): the loading of the app below, a
  // second or so on this core, overlaps it on another
  const embedded = config.databaseUrl ? undefined : (await import("./db/embedded")).startEmbeddedDbEarly(config.dataDir);
  await embedded?.spawned;
  // the app (every module, the database driver, the GraphQL schema) is loaded once the configuration is known to be
  // good: a bad variable is reported in a moment rather than after seconds of loading
  const { buildApp } = await import("./app");
  let stopping = false;
  let built: App | null = null;
  const exit = (code: number, timeoutMs: number) => {
    const force = setTimeout(() => process.exit(1), timeoutMs);
    force.unref();
    void (built?.stop() ?? Promise.resolve()).then(() => process.exit(code), (e) => {
      built?.fastify.log.error({ err: e }, "shutdown failed");
      process.exit(1);
    });
  };
  const app = await buildApp(config, {
    embedded,
    onFatal: (err) => {
      if (stopping) return;
      stopping = true;
      const message = `${err.message} Exiting with code 1 so that a supervisor restarts ${name}.`;
      if (built) built.fastify.log.fatal({ err }, message);
      else console.error(message);
      exit(1, 5_000);
    },
  });
  built = app;
  loaded();
  app.fastify.log.debug(compileCacheCounts(), "package files loaded from the compile cache, and compiled");
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.fastify.log.info({ signal }, `${name} shutting down`);
    exit(0, 15_000);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // the embedded database stops with the app's stop, after the requests and jobs that use it
  if (!config.databaseUrl) (await import("./db/embedded")).leaveSignalsToTheProcess();
  try {
    await run(app, config);
    // the job queue starts after the first request can be answered; a queue that cannot start stops the process
    await app.jobsStarted;
    app.fastify.log.info(JOBS_RUNNING_MESSAGE);
    // the code compiled by this start (the GraphQL server's packages included, loaded just after) kept for the next
    setTimeout(writeCompileCache, 1000).unref();
  } catch (e) {
    app.fastify.log.error({ err: e }, "could not start");
    await app.stop();
    process.exit(1);
  }
}
