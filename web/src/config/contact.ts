/** Public contact details shown in the header, the mobile bar and the footer. */
export const supportPhone = {
  display: '+91 98100 00000',
  href: 'tel:+919810000000',
} as const;

export const whatsappHref = 'https://wa.me/919810000000';

export const supportEmail = 'care@pilgrimyatra.example';

export interface Office {
  city: string;
  address: string;
  phone: { display: string; href: string };
  email: string;
}

export const offices: readonly Office[] = [
  {
    city: 'Delhi',
    address: '2nd Floor, 14 Community Centre, Janakpuri, New Delhi 110058, India',
    phone: { display: '+91 11 4000 0000', href: 'tel:+911140000000' },
    email: 'delhi@pilgrimyatra.example',
  },
  {
    city: 'Kathmandu',
    address: 'Thamel Marg 21, Kathmandu 44600, Nepal',
    phone: { display: '+977 1 400 0000', href: 'tel:+97714000000' },
    email: 'kathmandu@pilgrimyatra.example',
  },
];

export interface SocialLink {
  label: string;
  href: string;
  icon: 'facebook' | 'instagram' | 'youtube' | 'x' | 'linkedin';
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: 'x' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
];
