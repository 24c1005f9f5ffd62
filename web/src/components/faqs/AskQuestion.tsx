'use client';

import { useSession } from '@/auth/useSession';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { uiActions } from '@/state/ui-store';
import type { PendingQuestion } from './useViewerFaqs';
import styles from './faqs.module.css';

/** The form (react-hook-form + zod) is loaded only when a signed-in user opens it. */
const AskQuestionForm = dynamic(() => import('./AskQuestionForm').then((module) => module.AskQuestionForm), {
  ssr: false,
  loading: () => <p>Loading…</p>,
});

/** 'Ask a question': signed out it opens the login popup; signed in it shows the form. */
export function AskQuestion({ onAsked }: { onAsked: (question: PendingQuestion) => void }) {
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = status === 'authenticated';

  return (
    <section className={styles.ask} aria-labelledby="faq-ask">
      <h2 id="faq-ask" className={styles.groupTitle}>
        Didn’t find your answer?
      </h2>
      {signedIn && open ? (
        <AskQuestionForm
          onAsked={(question) => {
            onAsked(question);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          className={styles.primaryButton}
          aria-expanded={signedIn ? open : undefined}
          disabled={status === 'loading'}
          onClick={() => (signedIn ? setOpen(true) : uiActions.openLogin())}
        >
          Ask a question
        </button>
      )}
    </section>
  );
}
