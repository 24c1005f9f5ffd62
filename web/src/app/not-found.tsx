import Link from 'next/link';
import styles from './status-page.module.css';

export default function NotFound() {
  return (
    <section className={`container ${styles.page}`}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link prefetch={false} href="/" className="button">
        Back to home
      </Link>
    </section>
  );
}
