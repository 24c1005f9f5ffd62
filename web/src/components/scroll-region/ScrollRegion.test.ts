import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

const captioned = (text: string) =>
  createElement(ScrollRegion, { children: (captionId: string) => createElement('table', null, createElement('caption', { id: captionId }, text)) });

describe('ScrollRegion', () => {
  it('is a focusable region named by its label', () => {
    const html = renderToStaticMarkup(createElement(ScrollRegion, { label: 'Kotak EMI plans', children: createElement('table') }));
    expect(html).toMatch(/^<div role="region" aria-label="Kotak EMI plans" tabindex="0" class="[^"]+"><table><\/table><\/div>$/);
  });

  it('names each region by its own caption: two on one page share no id', () => {
    const html = renderToStaticMarkup(createElement(Fragment, null, captioned('Monthly averages at Darchen'), captioned('Monthly averages at Taklakot')));
    const regions = [...html.matchAll(/<div role="region" aria-labelledby="([^"]+)" tabindex="0"[^>]*><table><caption id="([^"]+)">/g)];
    expect(regions).toHaveLength(2);
    for (const [, labelledBy, captionId] of regions) expect(labelledBy).toBe(captionId);
    expect(regions[0]![1]).not.toBe(regions[1]![1]);
  });
});
