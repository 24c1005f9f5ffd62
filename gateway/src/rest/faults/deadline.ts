import { setMaxListeners } from 'node:events';

/**
 * The deadline of one GraphQL operation: a single signal every upstream call of the operation shares, so nested
 * resolver levels and the GET retry spend one budget instead of a fresh timeout each.
 */
export function operationDeadline(ms: number): AbortSignal {
  const signal = AbortSignal.timeout(ms);
  // A listing fans out to many calls at once, each listening on this one signal: not a leak.
  setMaxListeners(0, signal);
  return signal;
}
