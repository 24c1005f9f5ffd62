import type { PackageSeed } from './types.ts';

const doDham = ['do-dham', 'char-dham'];
const ekDham = ['ek-dham-kedarnath', 'char-dham'];

/** Domestic yatras and temple tours. */
export const indiaPackages: PackageSeed[] = [
  { slug: 'char-dham-yatra-from-haridwar', title: 'Char Dham Yatra from Haridwar', anotherTitle: 'Char Dham Yatra {season} Package from Haridwar', titleForApp: 'Char Dham from Haridwar', days: 10, route: 'char-dham', categories: ['char-dham'], price: 42000, special: 36500, label: 'Best Seller' },
  { slug: 'char-dham-yatra-from-delhi', title: 'Char Dham Yatra from Delhi', titleForApp: 'Char Dham from Delhi', days: 12, route: 'char-dham', from: 'Delhi', categories: ['char-dham'], price: 48000, special: 42999 },
  { slug: 'char-dham-yatra-by-helicopter', title: 'Char Dham Yatra by Helicopter', anotherTitle: 'Char Dham Helicopter Yatra from Dehradun', titleForApp: 'Char Dham by Helicopter', days: 6, route: 'char-dham-helicopter', categories: ['char-dham'], price: 215000, special: 199000, label: 'Helicopter', seatOption: true },
  { slug: 'char-dham-yatra-from-dehradun', title: 'Char Dham Yatra from Dehradun', titleForApp: 'Char Dham from Dehradun', days: 10, route: 'char-dham', from: 'Dehradun', categories: ['char-dham'], price: 41000, special: 37500 },
  { slug: 'char-dham-yatra-from-rishikesh', title: 'Char Dham Yatra from Rishikesh', titleForApp: 'Char Dham from Rishikesh', days: 11, route: 'char-dham', from: 'Rishikesh', categories: ['char-dham'], price: 43000, special: 38999 },
  { slug: 'char-dham-yatra-from-mumbai', title: 'Char Dham Yatra from Mumbai', titleForApp: 'Char Dham from Mumbai', days: 13, route: 'char-dham', from: 'Dehradun', categories: ['char-dham'], price: 58000, special: 53999 },
  { slug: 'char-dham-yatra-deluxe', title: 'Deluxe Char Dham Yatra with VIP Darshan', titleForApp: 'Deluxe Char Dham', days: 12, route: 'char-dham', categories: ['char-dham'], price: 62000, special: 57500, label: 'Deluxe' },
  { slug: 'char-dham-yatra-2027', title: 'Char Dham Yatra {season}', titleForApp: 'Char Dham {season}', days: 12, route: 'char-dham', categories: ['char-dham'], price: 45000, special: 0 },
  { slug: 'do-dham-yatra-kedarnath-badrinath-from-haridwar', title: 'Do Dham Yatra Kedarnath Badrinath from Haridwar', titleForApp: 'Do Dham from Haridwar', days: 6, route: 'kedarnath-badrinath', categories: doDham, price: 26000, special: 22999, label: 'Best Seller' },
  { slug: 'do-dham-yatra-from-delhi', title: 'Do Dham Yatra from Delhi', titleForApp: 'Do Dham from Delhi', days: 7, route: 'kedarnath-badrinath', from: 'Delhi', categories: doDham, price: 29000, special: 25999 },
  { slug: 'do-dham-yatra-by-helicopter', title: 'Do Dham Yatra by Helicopter', titleForApp: 'Do Dham by Helicopter', days: 2, route: 'kedarnath-helicopter', categories: doDham, price: 125000, special: 115000, label: 'Helicopter' },
  { slug: 'do-dham-yatra-yamunotri-gangotri', title: 'Do Dham Yatra Yamunotri Gangotri', titleForApp: 'Yamunotri Gangotri', days: 6, route: 'yamunotri-gangotri', categories: doDham, price: 25000, special: 21999 },
  { slug: 'kedarnath-yatra-from-haridwar', title: 'Kedarnath Yatra from Haridwar', titleForApp: 'Kedarnath from Haridwar', days: 4, route: 'kedarnath', categories: ekDham, price: 16000, special: 13999 },
  { slug: 'kedarnath-yatra-by-helicopter-from-dehradun', title: 'Kedarnath Yatra by Helicopter from Dehradun', titleForApp: 'Kedarnath by Helicopter', days: 2, route: 'kedarnath-helicopter', categories: ekDham, price: 85000, special: 79000, label: 'Helicopter' },
  { slug: 'badrinath-yatra-from-haridwar', title: 'Badrinath Yatra from Haridwar', titleForApp: 'Badrinath from Haridwar', days: 4, route: 'badrinath', categories: ekDham, price: 15000, special: 12999 },
  { slug: 'kedarnath-yatra-from-delhi', title: 'Kedarnath Yatra from Delhi', titleForApp: 'Kedarnath from Delhi', days: 5, route: 'kedarnath', from: 'Delhi', categories: ekDham, price: 19000, special: 16999 },
  { slug: 'varanasi-tour-package', title: 'Varanasi Tour Package with Ganga Aarti', anotherTitle: 'Kashi Vishwanath Darshan Tour', titleForApp: 'Varanasi Tour', days: 3, route: 'varanasi', categories: ['varanasi-tour'], price: 18000, special: 14999, label: 'Best Seller' },
  { slug: 'varanasi-ayodhya-prayagraj-tour', title: 'Varanasi Ayodhya Prayagraj Tour', titleForApp: 'Kashi Ayodhya Prayagraj', days: 6, route: 'varanasi', categories: ['varanasi-tour'], price: 32000, special: 27999 },
  { slug: 'varanasi-bodhgaya-tour', title: 'Varanasi Gaya Bodhgaya Tour', titleForApp: 'Varanasi & Bodhgaya', days: 5, route: 'bodhgaya', categories: ['varanasi-tour'], price: 28000, special: 24999 },
  { slug: 'kashi-vishwanath-darshan-with-ganga-aarti', title: 'Kashi Vishwanath Darshan with Ganga Aarti', titleForApp: 'Kashi Vishwanath Darshan', days: 2, route: 'varanasi', categories: ['varanasi-tour'], price: 9000, special: 7999 },
  { slug: 'varanasi-ayodhya-tour', title: 'Varanasi Ayodhya Ram Mandir Tour', titleForApp: 'Varanasi & Ayodhya', days: 4, route: 'varanasi', categories: ['varanasi-tour'], price: 22000, special: 18999, label: 'Trending' },
  { slug: '12-jyotirlinga-yatra', title: '12 Jyotirlinga Yatra', anotherTitle: 'Dwadash Jyotirlinga Darshan Yatra', titleForApp: '12 Jyotirlinga Yatra', days: 22, route: 'jyotirlinga-12', categories: ['jyotirlinga'], price: 135000, special: 119000, label: 'Best Seller', seatOption: true },
  { slug: 'mahakaleshwar-omkareshwar-darshan', title: 'Mahakaleshwar Omkareshwar Jyotirlinga Darshan', titleForApp: 'Ujjain & Omkareshwar', days: 3, route: 'jyotirlinga-west', categories: ['jyotirlinga'], price: 14000, special: 11999 },
  { slug: 'maharashtra-jyotirlinga-tour', title: 'Maharashtra Jyotirlinga Tour', titleForApp: 'Maharashtra Jyotirlinga', days: 6, route: 'jyotirlinga-west', categories: ['jyotirlinga'], price: 29000, special: 25999 },
  { slug: 'somnath-dwarka-nageshwar-tour', title: 'Somnath Dwarka Nageshwar Jyotirlinga Tour', titleForApp: 'Somnath & Dwarka', days: 5, route: 'somnath-dwarka', categories: ['jyotirlinga'], price: 26000, special: 22999 },
  { slug: 'rameshwaram-madurai-kanyakumari-tour', title: 'Rameshwaram Madurai Kanyakumari Tour', titleForApp: 'Rameshwaram & Madurai', days: 6, route: 'south-india', from: 'Madurai', categories: ['south-india-temples', 'jyotirlinga'], price: 28000, special: 24999 },
  { slug: 'tirupati-balaji-darshan', title: 'Tirupati Balaji Darshan Package', titleForApp: 'Tirupati Balaji', days: 3, route: 'tirupati', categories: ['south-india-temples'], price: 16000, special: 13999, label: 'Best Seller' },
  { slug: 'south-india-temple-tour', title: 'South India Temple Tour', anotherTitle: 'Grand Temples of Tamil Nadu and Kerala', titleForApp: 'South India Temples', days: 10, route: 'south-india', categories: ['south-india-temples'], price: 52000, special: 46999 },
  { slug: 'kerala-temple-tour-guruvayur-sabarimala', title: 'Kerala Temple Tour Guruvayur Sabarimala', titleForApp: 'Kerala Temples', days: 6, route: 'kerala', categories: ['south-india-temples'], price: 32000, special: 28999 },
  { slug: 'vaishno-devi-yatra-from-delhi', title: 'Vaishno Devi Yatra from Delhi', anotherTitle: 'Mata Vaishno Devi Darshan from Delhi', titleForApp: 'Vaishno Devi from Delhi', days: 4, route: 'vaishno-devi', from: 'Delhi', categories: ['vaishno-devi'], price: 12000, special: 9999, label: 'Best Seller' },
  { slug: 'vaishno-devi-by-helicopter', title: 'Vaishno Devi Yatra by Helicopter', titleForApp: 'Vaishno Devi by Helicopter', days: 3, route: 'vaishno-devi', categories: ['vaishno-devi'], price: 22000, special: 19999, label: 'Helicopter' },
  { slug: 'vaishno-devi-with-shiv-khori', title: 'Vaishno Devi Yatra with Shiv Khori', titleForApp: 'Vaishno Devi + Shiv Khori', days: 5, route: 'vaishno-devi', categories: ['vaishno-devi'], price: 16000, special: 13999 },
  { slug: 'amarnath-yatra-by-helicopter', title: 'Amarnath Yatra by Helicopter', anotherTitle: 'Amarnath Yatra {season} by Helicopter from Srinagar', titleForApp: 'Amarnath by Helicopter', days: 4, route: 'amarnath', categories: ['amarnath'], price: 42000, special: 37999, label: 'Helicopter', seatOption: true },
  { slug: 'amarnath-yatra-via-baltal', title: 'Amarnath Yatra via Baltal', titleForApp: 'Amarnath via Baltal', days: 5, route: 'amarnath', categories: ['amarnath'], price: 28000, special: 24999 },
  { slug: 'amarnath-yatra-via-pahalgam', title: 'Amarnath Yatra via Pahalgam', titleForApp: 'Amarnath via Pahalgam', days: 6, route: 'amarnath', categories: ['amarnath'], price: 32000, special: 0 },
  { slug: 'amarnath-yatra-from-srinagar', title: 'Amarnath Yatra from Srinagar', titleForApp: 'Amarnath from Srinagar', days: 5, route: 'amarnath', categories: ['amarnath'], price: 30000, special: 26999 },
];
