// The references of `pnpm bench`, each in its own process (plain JavaScript, no loader). PORT is the loopback port.
// - a bare node:http hello-world, what the api's throughput is compared against;
// - with ANSWER_FILE (and ANSWER_CONTENT_TYPE): a server that reads each request's body, then sends that file's
//   bytes, the least any server can do to give the same answer (bench/same-answer.ts).
// GET /health answers too.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answerFile = process.env.ANSWER_FILE;
const body = answerFile ? readFileSync(answerFile) : Buffer.from('hello world');
const headers = { 'content-type': answerFile ? (process.env.ANSWER_CONTENT_TYPE ?? 'application/json') : 'text/plain', 'content-length': body.length };
const server = createServer((request, response) => {
  request.resume();
  request.once('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
