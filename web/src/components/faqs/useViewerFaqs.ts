'use client';

import { useSession } from '@/auth/useSession';
import { useCallback, useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { useViewerFaqsQuery } from '@/__generated__/useViewerFaqsQuery.graphql';

/**
 * The page is the same for everyone (cached), so the signed-in user's part is read by the browser with their
 * token: their vote on each FAQ (normalised onto the `FaqVotes` records the buttons show, with fresh counts),
 * fresh comments (the cached page may be older than the latest ones) and their own questions still pending. The gateway never caches this answer (a user's request).
 */
const viewerFaqsQuery = graphql`
  query useViewerFaqsQuery {
    faqs(type: GENERAL, id: "all", groups: []) {
      groups {
        faqs {
          id
          title
          isPending
          votes {
            id
            upCount
            downCount
            viewerVote
          }
          ...FaqComments_faq
        }
      }
    }
  }
`;

export type PendingQuestion = { id: string; title: string };

export function useViewerFaqs() {
  const { status } = useSession();
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<PendingQuestion[]>([]);

  useEffect(() => {
    if (status !== 'authenticated') {
      setPending([]);
      return;
    }
    const subscription = fetchQuery<useViewerFaqsQuery>(environment, viewerFaqsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: ({ faqs }) => {
        const mine = (faqs?.groups ?? []).flatMap((group) => group.faqs).filter((faq) => faq.isPending);
        setPending(mine.map(({ id, title }) => ({ id, title })));
      },
      // A failure leaves the visitor's view (spec §8: background loads fail silently).
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [environment, status]);

  const addPending = useCallback((question: PendingQuestion) => {
    setPending((current) => (current.some((item) => item.id === question.id) ? current : [...current, question]));
  }, []);

  return { pending, addPending };
}
