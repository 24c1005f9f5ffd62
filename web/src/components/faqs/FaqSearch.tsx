'use client';

import styles from './faqs.module.css';

type FaqSearchProps = { query: string; onChange: (query: string) => void; matches: number; total: number };

/** A labelled search box filtering the questions on the page (client-side: the list is all in the HTML). */
export function FaqSearch({ query, onChange, matches, total }: FaqSearchProps) {
  return (
    <div className={styles.search} role="search">
      <label htmlFor="faq-search" className={styles.searchLabel}>
        Search the FAQs
      </label>
      <input
        id="faq-search"
        type="search"
        className={styles.searchInput}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. passport, refund, altitude"
        autoComplete="off"
      />
      <p className={styles.searchStatus} role="status">
        {query.trim() === '' ? '' : matches === 0 ? 'No questions match your search.' : `${matches} of ${total} questions match.`}
      </p>
    </div>
  );
}
