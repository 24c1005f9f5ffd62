import pino from 'pino';

/** Lines waiting for a stalled reader beyond this are dropped rather than held (sonic-boom's `maxLength`). */
const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;
/** Lines are gathered until this many bytes wait, then go out in one write (sonic-boom's `minLength`)… */
export const LOG_BATCH_BYTES = 4096;
/** …and whatever waits goes out at least this often (sonic-boom's `periodicFlush`, an unref'd timer). */
export const LOG_FLUSH_INTERVAL_MS = 100;

/**
 * An asynchronous, batching log destination: a line never blocks the event loop on a slow reader, and the lines of
 * many requests go out in one write system call instead of a call each (at one connection a line was a write of
 * its own: ~12 % of a cache-off request's CPU). A line waits at most `LOG_FLUSH_INTERVAL_MS`; when the process
 * exits — `process.exit` after a SIGTERM/SIGINT drain (`main.ts`), an uncaught error — pino writes what is left
 * synchronously (its exit hook on every asynchronous destination). Only a SIGKILL loses the last interval's lines.
 */
export function batchingLogDestination(dest: number | string) {
  return pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES, maxLength: MAX_BUFFERED_LOG_BYTES, periodicFlush: LOG_FLUSH_INTERVAL_MS });
}
