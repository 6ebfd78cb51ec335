import { loadConfig, ConfigError } from "./config";
import { buildApp, type App } from "./app";

async function main() {
  const t0 = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  let stopping = false;
  let built: App | null = null;
  const app = await buildApp(config, {
    // the embedded database died and could not be restarted: exit so that a supervisor starts Clientfolio again
    onFatal: (err) => {
      if (stopping) return;
      stopping = true;
      const message = `${err.message} Exiting with code 1 so that a supervisor restarts Clientfolio.`;
      if (built) built.fastify.log.fatal({ err }, message);
      else console.error(message);
      const force = setTimeout(() => process.exit(1), 5_000);
      force.unref();
      void (built?.stop() ?? Promise.resolve()).catch(() => {}).finally(() => process.exit(1));
    },
  });
  built = app;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.fastify.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.stop();
      process.exit(0);
    } catch (e) {
      app.fastify.log.error({ err: e }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    await app.start();
  } catch (e) {
    app.fastify.log.error({ err: e }, "could not start");
    await app.stop();
    process.exit(1);
  }
  app.fastify.log.info(`Clientfolio is ready at ${config.publicUrl} (started in ${Date.now() - t0} ms)`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
