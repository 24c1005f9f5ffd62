import styles from './StaticPage.module.css';

/** A body the api rendered from Markdown and sanitised (api/CONTRACT.md "Bodies"): safe to set as HTML. */
export function PageBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
