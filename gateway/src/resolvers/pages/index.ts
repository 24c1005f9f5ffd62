import type { Resolvers } from '../../generated/resolvers-types.ts';
import { AppLink, Page } from './page.ts';
import { pagesQuery } from './query.ts';

/** The static pages domain: `/about-us` … `/special-yatra`, and the KMY registration pages and packages. */
export const pagesResolvers: Resolvers = { Query: pagesQuery, Page, AppLink };
