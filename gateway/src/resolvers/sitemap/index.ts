import type { Resolvers } from '../../generated/resolvers-types.ts';
import { sitemapQuery } from './sitemap.ts';

/** The sitemap domain: every public page the data knows of, for the web's `sitemap.xml`. */
export const sitemapResolvers: Resolvers = { Query: sitemapQuery };
