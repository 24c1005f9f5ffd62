import { createServer } from 'node:http';
import { configWarnings } from './config-warnings.ts';
import { loadConfig } from './config.ts';
import { createGateway } from './server.ts';

const config = loadConfig();
const yoga = createGateway({ config });
const server = createServer(yoga);
for (const warning of configWarnings(config, process.env.NODE_ENV)) yoga.logger.warn(warning);

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
