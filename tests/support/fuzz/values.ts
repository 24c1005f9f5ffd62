/** Hostile leaf values shared by the GraphQL and the REST fuzzers: huge, unicode, negative, empty, NUL, look-alikes. */
import fc from 'fast-check';

const nasty = [
  '', ' ', '\u0000', 'null', 'undefined', '__proto__', 'constructor', '../../etc/passwd', '%00', '%', '%2e%2e%2f',
  "' OR 1=1 --", '<script>alert(1)</script>', '{"$gt":""}', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 🙏 ॐ नमः शिवाय', '\ud800', 'NaN', '-0',
  '1e309', '0x7fffffff', 'UGFja2FnZTox', 'Package:1', 'a'.repeat(300), 'k'.repeat(5_000), '2026-02-30', '9999-12-31T23:59:59Z',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.constantFrom(...nasty) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 12_000 }).map((size) => 'x'.repeat(size)) },
);

export const hostileInteger: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 - 1, Number.MAX_SAFE_INTEGER),
  fc.integer(),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(hostileInteger, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e20, -1e20, 0.5, 1e-300));

/** Any JSON value, nested a little: what lands where a type was not expected. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
