import type { Organization, TravelAgency, WithContext } from 'schema-dts';
import { offices, socialLinks, supportEmail, supportPhone } from '@/config/contact';
import { siteName } from '@/config/site';
import { absoluteUrl } from './absoluteUrl';

/** `+91 98100 00000` → `+91-98100-00000`, the spelling schema.org's examples use. */
const telephoneOf = (display: string): string => display.trim().replace(/\s+/g, '-');

/** "2nd Floor, 14 Community Centre, Janakpuri, New Delhi 110058, India" → its locality, postal code and country. */
function postalAddressOf(address: string) {
  const parts = address.split(',').map((part) => part.trim());
  const country = parts.at(-1) ?? '';
  const cityLine = parts.at(-2) ?? '';
  const postalCode = /\d{5,6}$/.exec(cityLine)?.[0];
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: postalCode ? cityLine.slice(0, -postalCode.length).trim() : cityLine,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country === 'India' ? 'IN' : country === 'Nepal' ? 'NP' : country,
  };
}

/** The company as a `TravelAgency` (config/contact.ts, config/site.ts): the head office's address, the 24/7 line. */
export function travelAgencyJsonLd(origin: string): WithContext<TravelAgency> {
  const [headOffice] = offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': absoluteUrl('/#organisation', origin),
    name: siteName,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl('/icon.svg', origin),
    image: absoluteUrl('/opengraph-image', origin),
    telephone: telephoneOf(supportPhone.display),
    email: supportEmail,
    ...(headOffice ? { address: postalAddressOf(headOffice.address) } : {}),
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** The contact page's `Organization`: the 24/7 support line and each office as a sales `ContactPoint` and address. */
export function contactOrganizationJsonLd(origin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl('/icon.svg', origin),
    email: supportEmail,
    telephone: telephoneOf(supportPhone.display),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: telephoneOf(supportPhone.display), email: supportEmail },
      ...offices.map((office) => ({
        '@type': 'ContactPoint' as const,
        contactType: 'sales',
        areaServed: office.city,
        telephone: telephoneOf(office.phone.display),
        email: office.email,
      })),
    ],
    address: offices.map((office) => postalAddressOf(office.address)),
  };
}
