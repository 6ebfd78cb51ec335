import { runProcess } from "./process";

const t0 = Date.now();
runProcess("Clientfolio", (config) => config, async (app, config) => {
  await app.start();
  app.fastify.log.info(`Clientfolio is ready at ${config.publicUrl} (started in ${Date.now() - t0} ms)`);
}).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
