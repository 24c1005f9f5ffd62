import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackageRating } from './PackageRating';
import { PackageReviews, REVIEWS_UNAVAILABLE } from './PackageReviews';
import { PackageWeather, WEATHER_UNAVAILABLE } from './PackageWeather';

// The fragments' data as the gateway answers when the reviews and weather calls failed upstream (issue 14).
const failedParts = { slug: 'kailash-by-air', title: 'Kailash by air', path: '/kailash/kailash-by-air', rating: null, reviews: null, weather: null, nextDeparture: null };
const render = (component: unknown, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(component as (props: Record<string, unknown>) => null, props));

describe('the non-critical parts of a package page when they failed (null)', () => {
  it('reviews: a short note and the link to all reviews, no JSON-LD, no error screen', () => {
    const html = render(PackageReviews, { package: failedParts });
    expect(html).toContain(REVIEWS_UNAVAILABLE);
    expect(html).toContain('Read all traveller reviews');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('Oops, something went wrong!');
  });

  it('rating: nothing near the title', () => {
    expect(render(PackageRating, { package: failedParts })).toBe('');
  });

  it('weather: a short note instead of the table', () => {
    const html = render(PackageWeather, { package: failedParts, today: '2026-06-01' });
    expect(html).toBe(`<p>${WEATHER_UNAVAILABLE}</p>`);
  });
});
