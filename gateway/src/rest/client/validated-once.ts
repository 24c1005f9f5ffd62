import type { z } from 'zod';
import type { CachedAnswer } from '../upstream-cache.ts';
import { validated } from './bodies.ts';

/** Outside production the kept values are frozen: a resolver that changed one would throw in tests, not leak. */
const FREEZE_KEPT_VALUES = process.env.NODE_ENV !== 'production';

function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFrozen(child);
  return Object.freeze(value);
}

/**
 * A stored upstream answer's body validated against `schema` once: the value is kept beside the body
 * (`CachedAnswer.validated`, per schema) and every later use of that stored answer — fresh, or renewed by a 304 —
 * gets the same value without another zod pass. Shared by every request that reads the answer, so nobody may change
 * it (no resolver does; frozen outside production to keep it so).
 */
export function validatedOnce<T>(path: string, answer: CachedAnswer, schema: z.ZodType<T>): T {
  const kept = answer.validated?.get(schema);
  if (kept !== undefined) return kept as T;
  const value = validated(path, answer.body, schema);
  (answer.validated ??= new Map()).set(schema, FREEZE_KEPT_VALUES ? deepFrozen(value) : value);
  return value;
}
