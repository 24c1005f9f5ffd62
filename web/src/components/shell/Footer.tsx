import Link from 'next/link';
import { EnquiryCard } from '@/components/enquiries/EnquiryCard';
import { ContactIcon } from '@/components/icons/ContactIcon';
import { Icon } from '@/components/icons/Icon';
import { offices, socialLinks, supportEmail, supportPhone } from '@/config/contact';
import { footerLinkGroups } from '@/config/navigation';
import { siteName, siteTagline } from '@/config/site';
import styles from './Footer.module.css';

const paymentOptions = 'All credit cards, debit cards, 35+ netbanking, EMI and cash cards, foreign currency';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <EnquiryCard title="Quick Enquiry" form="FOOTER" look="footer" testId="footer-enquiry" />
      </div>
      <div className={styles.columns}>
        <div className={`container ${styles.top}`}>
          <section className={styles.brand} aria-labelledby="footer-brand">
            <h2 id="footer-brand" className={styles.brandName}>
              {siteName}
            </h2>
            <p>{siteTagline}.</p>
            <p className={styles.support}>
              <Icon name="phone" size={18} />
              <span>
                24/7 Support: <a href={supportPhone.href}>{supportPhone.display}</a>
              </span>
            </p>
            <p className={styles.support}>
              <ContactIcon name="mail" size={18} />
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
            <ul className={styles.social} aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.icon}>
                  <a href={link.href} aria-label={link.label} target="_blank" rel="noopener noreferrer">
                    <ContactIcon name={link.icon} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {footerLinkGroups.map((group) => (
            <nav key={group.title} className={styles.group} aria-label={group.title}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link prefetch={false} href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={`container ${styles.offices}`}>
          {offices.map((office) => (
            <address key={office.city} className={styles.office}>
              <h2 className={styles.groupTitle}>{office.city} Office</h2>
              <p className={styles.support}>
                <ContactIcon name="mapPin" size={18} />
                <span>{office.address}</span>
              </p>
              <p className={styles.support}>
                <Icon name="phone" size={18} />
                <a href={office.phone.href}>{office.phone.display}</a>
              </p>
              <p className={styles.support}>
                <ContactIcon name="mail" size={18} />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </p>
            </address>
          ))}
          <div className={styles.office}>
            <h2 className={styles.groupTitle}>We Accept</h2>
            <p>{paymentOptions}</p>
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
