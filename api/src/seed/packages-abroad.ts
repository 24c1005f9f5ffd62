import type { PackageSeed } from './types.ts';

/** Sri Lanka, Nepal, Bhutan and Tibet tours. */
export const abroadPackages: PackageSeed[] = [
  { slug: 'sri-lanka-ramayana-tour', title: 'Sri Lanka Ramayana Tour', anotherTitle: 'Ramayana Trail of Sri Lanka', titleForApp: 'Sri Lanka Ramayana Tour', days: 7, route: 'sri-lanka', categories: ['sri-lanka'], price: 68000, special: 59999, label: 'Best Seller', seatOption: true },
  { slug: 'sri-lanka-ramayana-trail-kandy-nuwara-eliya', title: 'Sri Lanka Ramayana Trail with Kandy and Nuwara Eliya', titleForApp: 'Ramayana Trail + Kandy', days: 8, route: 'sri-lanka', categories: ['sri-lanka'], price: 76000, special: 69999 },
  { slug: 'sri-lanka-tour-from-chennai', title: 'Sri Lanka Tour from Chennai', titleForApp: 'Sri Lanka from Chennai', days: 6, route: 'sri-lanka', categories: ['sri-lanka'], price: 58000, special: 52999 },
  { slug: 'sri-lanka-family-holiday', title: 'Sri Lanka Family Holiday with Ramayana Sites', titleForApp: 'Sri Lanka Family Holiday', days: 7, route: 'sri-lanka', categories: ['sri-lanka'], price: 72000, special: 0 },
  { slug: 'muktinath-yatra-from-kathmandu', title: 'Muktinath Yatra from Kathmandu', anotherTitle: 'Muktinath Darshan Tour Nepal', titleForApp: 'Muktinath from Kathmandu', days: 8, route: 'muktinath', categories: ['nepal'], price: 45000, special: 39999, label: 'Best Seller' },
  { slug: 'muktinath-yatra-by-helicopter', title: 'Muktinath Yatra by Helicopter', titleForApp: 'Muktinath by Helicopter', days: 3, route: 'muktinath', categories: ['nepal'], price: 95000, special: 88000, label: 'Helicopter' },
  { slug: 'pashupatinath-darshan-tour', title: 'Pashupatinath Darshan Tour Nepal', titleForApp: 'Pashupatinath Darshan', days: 4, route: 'kathmandu', categories: ['nepal'], price: 28000, special: 24999 },
  { slug: 'nepal-temple-tour-kathmandu-pokhara', title: 'Nepal Temple Tour Kathmandu Pokhara', titleForApp: 'Kathmandu & Pokhara', days: 7, route: 'kathmandu', categories: ['nepal'], price: 52000, special: 46999 },
  { slug: 'janakpur-ram-janaki-temple-tour', title: 'Janakpur Ram Janaki Temple Tour', titleForApp: 'Janakpur Darshan', days: 4, route: 'janakpur', categories: ['nepal'], price: 26000, special: 22999 },
  { slug: 'nepal-pashupatinath-muktinath-tour', title: 'Nepal Pashupatinath Muktinath Tour', titleForApp: 'Pashupatinath & Muktinath', days: 8, route: 'muktinath', categories: ['nepal'], price: 62000, special: 56999, label: 'Trending' },
  { slug: 'bhutan-tour-package', title: 'Bhutan Tour Package', anotherTitle: 'Bhutan Holiday: Thimphu, Punakha and Paro', titleForApp: 'Bhutan Tour', days: 6, route: 'bhutan', categories: ['bhutan'], price: 65000, special: 58999 },
  { slug: 'bhutan-tour-with-tigers-nest', title: "Bhutan Tour with Tiger's Nest Hike", titleForApp: "Bhutan + Tiger's Nest", days: 7, route: 'bhutan', categories: ['bhutan'], price: 72000, special: 66999, label: 'Popular' },
  { slug: 'bhutan-tour-from-bagdogra', title: 'Bhutan Tour from Bagdogra', titleForApp: 'Bhutan from Bagdogra', days: 6, route: 'bhutan', from: 'Phuentsholing', categories: ['bhutan'], price: 62000, special: 55999 },
  { slug: 'tibet-lhasa-tour', title: 'Tibet Lhasa Tour with Potala Palace', titleForApp: 'Lhasa Tour', days: 8, route: 'tibet-lhasa', categories: ['tibet'], price: 165000, special: 149000 },
  { slug: 'everest-base-camp-tibet-tour', title: 'Mount Everest Base Camp Tour from Lhasa', titleForApp: 'Everest Base Camp Tibet', days: 10, route: 'tibet-lhasa', categories: ['tibet'], price: 189000, special: 175000 },
];
