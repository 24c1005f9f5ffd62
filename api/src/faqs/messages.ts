/** Every text the FAQ routes answer with (api/CONTRACT.md "Reviews, FAQs and weather"). */
export const FAQ_MSG = {
  notFound: 'FAQ not found',
  commentNotFound: 'Comment not found',
  generalId: "Invalid path parameter 'b': must be 'all' for the general FAQs",
  asked: 'Thank you for your question. It will be shown here once our team has answered it.',
  commented: 'Your comment has been added',
  voted: 'Your vote has been saved',
  answered: 'The FAQ is answered and published',
} as const;

/** The group of the questions users ask, until staff file them elsewhere. */
export const ASKED_GROUP = { slug: 'questions-from-pilgrims', title: 'Questions from Pilgrims' } as const;
