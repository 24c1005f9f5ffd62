import { describe, expect, it } from 'vitest';
import { viewablePhotos } from './viewablePhotos';

describe('viewablePhotos', () => {
  it('drops photos without a large image, so a thumbnail index is its lightbox slide index', () => {
    const photos = [
      { caption: 'Lake', large: { url: 'lake.jpg' } },
      { caption: 'Missing', large: null },
      { caption: 'Peak', large: { url: 'peak.jpg' } },
    ];
    const viewable = viewablePhotos(photos);
    expect(viewable.map((photo) => photo.caption)).toEqual(['Lake', 'Peak']);
    expect(viewable[1]?.large.url).toBe('peak.jpg');
  });
});
