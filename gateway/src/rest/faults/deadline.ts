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

/**
 * The same deadline, counted from now but made on first use: an operation answered without an upstream call
 * (fresh answers in the upstream cache) makes no timer. Made later, it keeps the time already spent, so the
 * budget still runs from the start of the operation.
 */
export function lazyOperationDeadline(ms: number, now: () => number = performance.now.bind(performance)): () => AbortSignal {
  const startedAt = now();
  let signal: AbortSignal | null = null;
  return () => (signal ??= operationDeadline(Math.max(0, Math.round(ms - (now() - startedAt)))));
}
