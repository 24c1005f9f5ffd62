'use client';

import { useMemo, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { FaqsPageQuery } from '@/__generated__/FaqsPageQuery.graphql';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { JsonLd } from '@/seo/JsonLd';
import { faqPageJsonLd } from '@/seo/faqPage';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { AskQuestion } from './AskQuestion';
import { FaqItem } from './FaqItem';
import { FaqSearch } from './FaqSearch';
import { matchesFaq } from './matchesFaq';
import { PendingQuestions } from './PendingQuestions';
import { useViewerFaqs } from './useViewerFaqs';
import styles from './faqs.module.css';

const faqsPageQuery = graphql`
  query FaqsPageQuery {
    faqs(type: GENERAL, id: "all") {
      totalCount
      groups {
        slug
        title
        faqs {
          id
          title
          answer
          votes {
            upCount
          }
          ...FaqItem_faq
        }
      }
    }
  }
`;

type FaqsPageProps = { preloaded: SerializablePreloadedQuery<FaqsPageQuery>; heading: string };

/** `/faqs`: the groups of answered questions (searchable, an accordion each), the asker's pending ones and 'Ask a question'. */
export function FaqsPage({ preloaded, heading }: FaqsPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { faqs } = usePreloadedQuery<FaqsPageQuery>(faqsPageQuery, queryRef);
  const origin = useSiteOrigin();
  const [query, setQuery] = useState('');
  const viewer = useViewerFaqs();
  const groups = faqs?.groups ?? [];
  const published = groups.flatMap((group) => group.faqs);
  const shown = useMemo(() => published.filter((faq) => matchesFaq(faq, query)), [published, query]);
  const jsonLd = faqPageJsonLd(published.map((faq) => ({ question: faq.title, answer: faq.answer, upvotes: faq.votes.upCount })), '/faqs', origin);

  return (
    <div className="container">
      <JsonLd data={jsonLd} />
      <h1 className="section-title">{heading}</h1>
      <FaqSearch query={query} onChange={setQuery} matches={shown.length} total={published.length} />
      {groups.map((group) => {
        const visible = group.faqs.filter((faq) => shown.includes(faq));
        return (
          <section key={group.slug} className={styles.group} aria-labelledby={`faq-group-${group.slug}`} hidden={visible.length === 0}>
            <h2 id={`faq-group-${group.slug}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            {group.faqs.map((faq) => (
              <FaqItem key={faq.id} faq={faq} hidden={!shown.includes(faq)} />
            ))}
          </section>
        );
      })}
      <PendingQuestions questions={viewer.pending} />
      <AskQuestion onAsked={viewer.addPending} />
    </div>
  );
}
