import type { Organization, WithContext } from 'schema-dts';
import { offices, supportEmail, supportPhone } from '@/config/contact';
import { siteName } from '@/config/site';
import { JsonLd } from '@/seo/JsonLd';
import styles from './StaticPage.module.css';

const organization: WithContext<Organization> = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteName,
  email: supportEmail,
  telephone: supportPhone.display,
  contactPoint: [
    { '@type': 'ContactPoint', contactType: 'customer support', telephone: supportPhone.display, email: supportEmail },
    ...offices.map((office) => ({
      '@type': 'ContactPoint' as const,
      contactType: 'sales',
      areaServed: office.city,
      telephone: office.phone.display,
      email: office.email,
    })),
  ],
  address: offices.map((office) => ({ '@type': 'PostalAddress' as const, addressLocality: office.city, streetAddress: office.address })),
};

/** The support line and the offices (config/contact.ts), with the `Organization` JSON-LD. */
export function ContactDetails() {
  return (
    <section className="section" aria-labelledby="offices-heading">
      <h2 id="offices-heading" className="section-title">
        Our offices
      </h2>
      <p>
        24/7 support: <a href={supportPhone.href}>{supportPhone.display}</a> · <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <ul className={styles.offices}>
        {offices.map((office) => (
          <li key={office.city} className={styles.office}>
            <h3>{office.city}</h3>
            <address>
              {office.address}
              <br />
              <a href={office.phone.href}>{office.phone.display}</a>
              <br />
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </address>
          </li>
        ))}
      </ul>
      <JsonLd data={organization} />
    </section>
  );
}
