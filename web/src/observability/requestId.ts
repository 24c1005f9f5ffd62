import { randomUUID } from 'node:crypto';

/** One rule on every tier (gateway, api): 1..128 of [A-Za-z0-9_-]; anything else gets a fresh UUID here, at the edge. */
const SAFE_REQUEST_ID = /^[\w-]{1,128}$/;

export function requestIdOf(incoming: string | null | undefined): string {
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
