import type { PageSeed } from './types.ts';

/** About, contact, B2B, careers and the app download page. */
export const companyPages: PageSeed[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    summary: 'Pilgrim Yatra has taken more than 40,000 pilgrims to Kailash Mansarovar, Adi Kailash, Char Dham and the great temples of India and Nepal since 2009.',
    published: '2024-01-10',
    updated: '2025-08-01',
    body: `Pilgrim Yatra began in 2009 with one Kailash group of 18 pilgrims from Delhi. Today we take more than **4,000 pilgrims a year** to Kailash Mansarovar, Adi Kailash, the Char Dham, Amarnath, the Jyotirlingas and the temples of Nepal, Bhutan and Sri Lanka.

## What we believe
- **A yatra is not a holiday.** Darshan timings, pujas and rest days come first in every itinerary.
- **Safety above the clouds.** Oxygen, pulse oximeters and a trained tour manager travel with every Himalayan group.
- **Clear prices.** What you see on a package page is what you pay; GST is shown before you pay.

## Our offices
Our head office is in Janakpuri, New Delhi, with a support office in Thamel, Kathmandu, and partners in Lhasa, Dehradun and Colombo. Our phone line is open **24/7** during the yatra season.

## Recognition
We are registered with the Ministry of Tourism, Government of India, and members of IATO and the Nepal Association of Tour Operators.`,
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    summary: 'Call, write or visit: our Delhi and Kathmandu offices and the 24/7 yatra helpline.',
    published: '2024-01-10',
    updated: '2025-07-15',
    body: `## Yatra helpline (24/7)
Call [+91 98100 00000](tel:+919810000000) or write to [care@pilgrimyatra.example](mailto:care@pilgrimyatra.example).

## Delhi (head office)
2nd Floor, 14 Community Centre, Janakpuri, New Delhi 110058
Phone [+91 11 4000 0000](tel:+911140000000) · [delhi@pilgrimyatra.example](mailto:delhi@pilgrimyatra.example)
Monday to Saturday, 10 am – 7 pm

## Kathmandu
Thamel Marg 21, Kathmandu 44600, Nepal
Phone [+977 1 400 0000](tel:+97714000000) · [kathmandu@pilgrimyatra.example](mailto:kathmandu@pilgrimyatra.example)
Every day, 8 am – 9 pm

Send us a message with the form on this page and a yatra advisor will call you back within one working day.`,
  },
  {
    slug: 'b2b',
    title: 'B2B Agent Programme',
    summary: 'Sell our Kailash, Char Dham and temple tours to your customers at agent rates, with our operations team behind every booking.',
    published: '2024-03-01',
    updated: '2025-06-20',
    body: `Travel agents, temple trusts and community groups across India sell our yatras under their own name.

## What you get
- **Agent rates** on every package, with commission of 8–12 % depending on volume.
- **Group departures** for 15 or more pilgrims on dates you choose.
- Itineraries and brochures in Hindi and English, without our branding on request.
- A dedicated account manager and our 24/7 operations desk during the yatra.

## How to join
1. Send the form on this page with your GST number and company details.
2. Our B2B team calls you within two working days.
3. Sign the agent agreement and get your agent login.

Payments are due 30 days before departure for Kailash and 15 days for domestic tours. Write to [b2b@pilgrimyatra.example](mailto:b2b@pilgrimyatra.example).`,
  },
  {
    slug: 'career',
    title: 'Careers',
    summary: 'Join the team that takes pilgrims to Kailash and the Char Dham: open positions in Delhi, Kathmandu and on the road.',
    published: '2024-02-01',
    updated: '2025-09-01',
    body: `We are a team of 70 people in Delhi and Kathmandu, and 40 tour managers on the road every season.

## Open positions
### Tour Manager, Kailash Mansarovar (seasonal, May–September)
Lead groups of 20–30 pilgrims in Nepal and Tibet. Two seasons of high-altitude experience, first aid certificate, Hindi and English.

### Yatra Advisor (Delhi, full time)
Answer enquiries by phone and WhatsApp and plan yatras with families. One year of travel sales experience.

### Operations Executive (Kathmandu, full time)
Visas, permits, hotels and helicopters for our Nepal and Tibet groups. Nepali, Hindi and English.

### Content Writer, Hindi and English (Delhi or remote)
Write yatra guides, news and web stories for our website and social channels.

## How to apply
Send your CV to [careers@pilgrimyatra.example](mailto:careers@pilgrimyatra.example) with the position in the subject line. We reply to every application within two weeks.`,
  },
  {
    slug: 'download',
    title: 'Download the Pilgrim Yatra App',
    summary: 'Book yatras, keep your documents and follow your group live with the Pilgrim Yatra app for Android and iPhone.',
    published: '2024-06-01',
    updated: '2025-05-10',
    body: `With the app you can:

- Book and pay for packages, and pay the balance of a booking
- Upload passport, photographs and medical forms for your yatra
- See your tour manager's number and your group's daily plan
- Get notices about weather, route changes and darshan timings

The app is free on Android (8.0 and later) and iPhone (iOS 15 and later).`,
    links: [
      { label: 'Get it on Google Play', url: 'https://play.google.com/store/apps/details?id=example.pilgrimyatra.app', kind: 'android' },
      { label: 'Download on the App Store', url: 'https://apps.apple.com/in/app/pilgrim-yatra/id6400000000', kind: 'ios' },
    ],
  },
];
