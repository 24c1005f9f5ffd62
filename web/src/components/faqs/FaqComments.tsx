'use client';

import { graphql, useFragment } from 'react-relay';
import type { FaqComments_faq$key } from '@/__generated__/FaqComments_faq.graphql';
import { formatDateTime } from '@/lib/formatDateTime';
import { FaqCommentForm } from './FaqCommentForm';
import styles from './faqs.module.css';

const commentsFragment = graphql`
  fragment FaqComments_faq on Faq {
    id
    title
    commentCount
    comments {
      id
      authorName
      text
      createdAt
      replies {
        id
        authorName
        text
        createdAt
      }
    }
  }
`;

type Comment = { readonly id: string; readonly authorName: string; readonly text: string; readonly createdAt: string };

function CommentBody({ comment }: { comment: Comment }) {
  return (
    <>
      <p className={styles.commentMeta}>
        <strong>{comment.authorName}</strong> · <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
      </p>
      <p className={styles.commentText}>{comment.text}</p>
    </>
  );
}

/** The comments of a FAQ, oldest first, each with its replies (plain text), and the form to add one. */
export function FaqComments({ faq: faqRef }: { faq: FaqComments_faq$key }) {
  const faq = useFragment(commentsFragment, faqRef);
  return (
    <section className={styles.comments} aria-label={`Comments on: ${faq.title}`}>
      <h3 className={styles.commentsTitle}>Comments ({faq.commentCount})</h3>
      {faq.comments.length > 0 && (
        <ul className={styles.commentList}>
          {faq.comments.map((comment) => (
            <li key={comment.id}>
              <CommentBody comment={comment} />
              {comment.replies.length > 0 && (
                <ul className={styles.replies}>
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentBody comment={reply} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <FaqCommentForm faqId={faq.id} question={faq.title} />
    </section>
  );
}
