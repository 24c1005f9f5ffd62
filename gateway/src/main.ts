import { createServer } from 'node:http';
import { configRefusals } from './config-refusals.ts';
import { loadConfig } from './config.ts';
import type { Lifecycle } from './observability/endpoints.ts';
import { drainAndClose } from './observability/graceful-shutdown.ts';
import { createJsonLogger } from './observability/logger.ts';
import { startTracing, tracedHandler } from './observability/tracing.ts';
import { openRedis } from './redis/client.ts';
import { createGatewayServer } from './server.ts';

const config = loadConfig();
const refusals = configRefusals(config, process.env.NODE_ENV);
if (refusals.length > 0) {
  // Before any port is opened: a production gateway on a development key would let anyone pick the client IP.
  console.error(`Invalid gateway environment: ${refusals.join(' ')}`);
  process.exit(1);
}
const tracing = startTracing('gateway');
const lifecycle: Lifecycle = { draining: false };
const log = createJsonLogger();
// Not awaited to connect: until Redis answers, readiness is 503 and rate limits count in memory.
const redis = config.redisUrl
  ? await openRedis({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, onError: (message) => log.warn(message), onRecovered: (message) => log.info(message) })
  : null;
const { yoga, listener } = createGatewayServer({ config, lifecycle, redis, logging: log });
const server = createServer(tracing ? tracedHandler(listener) : listener);

server.listen(config.port, () => {
  yoga.logger.info(`gateway listening on http://localhost:${config.port}${yoga.graphqlEndpoint}`);
});

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  yoga.logger.info(`${signal} received: draining in-flight requests, then closing the gateway`);
  // `/ready` answers 503 from now on; serving goes on for the delay so a balancer stops routing here first.
  if (config.shutdownReadinessDelayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownReadinessDelayMs));
  await drainAndClose(server, config.shutdownGraceMs ?? 10_000);
  await redis?.close();
  await tracing?.shutdown().catch(() => {});
  process.exit(0);
}

process.on('SIGINT', (signal) => void shutDown(signal));
process.on('SIGTERM', (signal) => void shutDown(signal));
