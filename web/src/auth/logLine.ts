import { inspect } from 'node:util';

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One log line of at most `max` characters whatever `value` holds: control characters and line breaks become
 * spaces, so a value a browser posted (next-auth's `/api/auth/_log`) cannot forge a line of its own.
 */
export function logLine(value: unknown, max = 2000): string {
  const text = typeof value === 'string' ? value : inspect(value, { depth: 3, breakLength: Infinity });
  const flat = text.replace(CONTROL, ' ');
  return flat.length > max ? `${flat.slice(0, max)}… (${flat.length - max} more characters)` : flat;
}
