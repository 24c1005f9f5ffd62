import type { ContentSeed } from './types.ts';

export const blogSeeds: ContentSeed[] = [
  { slug: 'kailash-mansarovar-yatra-complete-guide', title: 'Kailash Mansarovar Yatra: The Complete Guide for 2026', category: 'kailash-mansarovar', published: '2025-08-02' },
  { slug: 'how-to-prepare-for-kailash-parikrama', title: 'How to Prepare for the Kailash Parikrama', category: 'kailash-mansarovar', published: '2025-07-18' },
  { slug: 'kailash-by-helicopter-vs-overland', title: 'Kailash by Helicopter vs Overland: Which Route Suits You?', category: 'kailash-mansarovar', published: '2025-06-30' },
  { slug: 'documents-required-for-kailash-yatra', title: 'Documents Required for Kailash Mansarovar Yatra', category: 'kailash-mansarovar', published: '2025-05-21' },
  { slug: 'char-dham-yatra-route-map', title: 'Char Dham Yatra Route Map and Best Time to Visit', category: 'char-dham', published: '2025-04-10' },
  { slug: 'char-dham-registration-process', title: 'Char Dham Yatra Registration: Step by Step', category: 'char-dham', published: '2025-03-28' },
  { slug: 'kedarnath-trek-tips', title: 'Kedarnath Trek Tips for First-Time Pilgrims', category: 'char-dham', published: '2025-05-02' },
  { slug: 'adi-kailash-om-parvat-travel-guide', title: 'Adi Kailash and Om Parvat Travel Guide', category: 'adi-kailash', published: '2025-06-12' },
  { slug: 'inner-line-permit-adi-kailash', title: 'How to Get the Inner Line Permit for Adi Kailash', category: 'adi-kailash', published: '2025-05-15' },
  { slug: 'muktinath-temple-nepal-guide', title: 'Muktinath Temple in Nepal: History and How to Reach', category: 'nepal', published: '2025-02-20' },
  { slug: 'pashupatinath-temple-aarti', title: 'Pashupatinath Temple Evening Aarti: What to Expect', category: 'nepal', published: '2025-01-25' },
  { slug: 'ramayana-sites-in-sri-lanka', title: 'Ramayana Sites in Sri Lanka You Should Not Miss', category: 'sri-lanka', published: '2025-03-05' },
  { slug: 'varanasi-ghats-guide', title: 'A Pilgrim\'s Guide to the Ghats of Varanasi', category: 'varanasi-tour', published: '2025-02-08' },
  { slug: '12-jyotirlinga-darshan-order', title: 'In Which Order Should You Visit the 12 Jyotirlingas?', category: 'jyotirlinga', published: '2025-01-12' },
  { slug: 'bhutan-tigers-nest-hike', title: "Bhutan's Tiger's Nest Hike: A Practical Guide", category: 'bhutan', published: '2024-12-19' },
];

export const newsSeeds: ContentSeed[] = [
  { slug: 'kailash-aerial-darshan-from-18-september', title: 'Kailash Aerial Darshan Flights Start 18 September 2025', category: 'kailash-mansarovar', published: '2025-08-20' },
  { slug: 'kailash-mansarovar-yatra-2026-dates', title: 'Kailash Mansarovar Yatra 2026 Dates Announced', category: 'kailash-mansarovar', published: '2025-09-01' },
  { slug: 'china-reopens-kailash-for-indian-pilgrims', title: 'China Reopens Kailash Mansarovar for Indian Pilgrims', category: 'kailash-mansarovar', published: '2025-06-25' },
  { slug: 'char-dham-portals-open', title: 'Char Dham Portals Open for the 2026 Season', category: 'char-dham', published: '2025-04-30' },
  { slug: 'kedarnath-helicopter-booking-opens', title: 'Kedarnath Helicopter Booking Opens on IRCTC', category: 'char-dham', published: '2025-04-05' },
  { slug: 'adi-kailash-road-to-jolingkong', title: 'New Road to Jolingkong Cuts Adi Kailash Travel Time', category: 'adi-kailash', published: '2025-05-28' },
  { slug: 'amarnath-yatra-registration-begins', title: 'Amarnath Yatra Registration Begins', category: 'amarnath', published: '2025-04-14' },
  { slug: 'nepal-simplifies-kailash-permits', title: 'Nepal Simplifies Permits for Kailash via Hilsa', category: 'nepal', published: '2025-07-09' },
  { slug: 'vaishno-devi-ropeway-approved', title: 'Vaishno Devi Ropeway to Bhawan Approved', category: 'vaishno-devi', published: '2025-03-17' },
  { slug: 'ayodhya-ram-mandir-darshan-timings', title: 'Ayodhya Ram Mandir Darshan Timings Extended', category: 'varanasi-tour', published: '2025-02-02' },
];

export const collectionSeeds: ContentSeed[] = [
  { slug: 'kailash-yatra-for-senior-citizens', title: 'Kailash Yatra for Senior Citizens', category: null, published: '2025-06-01' },
  { slug: 'char-dham-by-helicopter', title: 'Char Dham by Helicopter', category: null, published: '2025-04-01' },
  { slug: 'nepal-pilgrimage-tours', title: 'Nepal Pilgrimage Tours', category: null, published: '2025-03-01' },
  { slug: 'shiva-temples-of-india', title: 'Shiva Temples of India', category: null, published: '2025-02-01' },
  { slug: 'weekend-yatras-from-delhi', title: 'Weekend Yatras from Delhi', category: null, published: '2025-01-15' },
  { slug: 'himalayan-yatras-2026', title: 'Himalayan Yatras 2026: Kailash, Adi Kailash and Char Dham', category: null, published: '2025-08-15' },
];
