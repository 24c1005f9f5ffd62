import type { PendingQuestion } from './useViewerFaqs';
import styles from './faqs.module.css';

/** The signed-in user's own questions the team has not answered yet: only they see them. */
export function PendingQuestions({ questions }: { questions: readonly PendingQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="faq-pending">
      <h2 id="faq-pending" className={styles.groupTitle}>
        Your questions
      </h2>
      <ul className={styles.pendingList}>
        {questions.map((question) => (
          <li key={question.id} className={styles.pending}>
            <span>{question.title}</span> <span className={styles.pendingBadge}>Pending – awaiting an answer</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
