import styles from './form.module.css';

/** A failure of the whole step (wrong credentials, server refusal), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  );
}
