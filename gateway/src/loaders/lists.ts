import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchCategoryList, fetchCategoryMenu } from '../rest/catalogue/categories.ts';
import { fetchPickerList } from '../rest/catalogue/packages.ts';
import { fetchSearch } from '../rest/catalogue/search.ts';
import { fetchTrending } from '../rest/catalogue/trending.ts';
import type { SearchAnswerModel } from '../rest/catalogue/types.ts';
import { once } from './keyed.ts';

/** Whole-list routes: each is fetched at most once per request. */
export function createListLoaders(client: RestClient, trendingIds: readonly string[]) {
  return {
    menu: once(() => fetchCategoryMenu(client)),
    trending: once(() => fetchTrending(client, trendingIds)),
    popularCategories: once(() => fetchCategoryList(client, { status: true, isPopular: true })),
    pickerList: once(() => fetchPickerList(client)),
    search: new DataLoader<string, SearchAnswerModel>(
      (queries) => Promise.all(queries.map((query) => fetchSearch(client, query))),
      { batch: false },
    ),
  };
}
