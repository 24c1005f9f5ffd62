import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { packageIdOf } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { PlaceWeather, WeatherPlace } from './schemas.ts';

// 26 Nov 2026, 06:00 UTC: today in India is 2026-11-26.
const ctx = testAppPerFile({ now: () => new Date('2026-11-26T06:00:00Z') });
const get = <T>(path: string) => call<{ data: T }>(ctx.app, 'GET', path);
const slugs = (places: PlaceWeather[]) => places.map((item) => item.place.slug);

describe('weather by slug', () => {
  it('answers the day, a 7-day strip and 12 monthly normals of Mount Kailash for a date', async () => {
    const answer = await get<PlaceWeather>('/weather?filterby=slug&query=mount-kailash&givenDate=2027-07-15');
    expect(answer.status).toBe(200);
    const { place, givenDate, day, week, monthly } = answer.body.data;
    expect(place).toMatchObject({ name: 'Mount Kailash', timezone: 'Asia/Shanghai' });
    expect(givenDate).toBe('2027-07-15');
    expect(week.map((item) => item.date)).toEqual(['2027-07-15', '2027-07-16', '2027-07-17', '2027-07-18', '2027-07-19', '2027-07-20', '2027-07-21']);
    expect(day).toEqual(week[0]);
    expect(day.sunrise).toMatch(/^0[6-8]:\d\d$/);
    expect(day.sunset).toMatch(/^2[01]:\d\d$/);
    expect(day.source).toBe('climatology');
    expect(monthly).toHaveLength(12);
    expect(monthly[0]!.maxC).toBeLessThan(0);
    expect(monthly[6]!.maxC).toBeGreaterThan(monthly[0]!.maxC + 15);
    expect(monthly[6]!.precipitationMm).toBeGreaterThan(monthly[11]!.precipitationMm);
  });

  it('gives the same figures for the same place and date (deterministic climatology)', async () => {
    const first = await get<PlaceWeather>('/weather?filterby=slug&query=kedarnath&givenDate=2027-05-10');
    const again = await get<PlaceWeather>('/weather?filterby=slug&query=kedarnath&givenDate=2027-05-10');
    expect(again.body.data).toEqual(first.body.data);
  });

  it("defaults to today in India, lists the places without filterby, and answers 404 for an unknown place", async () => {
    expect((await get<PlaceWeather>('/weather?filterby=slug&query=darchen')).body.data.givenDate).toBe('2026-11-26');
    const places = await get<WeatherPlace[]>('/weather');
    expect(places.body.data.map((place) => place.slug)).toEqual(expect.arrayContaining(['mount-kailash', 'lake-mansarovar', 'darchen', 'taklakot', 'nepalgunj', 'simikot', 'kathmandu', 'dharchula', 'gunji', 'kedarnath', 'badrinath', 'yamunotri', 'gangotri']));
    expect((await get('/weather?filterby=slug&query=atlantis')).body).toEqual({ status: 404, message: 'Weather place not found' });
  });

  it('refuses bad dates with a message naming givenDate', async () => {
    expect((await get('/weather?filterby=slug&query=darchen&givenDate=2027-02-30')).body.message).toBe("Invalid query parameter 'givenDate': must be a real date");
    expect((await get('/weather?filterby=slug&query=darchen&givenDate=15-07-2027')).body.message).toBe("Invalid query parameter 'givenDate': must be a date as YYYY-MM-DD");
    expect((await get('/weather?filterby=slug&query=darchen&givenDate=2030-01-01')).body.message).toBe("Invalid query parameter 'givenDate': must be within a year before and two years after today");
  });
});

describe('weather by package, category and search', () => {
  it("answers the places of a package's route in route order", async () => {
    const answer = await get<PlaceWeather[]>(`/package/weather-list-site?filterby=package_id&query=${packageIdOf('kailash-mansarovar-yatra-overland-via-kathmandu')}&givenDate=2027-06-20`);
    expect(slugs(answer.body.data)).toEqual(['kathmandu', 'kyirong', 'saga', 'lake-mansarovar', 'darchen', 'mount-kailash']);
    expect(answer.body.data.every((item) => item.givenDate === '2027-06-20')).toBe(true);
    expect((await get(`/package/weather-list-site?filterby=package_id&query=${'0'.repeat(24)}`)).body).toEqual({ status: 404, message: 'Package not found' });
    expect((await get('/package/weather-list-site?filterby=slug&query=x')).body.message).toContain("Invalid query parameter 'filterby': must be 'package_id'");
  });

  it("answers a category's places (the two Kailash weather pages)", async () => {
    const kailash = await get<PlaceWeather[]>('/weather-category?filterby=category&query=kailash-mansarovar');
    expect(slugs(kailash.body.data).slice(0, 4)).toEqual(['mount-kailash', 'lake-mansarovar', 'darchen', 'taklakot']);
    const overland = await get<PlaceWeather[]>('/weather-category?filterby=category&query=kailash-overland');
    expect(slugs(overland.body.data)).toContain('saga');
    expect((await get('/weather-category?filterby=category&query=no-such')).body).toEqual({ status: 404, message: 'Category not found' });
  });

  it('finds places by name, another name or region, case-insensitively', async () => {
    expect(slugs((await get<PlaceWeather[]>('/weather-search?location=MANSA')).body.data)).toEqual(['lake-mansarovar']);
    expect(slugs((await get<PlaceWeather[]>('/weather-search?location=purang&givenDate=2027-06-01')).body.data)).toEqual(['taklakot']);
    expect((await get<PlaceWeather[]>('/weather-search?location=ngari')).body.data.length).toBeGreaterThanOrEqual(4);
    expect((await get<PlaceWeather[]>('/weather-search?location=zzzz')).body.data).toEqual([]);
    expect((await get<PlaceWeather[]>('/weather-search?location=%25%25')).body.data.length).toBe(0);
    expect((await get('/weather-search?location=k')).body.message).toBe("Invalid query parameter 'location': must be at least 2 characters");
  });
});
