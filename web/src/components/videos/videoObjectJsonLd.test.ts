import { describe, expect, it } from 'vitest';
import { schemaOrgIssues } from '@/seo/schemaOrgCheck';
import { videoObjectJsonLd, type VideoFacts } from './videoObjectJsonLd';

const ORIGIN = 'https://www.example-yatra.in';

const VIDEO: VideoFacts = {
  title: 'The Kailash parikrama',
  summary: 'Three days around the mountain.',
  publishedAt: '2026-03-01T04:00:00.000Z',
  durationSeconds: 754,
  thumbnailUrl: '/media/videos/parikrama?w=640&h=360',
  source: { kind: 'FILE', url: '/media/clips/parikrama.mp4' },
};

describe('videoObjectJsonLd, checked against schema.org', () => {
  it('builds a valid VideoObject of a file, its URLs absolute', () => {
    const video = videoObjectJsonLd(VIDEO, ORIGIN);
    expect(schemaOrgIssues(video)).toEqual([]);
    expect(video).toMatchObject({
      thumbnailUrl: `${ORIGIN}/media/videos/parikrama?w=640&h=360`,
      contentUrl: `${ORIGIN}/media/clips/parikrama.mp4`,
      uploadDate: VIDEO.publishedAt,
      duration: 'PT12M34S',
    });
  });

  it('names a player as embedUrl and falls back to the default image without a thumbnail', () => {
    const video = videoObjectJsonLd({ ...VIDEO, thumbnailUrl: null, source: { kind: 'EMBED', url: 'https://www.youtube.com/embed/abc' } }, ORIGIN);
    expect(schemaOrgIssues(video)).toEqual([]);
    expect(video).toMatchObject({ embedUrl: 'https://www.youtube.com/embed/abc', thumbnailUrl: `${ORIGIN}/opengraph-image` });
    expect(video).not.toHaveProperty('contentUrl');
  });
});
