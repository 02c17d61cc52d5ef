import { buildApi } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const { app, close } = await buildApi({ config });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    close().finally(() => process.exit(0));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
