import { describe, expect, it } from 'vitest';
import { withRecentWeatherPlace } from './recentWeatherPlaces';

const place = (n: number) => ({ slug: `place-${n}`, name: `Place ${n}` });

describe('withRecentWeatherPlace', () => {
  it('puts the newest first and keeps 8', () => {
    const list = Array.from({ length: 9 }, (_, index) => place(index + 1)).reduce(withRecentWeatherPlace, [] as ReturnType<typeof withRecentWeatherPlace>);
    expect(list.map(({ slug }) => slug)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((n) => `place-${n}`));
  });

  it('moves a place searched again to the front without repeating it', () => {
    const list = [place(1), place(2), place(3)].reduce(withRecentWeatherPlace, [] as ReturnType<typeof withRecentWeatherPlace>);
    expect(withRecentWeatherPlace(list, place(1)).map(({ slug }) => slug)).toEqual(['place-1', 'place-3', 'place-2']);
  });
});

describe('the persisted recent weather places', () => {
  it('reads a stored list and drops one of the wrong shape', async () => {
    const { parsePersistedUiState } = await import('./persistedUiState');
    expect(parsePersistedUiState('{"recentWeatherPlaces":[{"slug":"saga","name":"Saga"}]}').recentWeatherPlaces).toEqual([{ slug: 'saga', name: 'Saga' }]);
    expect(parsePersistedUiState('{"recentWeatherPlaces":["saga"]}').recentWeatherPlaces).toEqual([]);
  });
});
