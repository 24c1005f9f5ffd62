'use client';

import { useSession } from '@/auth/useSession';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { FaqCommentFormMutation } from '@/__generated__/FaqCommentFormMutation.graphql';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { uiActions } from '@/state/ui-store';
import { appendComment } from './appendComment';
import styles from './faqs.module.css';

const commentMutation = graphql`
  mutation FaqCommentFormMutation($input: CommentOnFaqInput!) {
    commentOnFaq(input: $input) {
      faqId
      message
      comment {
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
      userErrors {
        message
      }
    }
  }
`;

const MAX_LENGTH = 1000;

/** Signed in, a labelled text box and 'Post comment' (the comment is appended on success); signed out, a sign-in button. */
export function FaqCommentForm({ faqId, question }: { faqId: string; question: string }) {
  const { status } = useSession();
  const id = useId();
  const [text, setText] = useState('');
  const [commit, pending] = useMutation<FaqCommentFormMutation>(commentMutation);

  if (status !== 'authenticated') {
    return (
      <button type="button" className={styles.linkButton} onClick={() => uiActions.openLogin()} disabled={status === 'loading'}>
        Sign in to comment
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    commit({
      variables: { input: { faqId, comment: text } },
      updater: appendComment(faqId),
      onCompleted: ({ commentOnFaq }) => {
        if (commentOnFaq.userErrors.length > 0) return toast.error(failureMessage(commentOnFaq));
        setText('');
        toast.success(commentOnFaq.message ?? 'Your comment has been added');
      },
      onError: () => toast.error(UNEXPECTED_ERROR_MESSAGE),
    });
  };

  return (
    <form className={styles.commentForm} onSubmit={submit}>
      <label htmlFor={id} className={styles.searchLabel}>
        Your comment on “{question}”
      </label>
      <textarea id={id} value={text} maxLength={MAX_LENGTH} rows={3} required onChange={(event) => setText(event.target.value)} />
      <button type="submit" className={styles.primaryButton} disabled={pending} aria-busy={pending || undefined}>
        Post comment
      </button>
    </form>
  );
}
