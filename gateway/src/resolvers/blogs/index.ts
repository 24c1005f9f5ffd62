import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Blog } from './blog.ts';
import { packageBlogs } from './package-blogs.ts';
import { blogsQuery } from './query.ts';

/** The blogs domain: categories, the posts connection, a post by slug, `Blog` and a package's related reading. */
export const blogsResolvers: Resolvers = { Query: blogsQuery, Blog, Package: packageBlogs };
