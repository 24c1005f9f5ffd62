import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The mutation's new comment goes after the FAQ's comments, and its count grows, in the store. */
export const appendComment = (faqId: string) => (store: RecordSourceSelectorProxy) => {
  const comment = store.getRootField('commentOnFaq')?.getLinkedRecord('comment');
  const faq = store.get(faqId);
  if (comment == null || faq == null) return;
  faq.setLinkedRecords([...(faq.getLinkedRecords('comments') ?? []), comment], 'comments');
  const count = faq.getValue('commentCount');
  faq.setValue((typeof count === 'number' ? count : 0) + 1, 'commentCount');
};
