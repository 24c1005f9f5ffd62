import { describe, expect, it } from 'vitest';
import { parsePopupCloseTimes } from './popupCloseTimes';

describe('stored popup close times', () => {
  it('reads both timestamps', () => {
    expect(parsePopupCloseTimes('{"promo":1800000000000,"newsletter":1800000060000}')).toEqual({
      promo: 1_800_000_000_000,
      newsletter: 1_800_000_060_000,
    });
  });

  it('drops a malformed timestamp and keeps the other one', () => {
    expect(parsePopupCloseTimes('{"promo":"yesterday","newsletter":1800000060000}')).toEqual({ newsletter: 1_800_000_060_000 });
    expect(parsePopupCloseTimes('{"promo":-5,"newsletter":1.5}')).toEqual({});
  });

  it('treats garbage, other shapes and nothing stored as never closed', () => {
    for (const text of [null, '', 'not json', '[1,2]', '42', 'null', '{"promo":null}']) {
      expect(parsePopupCloseTimes(text), String(text)).toEqual({});
    }
  });
});
