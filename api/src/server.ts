// first: what the process does while it loads (loading.ts)
import "./loading";
import { runProcess } from "./process";

runProcess("Clientfolio", (config) => config, async (app, config) => {
  await app.start();
  // performance.now(): since the process started, module loading included
  app.fastify.log.info(`Clientfolio is ready at ${config.publicUrl} (started in ${Math.round(performance.now())} ms)`);
}).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
