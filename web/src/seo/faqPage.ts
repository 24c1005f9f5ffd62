import type { FAQPage, WithContext } from 'schema-dts';
import { absoluteUrl } from './absoluteUrl';

export interface FaqPageEntry {
  question: string;
  answer: string;
  upvotes?: number;
}

/** `FAQPage` of a FAQ list (Google's FAQ rich result): each answered question with its accepted answer, as plain text. */
export function faqPageJsonLd(entries: readonly FaqPageEntry[], path: string, origin: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path, origin),
    mainEntity: entries
      .filter((entry) => entry.answer.trim() !== '')
      .map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer, ...(entry.upvotes === undefined ? {} : { upvoteCount: entry.upvotes }) },
      })),
  };
}
