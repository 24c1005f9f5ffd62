import { describe, expect, it } from 'vitest';
import { parsePersistedUiState } from './persistedUiState';
import { MAX_RECENTLY_VISITED, withRecentVisit } from './recentlyVisited';

describe('recently visited packages (spec §3: max 8, oldest first)', () => {
  it('appends a new visit at the end', () => {
    expect(withRecentVisit(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('moves a package visited again to the end instead of listing it twice', () => {
    expect(withRecentVisit(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a']);
  });

  it('keeps the 8 newest, dropping the oldest', () => {
    let list: readonly string[] = [];
    for (let visit = 1; visit <= 10; visit += 1) list = withRecentVisit(list, `p${visit}`);
    expect(MAX_RECENTLY_VISITED).toBe(8);
    expect(list).toEqual(['p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10']);
  });
});

describe('the persisted UI state read from storage', () => {
  it('reads a stored list', () => {
    expect(parsePersistedUiState('{"recentlyVisited":["a","b"]}')).toEqual({ recentlyVisited: ['a', 'b'], booking: null, recentWeatherPlaces: [] });
  });

  it('ignores nothing stored, bad JSON and a value of the wrong shape', () => {
    expect(parsePersistedUiState(null)).toEqual({});
    expect(parsePersistedUiState('{not json')).toEqual({});
    expect(parsePersistedUiState('"text"')).toEqual({});
    expect(parsePersistedUiState('{"recentlyVisited":[1,2]}')).toEqual({ recentlyVisited: [], booking: null, recentWeatherPlaces: [] });
  });
});
