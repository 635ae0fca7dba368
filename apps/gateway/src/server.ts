import { buildGateway } from './app';
import { readEnv } from './env';

const env = readEnv();
const app = await buildGateway({
  upstreams: { api: env.API_URL, storefront: env.STOREFRONT_URL, checkout: env.CHECKOUT_URL },
  logLevel: env.LOG_LEVEL,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.GATEWAY_PORT, host: env.GATEWAY_HOST });
