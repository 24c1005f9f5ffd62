import { createServer } from 'node:http';
import { configRefusals } from './config-refusals.ts';
import { loadConfig } from './config.ts';
import { createGateway } from './server.ts';

const config = loadConfig();
const refusals = configRefusals(config, process.env.NODE_ENV);
if (refusals.length > 0) {
  // Before any port is opened: a production gateway on a development key would let anyone pick the client IP.
  console.error(`Invalid gateway environment: ${refusals.join(' ')}`);
  process.exit(1);
}
const yoga = createGateway({ config });
const server = createServer(yoga);

server.listen(config.port, () => {
  yoga.logger.info(`gateway listening on http://localhost:${config.port}${yoga.graphqlEndpoint}`);
});

function shutDown(signal: NodeJS.Signals): void {
  yoga.logger.info(`${signal} received, closing the gateway`);
  server.close(() => process.exit(0));
  server.closeAllConnections();
}

process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
