/** The search box's rule: every word of the query appears in the question or its answer, ignoring case. */
export function matchesFaq(faq: { title: string; answer: string }, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${faq.title} ${faq.answer}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
