import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactIcon } from '@/components/icons/ContactIcon';
import { Icon } from '@/components/icons/Icon';
import { offices, supportEmail, supportPhone, whatsappHref } from '@/config/contact';
import { footerLinkGroups } from '@/config/navigation';
import { NEXT_STEPS, OFFICE_HOURS } from './nextSteps';
import styles from './thank-you.module.css';

export const metadata: Metadata = { title: 'Thank You', robots: { index: false, follow: true } };

/** Spec §2 '/thank-you (after a successful enquiry)': what happens next, how to reach us, where to go on. */
export default function ThankYouPage() {
  const destinations = footerLinkGroups[0]?.links ?? [];
  return (
    <section className={`container ${styles.page}`} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={styles.title}>
        Thank You
      </h1>
      <p className={styles.lead}>Your enquiry has reached us. Our travel advisor will get in touch with you shortly.</p>

      <div className={styles.columns}>
        <div className={styles.card}>
          <h2 className={styles.heading}>What happens next</h2>
          <ol className={styles.steps}>
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>

        <div className={styles.card}>
          <h2 className={styles.heading}>Talk to us</h2>
          <ul className={styles.contacts}>
            <li>
              <Icon name="phone" />
              <span>
                24/7 Support: <a href={supportPhone.href}>{supportPhone.display}</a>
              </span>
            </li>
            <li>
              <Icon name="whatsapp" />
              <a href={whatsappHref} rel="noopener noreferrer" target="_blank">
                Chat on WhatsApp
              </a>
            </li>
            <li>
              <ContactIcon name="mail" />
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
          </ul>
          <h3 className={styles.subheading}>Office hours</h3>
          <p className={styles.hours}>{OFFICE_HOURS}</p>
          <ul className={styles.offices}>
            {offices.map((office) => (
              <li key={office.city}>
                <strong>{office.city}</strong>: <a href={office.phone.href}>{office.phone.display}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <nav aria-label="Explore more tours" className={styles.more}>
        <h2 className={styles.heading}>While you wait, explore more yatras</h2>
        <ul className={styles.links}>
          {destinations.map((link) => (
            <li key={link.href}>
              <Link prefetch={false} href={link.href} className="button button-secondary">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link prefetch={false} href="/" className="button">
          Back to home
        </Link>
      </nav>
    </section>
  );
}
