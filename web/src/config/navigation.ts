export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  title: string;
  links: readonly NavLink[];
}

/**
 * The footer's link lists: the routes of spec §2 linked from header and footer (`/faqs`, `/traveller-reviews` and the
 * weather pages since issue 12). The crawl test (tests/e2e/crawl.spec.ts) fails on a link that answers 404.
 */
export const footerLinkGroups: readonly NavGroup[] = [
  {
    title: 'Top Destinations',
    links: [
      { label: 'Kailash Mansarovar Yatra', href: '/package/kailash-mansarovar' },
      { label: 'Adi Kailash Yatra', href: '/package/adi-kailash' },
      { label: 'Char Dham Yatra', href: '/package/char-dham' },
      { label: 'Varanasi Tour', href: '/package/varanasi-tour' },
      { label: 'Sri Lanka Tour', href: '/package/sri-lanka' },
    ],
  },
  {
    title: 'Kailash Yatra',
    links: [
      { label: 'Free Registration', href: '/registration/kmy/add' },
      { label: 'Registration & Bank Details', href: '/kailash-mansarovar-yatra-registration' },
      { label: 'Yatra Videos', href: '/kailash-mansarovar-yatra-videos' },
      { label: 'Yatra Photos', href: '/kailash-mansarovar-yatra-photos' },
      { label: 'Guidelines for Kailash Yatra', href: '/guidelines-for-kailash-yatra' },
      { label: 'Weather at Kailash Mansarovar', href: '/weather-at-kailash-mansarovar' },
      { label: 'Overland Route Weather', href: '/kailash-mansarovar-yatra-overland-weather' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Blogs', href: '/blogs' },
      { label: 'News', href: '/news' },
      { label: 'Web Stories', href: '/webstories' },
      { label: 'Videos', href: '/videos' },
      { label: 'Traveller Reviews', href: '/traveller-reviews' },
      { label: 'Download App', href: '/download' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'FAQs', href: '/faqs' },
      { label: 'B2B', href: '/b2b' },
      { label: 'Career', href: '/career' },
      { label: 'Terms & Conditions', href: '/terms-conditions' },
      { label: 'Cancellation Policy', href: '/cancellation-policy' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];

/** The paths under which the footer is not shown (spec §2: hidden when the path contains check-out). */
export function isFooterHidden(pathname: string): boolean {
  return pathname.includes('check-out');
}

/** Story-viewer pages (spec §2: paths containing `webstories/view`): full screen, without the shell's chrome or popups. */
export function isStoryViewerPath(pathname: string | null): boolean {
  return (pathname ?? '').includes('webstories/view');
}
