import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Faq, FaqComment, FaqGroup, FaqList, FaqVotes } from './faq.ts';
import { faqMutations } from './mutations.ts';
import { categoryFaqs, faqsQuery, packageFaqs } from './query.ts';

/** The faqs domain: `Query.faqs`, `Package.faqs`, `Category.faqs` (REST `faqs-list`), the ask/comment/vote mutations. */
export const faqsResolvers: Resolvers = {
  Query: faqsQuery,
  Mutation: faqMutations,
  Package: packageFaqs,
  Category: categoryFaqs,
  Faq,
  FaqComment,
  FaqVotes,
  FaqList,
  FaqGroup,
};
