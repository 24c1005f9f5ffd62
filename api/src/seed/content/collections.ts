import type { CollectionSeed } from './types.ts';

/** Collections: hand-picked packages (by slug) with an introduction. */
export const collectionSeeds: CollectionSeed[] = [
  {
    slug: 'himalayan-yatras-2026',
    title: 'Himalayan Yatras {season}: Kailash, Adi Kailash and Char Dham',
    published: '2025-08-15',
    summary: 'The three great Himalayan pilgrimages of {season} on one page: Kailash Mansarovar, Adi Kailash with Om Parvat, and the Char Dham.',
    body: `Seats for the {season} Himalayan season are open. **Kailash** groups leave from June to September, **Adi Kailash** in May–June and September–October, and the **Char Dham** from the opening of the portals until Diwali.`,
    packages: ['kailash-mansarovar-yatra-by-helicopter-via-lucknow', 'kailash-mansarovar-yatra-overland-via-kathmandu', 'adi-kailash-om-parvat-yatra', 'adi-kailash-om-parvat-yatra-from-kathgodam', 'char-dham-yatra-from-haridwar', 'char-dham-yatra-by-helicopter'],
  },
  {
    slug: 'kailash-yatra-for-senior-citizens',
    title: 'Kailash Yatra for Senior Citizens',
    published: '2025-06-01',
    summary: 'Short drives, helicopter sectors, extra rest days and oxygen in every vehicle: Kailash yatras planned for pilgrims over 60.',
    body: `Our senior-friendly departures keep daily drives under six hours, add a rest day at Hilsa or Kerung, and carry oxygen and a doctor-approved medical kit in every vehicle. Ponies and porters for the parikrama can be booked in advance.`,
    packages: ['kailash-mansarovar-yatra-by-helicopter-via-lucknow', 'kailash-mansarovar-yatra-by-helicopter-via-kathmandu', 'kailash-helicopter-yatra-from-delhi', 'kailash-aerial-darshan-by-flight'],
  },
  {
    slug: 'char-dham-by-helicopter',
    title: 'Char Dham by Helicopter',
    published: '2025-04-01',
    summary: 'All four dhams in five or six days from Dehradun, with VIP darshan and the Kedarnath helicopter included.',
    body: `Fly from Sahastradhara helipad in Dehradun to Kharsali, Harsil, Sersi and Badrinath, with **special darshan** at each temple and nights in the best stays available at each dham.`,
    packages: ['char-dham-yatra-by-helicopter', 'do-dham-yatra-by-helicopter', 'kedarnath-yatra-by-helicopter-from-dehradun'],
  },
  {
    slug: 'nepal-pilgrimage-tours',
    title: 'Nepal Pilgrimage Tours',
    published: '2025-03-01',
    summary: 'Pashupatinath, Muktinath, Janakpur and Manakamana: Nepal’s great temples by road, flight or helicopter.',
    body: `Nepal needs no visa for Indian citizens. Our tours start in Kathmandu or Gorakhpur and combine **Pashupatinath** with **Muktinath**, **Janakpur** or the lakes of Pokhara.`,
    packages: ['pashupatinath-darshan-tour', 'muktinath-yatra-from-kathmandu', 'muktinath-yatra-by-helicopter', 'nepal-pashupatinath-muktinath-tour', 'janakpur-ram-janaki-temple-tour', 'nepal-temple-tour-kathmandu-pokhara'],
  },
  {
    slug: 'shiva-temples-of-india',
    title: 'Shiva Temples of India',
    published: '2025-02-01',
    summary: 'The Jyotirlingas, Kashi Vishwanath and Kedarnath: yatras to the great Shiva temples, from three days to three weeks.',
    body: `From a weekend at **Mahakaleshwar and Omkareshwar** to the complete **12 Jyotirlinga Yatra**, these tours are planned around the aarti timings of each temple.`,
    packages: ['12-jyotirlinga-yatra', 'mahakaleshwar-omkareshwar-darshan', 'maharashtra-jyotirlinga-tour', 'somnath-dwarka-nageshwar-tour', 'kashi-vishwanath-darshan-with-ganga-aarti', 'kedarnath-yatra-from-haridwar'],
  },
  {
    slug: 'weekend-yatras-from-delhi',
    title: 'Weekend Yatras from Delhi',
    published: '2025-01-15',
    summary: 'Three- and four-day yatras that start and end in Delhi: Vaishno Devi, Kedarnath and Kashi over a long weekend.',
    body: `Leave on Friday night and be back on Monday: **Vaishno Devi**, **Kashi Vishwanath** with the Ganga aarti, or **Ujjain and Omkareshwar**. Train or flight tickets can be added when you book.`,
    packages: ['vaishno-devi-yatra-from-delhi', 'vaishno-devi-by-helicopter', 'kashi-vishwanath-darshan-with-ganga-aarti', 'mahakaleshwar-omkareshwar-darshan'],
  },
];
