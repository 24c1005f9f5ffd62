import { offices, supportEmail, supportPhone } from '@/config/contact';
import { siteUrl } from '@/config/siteUrl';
import { JsonLd } from '@/seo/JsonLd';
import { contactOrganizationJsonLd } from '@/seo/organisation';
import styles from './StaticPage.module.css';

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
      <JsonLd data={contactOrganizationJsonLd(siteUrl().origin)} />
    </section>
  );
}
