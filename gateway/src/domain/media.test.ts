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

  it('uses jpeg and clamps sizes to what the media host accepts', () => {
    const image = buildImage('http://cdn', 'media/news/x', 'x', { width: 5000, height: 3, format: 'JPEG', quality: 0 });
    expect(image.url).toBe('http://cdn/media/news/x?w=2000&h=16&fm=jpeg&q=1');
    expect([image.width, image.height]).toEqual([2000, 16]);
  });

  it('keeps an absolute image URL as it is', () => {
    expect(buildImage('http://cdn', 'https://img.example/a.jpg', 'a', PACKAGE_IMAGE).url).toBe(
      'https://img.example/a.jpg?w=370&h=250&fm=webp&q=80',
    );
  });
});
