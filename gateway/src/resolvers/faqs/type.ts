import type { FaqType } from '../../generated/resolvers-types.ts';
import type { RestFaqType } from '../../rest/faqs/types.ts';

/** REST `faqsType` ↔ `FaqType`: one spelling each side. */
export const restFaqTypeOf = (type: FaqType): RestFaqType => (type === 'GENERAL' ? 'general' : type === 'CATEGORY' ? 'category' : 'package');
export const faqTypeOf = (type: RestFaqType): FaqType => (type === 'general' ? 'GENERAL' : type === 'category' ? 'CATEGORY' : 'PACKAGE');
