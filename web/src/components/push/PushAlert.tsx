import styles from './PushAlert.module.css';

/** A foreground push message: its title and body (spec §2), announced, until closed. */
export function PushAlert({ message, onClose }: { message: { title: string; body: string }; onClose: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>{message.title}</p>
      {message.body && <p className={styles.body}>{message.body}</p>}
      <button type="button" className="button button-secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
