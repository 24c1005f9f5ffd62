import styles from './ContentBody.module.css';

/**
 * A body the api rendered from Markdown and sanitised (api/CONTRACT.md "Bodies"): safe to set as HTML. Shared by
 * the static pages and the collections.
 */
export function ContentBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
