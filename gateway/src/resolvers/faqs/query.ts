import type { CategoryResolvers, PackageResolvers, QueryResolvers } from '../../generated/resolvers-types.ts';
import type { FaqListModel, RestFaqType } from '../../rest/faqs/types.ts';
import { restFaqTypeOf } from './type.ts';

/** An owner that exists always has a list; a 404 here would mean it vanished mid-request: an empty one. */
const emptyList = (type: RestFaqType, id: string, title: string): FaqListModel => ({
  faqsType: type, faqsTypeID: id, faqsTypeTitle: title, total: 0, groups: [],
});

export const faqsQuery: Pick<QueryResolvers, 'faqs'> = {
  faqs: (_root, { type, id, groups }, { loaders }) =>
    loaders.faqList.load({ type: restFaqTypeOf(type), id, groups: groups ?? [] }),
};

/** One `faqs-list` call per package (the api has no batch route; the loader dedupes within a request). */
export const packageFaqs: Pick<PackageResolvers, 'faqs'> = {
  faqs: async (pkg, { groups }, { loaders }) =>
    (await loaders.faqList.load({ type: 'package', id: pkg._id, groups: groups ?? [] })) ?? emptyList('package', pkg._id, pkg.title),
};

export const categoryFaqs: Pick<CategoryResolvers, 'faqs'> = {
  faqs: async (category, { groups }, { loaders }) =>
    (await loaders.faqList.load({ type: 'category', id: category._id, groups: groups ?? [] })) ??
    emptyList('category', category._id, category.title),
};
