import { describe, expect, it } from 'vitest';
import { SOLD_OUT_PACKAGE_SLUG } from '../seed/departures.ts';
import { stableId } from '../seed/ids.ts';
import { getJson, testAppPerFile, type Envelope } from '../test-support/test-app.ts';
import type { Departure } from './departure-schemas.ts';

const ctx = testAppPerFile();
const idOf = (slug: string) => stableId('package', slug);
const today = new Date().toISOString().slice(0, 10);
const get = (path: string) => getJson<Envelope<Departure[]> & { message: string }>(ctx.app, `/api/v1${path}`);

describe('GET /package/departures/{packageId}', () => {
  it('lists upcoming Kailash departures, June to mid-September only, in date order', async () => {
    const { status, body } = await get(`/package/departures/${idOf('kailash-mansarovar-yatra-via-lhasa')}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(10);
    const dates = body.data.map((departure) => departure.date);
    expect(dates).toEqual([...dates].sort());
    for (const departure of body.data) {
      expect(['06', '07', '08', '09']).toContain(departure.date.slice(5, 7));
      expect(departure.date > today).toBe(true);
      expect(departure.seatsLeft).toBeLessThanOrEqual(departure.seatsTotal);
      expect(departure.status).toBe(departure.seatsLeft > 5 ? 'AVAILABLE' : departure.seatsLeft > 0 ? 'FEW_LEFT' : 'SOLD_OUT');
    }
  });

  it('shows the sold-out departure as SOLD_OUT with 0 seats left', async () => {
    const { body } = await get(`/package/departures/${idOf(SOLD_OUT_PACKAGE_SLUG)}`);
    expect(body.data[0]).toMatchObject({ seatsLeft: 0, status: 'SOLD_OUT' });
  });

  it('narrows to from..to (inclusive) and never goes back before today', async () => {
    const id = idOf('varanasi-tour-package');
    const all = (await get(`/package/departures/${id}`)).body.data;
    const [, second, , fourth] = all;
    const some = (await get(`/package/departures/${id}?from=${second!.date}&to=${fourth!.date}`)).body.data;
    expect(some.map((departure) => departure.date)).toEqual(all.slice(1, 4).map((departure) => departure.date));
    const past = (await get(`/package/departures/${id}?from=2020-01-01`)).body.data;
    expect(past).toEqual(all);
  });

  it('answers 404 for an unknown package and 400 for bad dates', async () => {
    expect((await get('/package/departures/0123456789abcdef01234567')).status).toBe(404);
    const bad = await get(`/package/departures/${idOf('varanasi-tour-package')}?from=2027-02-30`);
    expect(bad.body).toEqual({ status: 400, message: "Invalid query parameter 'from': must be a real calendar date" });
    const reversed = await get(`/package/departures/${idOf('varanasi-tour-package')}?from=2030-02-01&to=2030-01-01`);
    expect(reversed.status).toBe(400);
  });
});

describe('GET /package/departures?packageId[]=', () => {
  it('answers many packages at once, grouped by package then date', async () => {
    const ids = [idOf('amarnath-yatra-via-baltal'), idOf('char-dham-yatra-from-haridwar'), idOf('char-dham-yatra-2027')];
    const { status, body } = await get(`/package/departures?${ids.map((id) => `packageId[]=${id}`).join('&')}`);
    expect(status).toBe(200);
    expect(new Set(body.data.map((departure) => departure.packageId))).toEqual(new Set(ids.slice(0, 2)));
    const amarnath = body.data.filter((departure) => departure.packageId === ids[0]);
    expect(amarnath.every((departure) => ['07', '08'].includes(departure.date.slice(5, 7)))).toBe(true);
    const single = await get(`/package/departures/${ids[0]}`);
    expect(amarnath).toEqual(single.body.data);
  });

  it('needs at least one id', async () => {
    expect((await get('/package/departures')).body).toEqual({ status: 400, message: "Invalid query parameter 'packageId[]': must list at least one id" });
  });
});

describe('departure prices', () => {
  it('prices a seat-option departure at what its cheapest occupancy charges an adult, not at its card price', async () => {
    const { body } = await get(`/package/departures/${idOf('kailash-mansarovar-yatra-overland-via-kathmandu')}`);
    // Twin Sharing ₹179,000 (Adult ₹172,000) gives the card ₹175,500, which no traveller pays; Triple Sharing
    // (179000 × 0.95 = 170050 → ₹170,000) charges an adult 170000 × 0.96 = 163200 → ₹163,000, the least of the three.
    for (const departure of body.data) {
      expect(departure).toMatchObject({ surchargePercent: 0, inrPrice: 163000, inrPricePaise: 16_300_000 });
    }
  });

  it('adds 15 % on Diwali dates of a year-round route, rounded to ₹1', async () => {
    const { body } = await get(`/package/departures/${idOf('varanasi-tour-package')}`);
    const diwali = body.data.filter((departure) => departure.surchargePercent === 15);
    expect(diwali.length).toBeGreaterThan(0);
    for (const departure of diwali) expect(departure).toMatchObject({ inrPrice: 17249, inrPricePaise: 1_724_900 });
  });
});
