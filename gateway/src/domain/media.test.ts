import { isAllowedMediaRender, MEDIA_QUALITIES, MEDIA_SIZES, nearestMediaQuality, nearestMediaSize } from '@pilgrim/schema/rules';
import { describe, expect, it } from 'vitest';
import { buildImage, PACKAGE_IMAGE } from './media.ts';

describe('buildImage', () => {
  it('asks the media host for a 370x250 webp at quality 80 for cards', () => {
    expect(buildImage('http://localhost:4010', '/media/packages/adi-kailash', 'Adi Kailash', PACKAGE_IMAGE)).toEqual({
      url: 'http://localhost:4010/media/packages/adi-kailash?w=370&h=250&fm=webp&q=80',
      width: 370,
      height: 250,
      alt: 'Adi Kailash',
    });
  });

  it('uses jpeg and snaps a size and quality outside the allow-list to the nearest allowed ones', () => {
    const image = buildImage('http://cdn', 'media/news/x', 'x', { width: 380, height: 256, format: 'JPEG', quality: 75 });
    expect(image.url).toBe('http://cdn/media/news/x?w=370&h=250&fm=jpeg&q=70');
    expect([image.width, image.height]).toEqual([370, 250]);
    const retina = buildImage('http://cdn', 'media/news/x', 'x', { width: 740, height: 500, format: 'WEBP', quality: 80 });
    expect(retina.url).toBe('http://cdn/media/news/x?w=740&h=500&fm=webp&q=80');
  });

  it('builds only URLs the media host renders, whatever the request (the allow-list shared with the api)', () => {
    const requests = [[5000, 3], [1, 1], [370, 250], [1599, 1601], [200, 300], [999, 333], [2000, 2000]] as const;
    for (const [width, height] of requests) {
      for (const quality of [0, 50, 80, 100]) {
        const image = buildImage('http://cdn', '/media/news/x', 'x', { width, height, format: 'WEBP', quality });
        const query = new URL(image.url).searchParams;
        expect(isAllowedMediaRender({ width: Number(query.get('w')), height: Number(query.get('h')), format: query.get('fm') ?? '', quality: Number(query.get('q')) }), image.url).toBe(true);
      }
    }
    expect(MEDIA_SIZES.every(([width, height]) => width <= 2000 && height <= 2000)).toBe(true);
  });

  it('keeps an absolute image URL as it is', () => {
    expect(buildImage('http://cdn', 'https://img.example/a.jpg', 'a', PACKAGE_IMAGE).url).toBe(
      'https://img.example/a.jpg?w=370&h=250&fm=webp&q=80',
    );
  });
});

describe('nearestMediaSize and nearestMediaQuality', () => {
  /** The rule as the allow-list's comment states it, ranked the slow way: aspect first, then the widest that fits, else the narrowest above. */
  const ranked = (width: number, height: number) =>
    [...MEDIA_SIZES].sort((a, b) => {
      const aspect = ([w, h]: readonly [number, number]) => Math.abs(Math.log(w / h) - Math.log(Math.max(1, width) / Math.max(1, height)));
      const fit = ([w]: readonly [number, number]) => (w <= width ? width - w : (w - width) * 1e3);
      return aspect(a) * 1e6 + fit(a) - (aspect(b) * 1e6 + fit(b));
    })[0];

  it('picks what ranking every allowed size would pick, for sizes on, between and beyond the list', () => {
    const requests = [...MEDIA_SIZES, [380, 256], [5000, 3], [1, 1], [1599, 1601], [999, 333], [0, 0], [2000, 2000], [371, 250]] as const;
    for (const [width, height] of requests) {
      const [w, h] = ranked(width, height)!;
      expect(nearestMediaSize(width, height), `${width}x${height}`).toEqual({ width: w, height: h });
    }
  });

  it('answers a repeated request with the same frozen size', () => {
    const first = nearestMediaSize(370, 250);
    expect(nearestMediaSize(370, 250)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('snaps a quality to the nearest allowed one, the lower on a tie', () => {
    expect([0, 74, 75, 76, 80, 100].map(nearestMediaQuality)).toEqual([70, 70, 70, 80, 80, 80]);
    expect(MEDIA_QUALITIES).toEqual([70, 80]);
  });
});
