import Link from 'next/link';
import { graphql } from 'relay-runtime';
import type { NoticeboardStrip_query$data } from '@/__generated__/NoticeboardStrip_query.graphql';
import type { ServerFragment } from '@/relay/serverFragment';
import { formatNoticeDate } from './noticeDate';
import styles from './NoticeboardStrip.module.css';

/** Spread unmasked (`@relay(mask: false)`): plain markup, rendered by server and client components alike. */
export const noticeboardStripFragment = graphql`
  fragment NoticeboardStrip_query on Query {
    noticeboard(first: 5) {
      id
      title
      text
      publishedAt
      link {
        url
        label
      }
    }
  }
`;

/**
 * The noticeboard strip under the header (spec §3 "notice with date"): each notice with its date, text and link. It
 * comes before the page's h1, so its title is no heading (an h2 there opened the page's outline before its h1): the
 * strip is a region named by it, which screen readers list with the landmarks.
 */
export function NoticeboardStrip({ query: { noticeboard } }: { query: ServerFragment<NoticeboardStrip_query$data> }) {
  if (noticeboard.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="noticeboard-title" data-testid="noticeboard">
      <div className={`container ${styles.inner}`}>
        <p id="noticeboard-title" className={styles.title}>
          Notice Board
        </p>
        <ul className={styles.list}>
          {noticeboard.map((notice) => (
            <li key={notice.id} className={styles.notice}>
              <time dateTime={notice.publishedAt} className={styles.date}>
                {formatNoticeDate(notice.publishedAt)}
              </time>
              <p className={styles.text}>
                <strong>{notice.title}</strong> {notice.text}{' '}
                {notice.link ? (
                  <Link prefetch={false} href={notice.link.url} className={styles.link}>
                    {notice.link.label}
                  </Link>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
