/**
 * Fails the run when node-postgres is sent a query while its connection runs another (a transaction's reads started
 * together): pg 8 queues it with a deprecation warning, pg 9 refuses it. Reads inside a transaction go one after
 * the other (`db/independent-reads.ts`). Only the run on PostgreSQL can meet it. A setup file runs before every test
 * file, and without module isolation (vitest.config.ts) the files share a process: the listener is added once.
 */
const INSTALLED = Symbol.for('pilgrim.api.refuseQueuedQueries');
const processState = process as NodeJS.Process & { [INSTALLED]?: true };

if (!processState[INSTALLED]) {
  processState[INSTALLED] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && /already executing a query/.test(warning.message)) {
      setImmediate(() => {
        throw new Error(`A query was sent on a busy node-postgres connection (use db/independent-reads.ts): ${warning.message}`);
      });
    }
  });
}
