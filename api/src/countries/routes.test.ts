import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { City } from './cities.ts';
import type { Country } from './world.ts';

const ctx = testAppPerFile();

describe('GET /countries', () => {
  it('lists every ISO country, the ones the company sells first, with dial codes', async () => {
    const { status, body } = await call<{ data: Country[] }>(ctx.app, 'GET', '/countries');
    expect(status).toBe(200);
    expect(body.data.slice(0, 5).map((country) => country.name)).toEqual(['India', 'Nepal', 'China', 'Bhutan', 'Sri Lanka']);
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data.find((country) => country._id === 'FR')).toEqual({ _id: 'FR', name: 'France', dialCode: '+33', hasCities: false });
  });

  it('is served from the public cache the second time', async () => {
    await call(ctx.app, 'GET', '/countries');
    const again = await call(ctx.app, 'GET', '/countries');
    expect(again.headers.get('x-cache')).toBe('hit');
  });
});

describe('GET /cities/{countryId}', () => {
  it("lists India's main cities with their states, by name", async () => {
    const { body } = await call<{ data: City[] }>(ctx.app, 'GET', '/cities/IN');
    expect(body.data).toContainEqual({ _id: 'in-varanasi', countryId: 'IN', name: 'Varanasi', state: 'Uttar Pradesh' });
    const names = body.data.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the Tibetan stops under China and answers a lower-case id', async () => {
    const { body } = await call<{ data: City[] }>(ctx.app, 'GET', '/cities/cn');
    expect(body.data.filter((city) => city.state === 'Tibet').map((city) => city.name)).toContain('Lhasa');
  });

  it('answers an empty list for a country without seeded cities and 404 for an unknown one', async () => {
    expect((await call<{ data: City[] }>(ctx.app, 'GET', '/cities/FR')).body.data).toEqual([]);
    expect((await call(ctx.app, 'GET', '/cities/QQ')).body).toEqual({ status: 404, message: 'Country not found' });
  });
});
