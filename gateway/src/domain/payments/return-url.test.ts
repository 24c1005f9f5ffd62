import { describe, expect, it } from 'vitest';
import { returnUrlField } from './return-url.ts';

const WEB = 'http://localhost:3000';
const field = returnUrlField(WEB);

describe('returnPath → returnUrl', () => {
  it('puts a same-site path on the web origin, query kept', () => {
    expect(field.parse('/check-out/payment?step=2')).toBe('http://localhost:3000/check-out/payment?step=2');
    expect(field.parse('/')).toBe('http://localhost:3000/');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'check-out', '', '/check out', '/\tx', 'javascript:alert(1)'])(
    'refuses %j',
    (path) => {
      expect(field.safeParse(path).success).toBe(false);
    },
  );

  it('keeps a path that climbs with .. on the same origin', () => {
    expect(field.parse('/a/../../b')).toBe('http://localhost:3000/b');
  });
});
