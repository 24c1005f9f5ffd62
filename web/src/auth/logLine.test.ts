import { describe, expect, it } from 'vitest';
import { logLine } from './logLine';

describe('a log line of a value a browser posted', () => {
  it('cannot start a line of its own', () => {
    const forged = logLine('PROBE\n[next-auth][error] FORGED_LINE\r\u2028x');
    expect(forged).toBe('PROBE [next-auth][error] FORGED_LINE x');
    expect(logLine({ message: 'a\nb', nested: { deep: 'c\r\nd' } })).not.toMatch(/[\r\n]/);
  });

  it('is bounded, saying how much was left out', () => {
    expect(logLine('y'.repeat(150), 100)).toBe(`${'y'.repeat(100)}… (50 more characters)`);
  });
});
