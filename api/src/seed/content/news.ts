import type { ArticleSeed } from './types.ts';

const NEWSDESK = 'Pilgrim Yatra News Desk';

/** News items: short, dated, with a source of truth named in the body. */
export const newsSeeds: ArticleSeed[] = [
  {
    slug: 'kailash-mansarovar-yatra-2026-dates',
    title: 'Kailash Mansarovar Yatra {season} Dates Announced',
    category: 'yatra-updates',
    destination: 'kailash-mansarovar',
    published: '2025-09-01',
    summary: 'Our {season} Kailash groups leave every week from early June to mid-September, with full-moon departures for Guru Purnima and Shravan Purnima.',
    body: `Registrations for the {season} season are open. Groups leave **every week from early June to mid-September {season}**, by helicopter via Lucknow and Nepalgunj or overland via Kathmandu.

The full-moon departures (**Guru Purnima** and **Shravan Purnima**) fill first: check the dates on each package and [register free](/kailash-mansarovar-yatra-registration) to hold a seat.`,
  },
  {
    slug: 'kailash-aerial-darshan-from-18-september',
    title: 'Kailash Aerial Darshan Flights Start 18 September {season-1}',
    category: 'yatra-updates',
    destination: 'kailash-mansarovar',
    published: '2025-08-20',
    summary: 'A one-day flight from Nepalgunj brings pilgrims within sight of Mount Kailash without a visa or a trek.',
    body: `Aerial darshan flights start on **18 September {season-1}** from Nepalgunj. The 90-minute flight flies along the border for a view of Mount Kailash and Lake Mansarovar.

No Tibet visa is needed; an Indian passport or voter ID is enough. Seats are allotted window first. See the [aerial darshan package](/kailash-mansarovar/kailash-aerial-darshan-by-flight).`,
  },
  {
    slug: 'china-reopens-kailash-for-indian-pilgrims',
    title: 'China Reopens Kailash Mansarovar for Indian Pilgrims',
    category: 'permits-and-advisories',
    destination: 'kailash-mansarovar',
    published: '2025-06-25',
    summary: 'After five years, Tibet visas for Indian passport holders are being issued again for the Kailash Mansarovar Yatra.',
    body: `Group visas for Indian passport holders are being issued again through Kathmandu and Lhasa. Processing takes about **21 working days**.

Pilgrims who registered with us in earlier seasons keep their priority; our team is calling them in order of registration.`,
  },
  {
    slug: 'nepal-simplifies-kailash-permits',
    title: 'Nepal Simplifies Permits for Kailash via Hilsa',
    category: 'permits-and-advisories',
    destination: 'nepal',
    published: '2025-07-09',
    summary: 'One permit now covers the Simikot–Hilsa route in the Humla district, cutting a day from the helicopter yatra.',
    body: `The Department of Immigration now issues a single restricted-area permit for Simikot and Hilsa. Pilgrims no longer wait in Simikot for the second stamp, which saves **one day** on the helicopter route.`,
  },
  {
    slug: 'adi-kailash-road-to-jolingkong',
    title: 'New Road to Jolingkong Cuts Adi Kailash Travel Time',
    category: 'yatra-updates',
    destination: 'adi-kailash',
    published: '2025-05-28',
    summary: 'The road from Gunji to Jolingkong is open to light vehicles; the Adi Kailash yatra now takes seven days from Kathgodam.',
    body: `Light vehicles now reach Jolingkong, the base of Adi Kailash and Parvati Sarovar. Our {season-1} itineraries are a day shorter and include a sunrise stop at the **Om Parvat** viewpoint at Nabhidhang.`,
  },
  {
    slug: 'char-dham-portals-open',
    title: 'Char Dham Portals Open for the {season} Season',
    category: 'temple-news',
    destination: 'char-dham',
    published: '2025-04-30',
    summary: 'Yamunotri and Gangotri open on Akshaya Tritiya, Kedarnath two days later and Badrinath the following week.',
    body: `The temple committees have announced the opening dates. Our first Char Dham group leaves Haridwar the day after the Kedarnath portals open. Registration with the state portal is compulsory; [see how](/blogs/yatra-guides/char-dham-registration-process).`,
  },
  {
    slug: 'kedarnath-helicopter-booking-opens',
    title: 'Kedarnath Helicopter Booking Opens',
    category: 'permits-and-advisories',
    destination: 'char-dham',
    published: '2025-04-05',
    summary: 'Helicopter tickets from Phata, Sersi and Guptkashi go on sale; tickets are sold only to registered pilgrims.',
    body: `Tickets can only be booked against a valid yatra registration number. Each ID may book **one return ticket per season**. Our helicopter packages include the ticket.`,
  },
  {
    slug: 'amarnath-yatra-registration-begins',
    title: 'Amarnath Yatra Registration Begins',
    category: 'permits-and-advisories',
    destination: 'amarnath',
    published: '2025-04-14',
    summary: 'Advance registration for the Amarnath Yatra opens at designated bank branches; a compulsory health certificate is required.',
    body: `Registration needs a **compulsory health certificate** from an authorised doctor, issued after 8 March. Children under 13 and pilgrims over 70 are not registered. RFID cards are collected in Jammu or at the base camps.`,
  },
  {
    slug: 'vaishno-devi-ropeway-approved',
    title: 'Vaishno Devi Ropeway to Bhawan Approved',
    category: 'temple-news',
    destination: 'vaishno-devi',
    published: '2025-03-17',
    summary: 'A ropeway from Tarakote Marg to the Bhawan will shorten the climb for elderly pilgrims.',
    body: `The shrine board has approved a 2.4 km ropeway from Tarakote Marg. Until it opens, our Vaishno Devi packages include **helicopter tickets** from Katra to Sanjichhat for pilgrims who ask.`,
  },
  {
    slug: 'ayodhya-ram-mandir-darshan-timings',
    title: 'Ayodhya Ram Mandir Darshan Timings Extended',
    category: 'temple-news',
    destination: 'varanasi-tour',
    published: '2025-02-02',
    summary: 'Darshan at the Ram Mandir now runs from 6 am to 10 pm, with the shringar aarti at 6:30 am.',
    body: `The temple trust has extended darshan hours to **6 am – 10 pm**. Passes for the aarti are free and issued online a day ahead. Our Varanasi–Ayodhya tours plan the darshan for the morning.`,
  },
  {
    slug: 'lucknow-departure-for-kailash-helicopter',
    title: 'New Lucknow Departure for Kailash by Helicopter',
    category: 'company-news',
    destination: 'kailash-mansarovar',
    published: '2025-01-20',
    summary: 'Kailash helicopter groups now start in Lucknow, with a road transfer to Nepalgunj, saving pilgrims a flight.',
    body: `From the {season-1} season our helicopter groups meet in **Lucknow** and drive to Nepalgunj together. Pilgrims from Uttar Pradesh, Bihar and Madhya Pradesh save the flight to Kathmandu. See [Kailash by helicopter via Lucknow](/kailash-by-helicopter/kailash-mansarovar-yatra-by-helicopter-via-lucknow).`,
  },
  {
    slug: 'pilgrim-yatra-opens-office-in-kathmandu',
    title: 'Pilgrim Yatra Opens a Support Office in Kathmandu',
    category: 'company-news',
    destination: 'nepal',
    published: '2024-12-10',
    summary: 'Our Thamel office looks after every Kailash, Muktinath and Pashupatinath group passing through Kathmandu.',
    body: `The new office in Thamel is open from 8 am to 9 pm, seven days a week, with Hindi-speaking staff. Groups collect their visas, SIM cards and yatra kits there.`,
  },
  {
    slug: 'free-zoom-sessions-for-kailash-pilgrims',
    title: 'Free Zoom Sessions for Kailash Pilgrims Every Saturday',
    category: 'company-news',
    destination: 'kailash-mansarovar',
    published: '2024-11-25',
    summary: 'Our tour managers answer questions on routes, fitness and documents live on Zoom every Saturday at 11 am.',
    body: `Join a free session from any Kailash Mansarovar page: the route, the parikrama, the medical test and the documents, with time for questions. Sessions are in Hindi and English.`,
  },
];

export const NEWS_AUTHOR = NEWSDESK;
