'use client';

import { graphql, useFragment } from 'react-relay';
import type { FaqItem_faq$key } from '@/__generated__/FaqItem_faq.graphql';
import { FaqComments } from './FaqComments';
import { FaqVoteButtons } from './FaqVoteButtons';
import styles from './faqs.module.css';

const faqItemFragment = graphql`
  fragment FaqItem_faq on Faq {
    id
    title
    answer
    votes {
      ...FaqVoteButtons_votes
    }
    ...FaqComments_faq
  }
`;

/** Plain-text paragraphs (the api separates them with a blank line). */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');

/**
 * One question of the accordion: a native `<details>`/`<summary>` (a button to assistive technology, toggled
 * by Enter and Space, open without JavaScript too), the answer, the votes and the comments.
 */
export function FaqItem({ faq: faqRef, hidden }: { faq: FaqItem_faq$key; hidden: boolean }) {
  const faq = useFragment(faqItemFragment, faqRef);
  return (
    <details className={styles.item} hidden={hidden}>
      <summary className={styles.question}>{faq.title}</summary>
      <div className={styles.answer}>
        {paragraphsOf(faq.answer).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <FaqVoteButtons faqId={faq.id} question={faq.title} votes={faq.votes} />
        <FaqComments faq={faq} />
      </div>
    </details>
  );
}
