// The reference of `pnpm bench`: a bare node:http hello-world in its own process (plain JavaScript, no loader),
// what the api's throughput is compared against. PORT is the loopback port; GET /health answers too.
import { createServer } from 'node:http';

const body = Buffer.from('hello world');
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
