import { describe, expect, it } from 'vitest';
import { footerLinkGroups, isFooterHidden, isStoryViewerPath } from './navigation';

describe('isFooterHidden', () => {
  it('hides the footer on any path containing check-out', () => {
    expect(isFooterHidden('/check-out')).toBe(true);
    expect(isFooterHidden('/group/check-out/42')).toBe(true);
  });

  it('shows the footer elsewhere', () => {
    expect(isFooterHidden('/')).toBe(false);
    expect(isFooterHidden('/package/kailash-mansarovar')).toBe(false);
  });
});

describe('isStoryViewerPath', () => {
  it('is true on the story viewer (paths containing webstories/view)', () => {
    expect(isStoryViewerPath('/webstories/view/kailash-parikrama-in-8-steps')).toBe(true);
    expect(isStoryViewerPath('/en/webstories/view/x')).toBe(true);
  });

  it('is false on the story list and elsewhere, and while the path is not known', () => {
    expect(isStoryViewerPath('/webstories')).toBe(false);
    expect(isStoryViewerPath('/')).toBe(false);
    expect(isStoryViewerPath(null)).toBe(false);
  });
});

describe('footerLinkGroups', () => {
  const linked = footerLinkGroups.flatMap((group) => group.links.map((link) => link.href));

  it('links every content and company route of spec §2 that exists', () => {
    const routes = [
      '/blogs',
      '/news',
      '/webstories',
      '/videos',
      '/traveller-reviews',
      '/about-us',
      '/contact-us',
      '/faqs',
      '/b2b',
      '/career',
      '/terms-conditions',
      '/cancellation-policy',
      '/privacy-policy',
      '/download',
      '/kailash-mansarovar-yatra-registration',
      '/kailash-mansarovar-yatra-videos',
      '/kailash-mansarovar-yatra-photos',
      '/guidelines-for-kailash-yatra',
      '/weather-at-kailash-mansarovar',
      '/kailash-mansarovar-yatra-overland-weather',
    ];
    expect(routes.filter((route) => !linked.includes(route))).toEqual([]);
  });

  it('links each route once', () => {
    expect(new Set(linked).size).toBe(linked.length);
  });
});
