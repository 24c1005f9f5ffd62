import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import styles from './HomeHero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`container ${styles.inner}`}>
        <p className={styles.kicker}>Pilgrimage & temple tours</p>
        <h1 id="hero-heading" className={styles.title}>
          Your sacred journey to Kailash, Adi Kailash and the Char Dham
        </h1>
        <p className={styles.lead}>
          Guided yatras with trusted stays, oxygen support and 24/7 care — by helicopter or overland.
        </p>
        <div className={styles.actions}>
          <PrefetchOnIntentLink href="/package/kailash-mansarovar" className="button">
            Explore Kailash Yatra
          </PrefetchOnIntentLink>
          <PrefetchOnIntentLink href="/package/char-dham" className={`button ${styles.ghost}`}>
            Char Dham Yatra
          </PrefetchOnIntentLink>
        </div>
      </div>
    </section>
  );
}
