import closeWithGrace from 'close-with-grace';
import { buildApi } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const { app, shutdown } = await buildApi({ config });

// SIGTERM (an orchestrator or load balancer stopping this process) drains after a grace period;
// SIGINT (Ctrl-C) drains at once. Past the timeout the process exits anyway.
closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_SECONDS * 1000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'stopping after an uncaught error');
  else app.log.info({ signal }, 'stopping: draining requests and mail');
  await shutdown(signal === 'SIGTERM' ? config.SHUTDOWN_GRACE_SECONDS * 1000 : 0);
});

await app.listen({ host: config.HOST, port: config.PORT });
