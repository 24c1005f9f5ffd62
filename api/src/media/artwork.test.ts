import { describe, expect, it } from 'vitest';
import { buildArtwork, lineWidthFor, wrapTitle } from './artwork.ts';

describe('wrapTitle', () => {
  it('wraps a long title into at most three lines', () => {
    const lines = wrapTitle('Kailash Mansarovar Yatra by Helicopter via Lucknow with Inner Kora and Muktinath');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Kailash Mansarovar');
    expect(lines[2]?.endsWith('…')).toBe(true);
  });
});

describe('buildArtwork', () => {
  it('draws the same picture for the same name and escapes the title', () => {
    const first = buildArtwork('packages/a', 'Tom & Jerry <Yatra>', { width: 370, height: 250 });
    expect(buildArtwork('packages/a', 'Tom & Jerry <Yatra>', { width: 370, height: 250 })).toBe(first);
    expect(first).toContain('Tom &amp; Jerry &lt;Yatra&gt;');
    expect(first).toContain('width="370" height="250"');
  });

  it('varies the colours with the name', () => {
    const gradients = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => /stop-color="(#[0-9a-f]+)"/.exec(buildArtwork(name, 'T', { width: 10, height: 10 }))?.[1]),
    );
    expect(gradients.size).toBeGreaterThan(1);
  });
});

describe('lineWidthFor', () => {
  it('keeps landscape cards at 22 characters a line', () => {
    expect(lineWidthFor({ width: 370, height: 250 })).toBe(22);
  });

  it('wraps narrower on a portrait story slide, whose crop shows only the middle of the scene', () => {
    const width = lineWidthFor({ width: 540, height: 960 });
    expect(width).toBeLessThan(12);
    expect(wrapTitle('Darchen, 4,670 m', width).every((line) => line.length <= width)).toBe(true);
  });
});
