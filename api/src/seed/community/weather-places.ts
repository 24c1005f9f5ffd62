import type { MonthlyNormalRow } from '../../db/schema/weather.ts';

/** Where a place's rain falls through the year (shares of the annual total, January first). */
const RAIN_PROFILES = {
  /** Indian and Nepali plains and mid-hills: the south-west monsoon, June to September. */
  monsoon: [1, 1.2, 1.2, 1.5, 3, 12, 26, 24, 13, 3, 0.5, 0.6],
  /** Garhwal and Kumaon high valleys: the monsoon, and snow from western disturbances in winter. */
  himalaya: [6, 7, 6, 3, 4, 9, 22, 21, 11, 2, 1, 3],
  /** The Tibetan plateau in the rain shadow: almost all of a small total in July and August. */
  plateau: [0.5, 0.7, 1, 1.5, 3, 9, 30, 30, 15, 4, 0.8, 0.5],
  /** Kashmir: spring and winter rain from the west, a weaker monsoon. */
  kashmir: [10, 11, 14, 11, 8, 5, 9, 9, 5, 3, 4, 7],
  /** Central Sri Lanka: both monsoons, the wettest months October and November. */
  lanka: [6, 4, 6, 11, 8, 9, 7, 7, 8, 14, 14, 10],
} as const;

/** Millimetres per rainy day (how heavy a wet day is). */
const RAIN_PER_DAY: Record<keyof typeof RAIN_PROFILES, number> = { monsoon: 14, himalaya: 9, plateau: 4, kashmir: 8, lanka: 11 };

export type PlaceSeed = {
  slug: string;
  name: string;
  aliases: string[];
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  elevationM: number;
  timezone: string;
  /** January and the warmest month's mean daily minimum and maximum (°C). */
  coldest: [number, number];
  warmest: [number, number];
  /** 6 = June, 7 = July: the warmest month (pre-monsoon June in the plains). */
  warmestMonth: number;
  annualMm: number;
  rain: keyof typeof RAIN_PROFILES;
  /** Mean daily maximum wind (km/h); spring on the plateau is windier (see below). */
  windKmh: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The 12 monthly normals of a place: temperatures on a seasonal cosine from January to the warmest month, rain by
 * its profile, rainy days from the rain and how heavy a wet day is there, wind stronger in late winter and spring.
 */
export function normalsOf(seed: PlaceSeed): MonthlyNormalRow[] {
  const shares = RAIN_PROFILES[seed.rain];
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share, index) => {
    const month = index + 1;
    // 0 in January, 1 in the warmest month, back towards 0 in December (cosine, peak moved to warmestMonth).
    const phase = month <= seed.warmestMonth ? (month - 1) / (seed.warmestMonth - 1) : (13 - month) / (13 - seed.warmestMonth);
    const warmth = (1 - Math.cos(Math.PI * phase)) / 2;
    const precipitationMm = round1((seed.annualMm * share) / shareTotal);
    const windy = month >= 2 && month <= 5 ? 1.25 : month >= 7 && month <= 9 ? 0.85 : 1;
    return {
      minC: round1(seed.coldest[0] + (seed.warmest[0] - seed.coldest[0]) * warmth),
      maxC: round1(seed.coldest[1] + (seed.warmest[1] - seed.coldest[1]) * warmth),
      precipitationMm,
      rainyDays: Math.min(27, Math.round(precipitationMm / RAIN_PER_DAY[seed.rain])),
      windKmh: Math.round(seed.windKmh * windy),
    };
  });
}

const tibet = { region: 'Ngari, Tibet', country: 'China', timezone: 'Asia/Shanghai', rain: 'plateau' as const, warmestMonth: 7 };
const kumaon = { region: 'Pithoragarh, Uttarakhand', country: 'India', timezone: 'Asia/Kolkata', warmestMonth: 7 };
const garhwal = { country: 'India', timezone: 'Asia/Kolkata', warmestMonth: 7, rain: 'himalaya' as const };
const nepal = { country: 'Nepal', timezone: 'Asia/Kathmandu' };

/** The places of the weather pages: the Kailash routes, Adi Kailash, Char Dham and the other yatras. */
export const placeSeeds: PlaceSeed[] = [
  { slug: 'mount-kailash', name: 'Mount Kailash', aliases: ['Kailash Parikrama', 'Kang Rinpoche', 'Dirapuk', 'Dolma La'], latitude: 31.0675, longitude: 81.3119, elevationM: 5000, coldest: [-25, -11], warmest: [1, 12], annualMm: 230, windKmh: 26, ...tibet },
  { slug: 'lake-mansarovar', name: 'Lake Mansarovar', aliases: ['Manasarovar', 'Mapam Yumco', 'Chiu Gompa'], latitude: 30.6683, longitude: 81.4647, elevationM: 4590, coldest: [-20, -5], warmest: [5, 17], annualMm: 190, windKmh: 28, ...tibet },
  { slug: 'darchen', name: 'Darchen', aliases: ['Tarchen', 'Lhara'], latitude: 30.9697, longitude: 81.2989, elevationM: 4575, coldest: [-20, -4], warmest: [5, 17], annualMm: 200, windKmh: 24, ...tibet },
  { slug: 'taklakot', name: 'Taklakot', aliases: ['Purang', 'Burang'], latitude: 30.2942, longitude: 81.1771, elevationM: 3900, coldest: [-14, 2], warmest: [10, 23], annualMm: 170, windKmh: 20, ...tibet },
  { slug: 'saga', name: 'Saga', aliases: ['Gya Ga'], latitude: 29.3297, longitude: 85.2328, elevationM: 4640, coldest: [-19, -1], warmest: [6, 18], annualMm: 280, windKmh: 25, ...tibet, region: 'Shigatse, Tibet' },
  { slug: 'kyirong', name: 'Kyirong', aliases: ['Kerung', 'Gyirong', 'Rasuwagadhi'], latitude: 28.8555, longitude: 85.2980, elevationM: 2700, coldest: [-7, 8], warmest: [12, 22], annualMm: 650, windKmh: 14, ...tibet, region: 'Shigatse, Tibet', rain: 'monsoon' },
  { slug: 'lhasa', name: 'Lhasa', aliases: ['Potala'], latitude: 29.6525, longitude: 91.1721, elevationM: 3656, coldest: [-9, 8], warmest: [10, 23], annualMm: 430, windKmh: 14, ...tibet, region: 'Lhasa, Tibet' },
  { slug: 'hilsa', name: 'Hilsa', aliases: ['Sher', 'Hilsa border'], latitude: 30.1546, longitude: 81.3293, elevationM: 3640, region: 'Humla, Karnali', ...nepal, coldest: [-12, 3], warmest: [9, 21], warmestMonth: 7, annualMm: 260, rain: 'plateau', windKmh: 22 },
  { slug: 'simikot', name: 'Simikot', aliases: ['Humla'], latitude: 29.9703, longitude: 81.8187, elevationM: 2910, region: 'Humla, Karnali', ...nepal, coldest: [-4, 9], warmest: [14, 24], warmestMonth: 7, annualMm: 860, rain: 'monsoon', windKmh: 12 },
  { slug: 'nepalgunj', name: 'Nepalgunj', aliases: ['Nepalganj'], latitude: 28.0503, longitude: 81.6167, elevationM: 150, region: 'Banke, Lumbini', ...nepal, coldest: [7, 22], warmest: [26, 38], warmestMonth: 6, annualMm: 1450, rain: 'monsoon', windKmh: 10 },
  { slug: 'kathmandu', name: 'Kathmandu', aliases: ['Pashupatinath', 'Tribhuvan Airport'], latitude: 27.7172, longitude: 85.324, elevationM: 1400, region: 'Bagmati', ...nepal, coldest: [2, 19], warmest: [20, 29], warmestMonth: 7, annualMm: 1500, rain: 'monsoon', windKmh: 9 },
  { slug: 'pokhara', name: 'Pokhara', aliases: ['Phewa Lake'], latitude: 28.2096, longitude: 83.9856, elevationM: 822, region: 'Gandaki', ...nepal, coldest: [7, 20], warmest: [21, 30], warmestMonth: 7, annualMm: 3900, rain: 'monsoon', windKmh: 9 },
  { slug: 'muktinath', name: 'Muktinath', aliases: ['Ranipauwa', 'Mustang', 'Jomsom'], latitude: 28.8167, longitude: 83.8713, elevationM: 3710, region: 'Mustang, Gandaki', ...nepal, coldest: [-9, 4], warmest: [9, 19], warmestMonth: 7, annualMm: 380, rain: 'plateau', windKmh: 30 },
  { slug: 'dharchula', name: 'Dharchula', aliases: [], latitude: 29.8478, longitude: 80.5366, elevationM: 915, ...kumaon, coldest: [5, 18], warmest: [21, 30], annualMm: 2100, rain: 'monsoon', windKmh: 7 },
  { slug: 'gunji', name: 'Gunji', aliases: ['Vyas Valley'], latitude: 30.1739, longitude: 80.8477, elevationM: 3200, ...kumaon, coldest: [-10, 4], warmest: [10, 20], annualMm: 900, rain: 'himalaya', windKmh: 11 },
  { slug: 'om-parvat', name: 'Om Parvat', aliases: ['Nabhidhang', 'Nabhi Dhang'], latitude: 30.2107, longitude: 80.9142, elevationM: 4400, ...kumaon, coldest: [-19, -5], warmest: [4, 14], annualMm: 700, rain: 'himalaya', windKmh: 18 },
  { slug: 'adi-kailash', name: 'Adi Kailash', aliases: ['Jolingkong', 'Parvati Sarovar', 'Chhota Kailash'], latitude: 30.3274, longitude: 80.6389, elevationM: 4500, ...kumaon, coldest: [-20, -6], warmest: [3, 13], annualMm: 680, rain: 'himalaya', windKmh: 18 },
  { slug: 'kedarnath', name: 'Kedarnath', aliases: ['Gaurikund', 'Kedar'], latitude: 30.7346, longitude: 79.0669, elevationM: 3583, region: 'Rudraprayag, Uttarakhand', ...garhwal, coldest: [-10, 3], warmest: [9, 17], annualMm: 1900, windKmh: 10 },
  { slug: 'badrinath', name: 'Badrinath', aliases: ['Badri', 'Mana'], latitude: 30.7433, longitude: 79.4938, elevationM: 3300, region: 'Chamoli, Uttarakhand', ...garhwal, coldest: [-8, 5], warmest: [11, 19], annualMm: 1100, windKmh: 10 },
  { slug: 'yamunotri', name: 'Yamunotri', aliases: ['Janki Chatti', 'Jankichatti'], latitude: 31.0143, longitude: 78.4600, elevationM: 3293, region: 'Uttarkashi, Uttarakhand', ...garhwal, coldest: [-7, 5], warmest: [11, 20], annualMm: 1600, windKmh: 9 },
  { slug: 'gangotri', name: 'Gangotri', aliases: ['Gaumukh', 'Harsil'], latitude: 30.9946, longitude: 78.9398, elevationM: 3415, region: 'Uttarkashi, Uttarakhand', ...garhwal, coldest: [-9, 4], warmest: [10, 19], annualMm: 1100, windKmh: 10 },
  { slug: 'guptkashi', name: 'Guptkashi', aliases: ['Sitapur', 'Phata'], latitude: 30.5246, longitude: 79.0790, elevationM: 1319, region: 'Rudraprayag, Uttarakhand', ...garhwal, coldest: [4, 15], warmest: [19, 28], annualMm: 2000, rain: 'monsoon', windKmh: 7 },
  { slug: 'haridwar', name: 'Haridwar', aliases: ['Har Ki Pauri', 'Rishikesh'], latitude: 29.9457, longitude: 78.1642, elevationM: 314, region: 'Haridwar, Uttarakhand', country: 'India', timezone: 'Asia/Kolkata', coldest: [7, 20], warmest: [26, 38], warmestMonth: 6, annualMm: 1200, rain: 'monsoon', windKmh: 9 },
  { slug: 'lucknow', name: 'Lucknow', aliases: [], latitude: 26.8467, longitude: 80.9462, elevationM: 123, region: 'Uttar Pradesh', country: 'India', timezone: 'Asia/Kolkata', coldest: [8, 22], warmest: [28, 40], warmestMonth: 6, annualMm: 1000, rain: 'monsoon', windKmh: 10 },
  { slug: 'varanasi', name: 'Varanasi', aliases: ['Kashi', 'Banaras', 'Dashashwamedh Ghat'], latitude: 25.3176, longitude: 82.9739, elevationM: 80, region: 'Uttar Pradesh', country: 'India', timezone: 'Asia/Kolkata', coldest: [9, 23], warmest: [29, 41], warmestMonth: 6, annualMm: 1050, rain: 'monsoon', windKmh: 10 },
  { slug: 'amarnath', name: 'Amarnath Cave', aliases: ['Baltal', 'Pahalgam', 'Panchtarni'], latitude: 34.2149, longitude: 75.5012, elevationM: 3888, region: 'Jammu and Kashmir', country: 'India', timezone: 'Asia/Kolkata', coldest: [-15, -2], warmest: [5, 15], warmestMonth: 7, annualMm: 1000, rain: 'kashmir', windKmh: 15 },
  { slug: 'katra', name: 'Katra', aliases: ['Vaishno Devi', 'Bhawan', 'Trikuta'], latitude: 32.9916, longitude: 74.9318, elevationM: 875, region: 'Jammu and Kashmir', country: 'India', timezone: 'Asia/Kolkata', coldest: [5, 17], warmest: [24, 36], warmestMonth: 6, annualMm: 1600, rain: 'monsoon', windKmh: 8 },
  { slug: 'thimphu', name: 'Thimphu', aliases: ['Paro', 'Punakha'], latitude: 27.4728, longitude: 89.639, elevationM: 2334, region: 'Thimphu', country: 'Bhutan', timezone: 'Asia/Thimphu', coldest: [-2, 12], warmest: [15, 25], warmestMonth: 7, annualMm: 650, rain: 'monsoon', windKmh: 10 },
  { slug: 'kandy', name: 'Kandy', aliases: ['Temple of the Tooth', 'Nuwara Eliya'], latitude: 7.2906, longitude: 80.6337, elevationM: 500, region: 'Central Province', country: 'Sri Lanka', timezone: 'Asia/Colombo', coldest: [18, 28], warmest: [21, 31], warmestMonth: 4, annualMm: 1900, rain: 'lanka', windKmh: 11 },
];

/** The places on each seed route (`PackageSeed.route`), in the order the tour reaches them. */
export const ROUTE_PLACES: Record<string, string[]> = {
  'kailash-helicopter': ['lucknow', 'nepalgunj', 'simikot', 'hilsa', 'taklakot', 'lake-mansarovar', 'darchen', 'mount-kailash'],
  'kailash-overland': ['kathmandu', 'kyirong', 'saga', 'lake-mansarovar', 'darchen', 'mount-kailash'],
  'kailash-lhasa': ['kathmandu', 'lhasa', 'saga', 'lake-mansarovar', 'darchen', 'mount-kailash'],
  'kailash-aerial': ['lucknow', 'nepalgunj', 'mount-kailash'],
  'adi-kailash': ['dharchula', 'gunji', 'om-parvat', 'adi-kailash'],
  'adi-kailash-helicopter': ['dharchula', 'gunji', 'om-parvat', 'adi-kailash'],
  'char-dham': ['haridwar', 'yamunotri', 'gangotri', 'guptkashi', 'kedarnath', 'badrinath'],
  'char-dham-helicopter': ['yamunotri', 'gangotri', 'kedarnath', 'badrinath'],
  kedarnath: ['haridwar', 'guptkashi', 'kedarnath'],
  'kedarnath-helicopter': ['guptkashi', 'kedarnath'],
  badrinath: ['haridwar', 'badrinath'],
  'kedarnath-badrinath': ['haridwar', 'guptkashi', 'kedarnath', 'badrinath'],
  'yamunotri-gangotri': ['haridwar', 'yamunotri', 'gangotri'],
  amarnath: ['amarnath'],
  muktinath: ['kathmandu', 'pokhara', 'muktinath'],
  kathmandu: ['kathmandu'],
  janakpur: ['kathmandu'],
  'tibet-lhasa': ['lhasa'],
  varanasi: ['varanasi'],
  bhutan: ['thimphu'],
  'sri-lanka': ['kandy'],
  'vaishno-devi': ['katra'],
};

/** The places of each category's weather page (spec §2: /weather-at-kailash-mansarovar, /kailash-mansarovar-yatra-overland-weather). */
export const CATEGORY_PLACES: Record<string, string[]> = {
  'kailash-mansarovar': ['mount-kailash', 'lake-mansarovar', 'darchen', 'taklakot', 'hilsa', 'simikot', 'nepalgunj', 'kathmandu', 'saga'],
  'kailash-by-helicopter': ['nepalgunj', 'simikot', 'hilsa', 'taklakot', 'lake-mansarovar', 'mount-kailash'],
  'kailash-overland': ['kathmandu', 'kyirong', 'saga', 'lake-mansarovar', 'darchen', 'mount-kailash'],
  'kailash-via-nepal': ['kathmandu', 'nepalgunj', 'simikot', 'lake-mansarovar', 'mount-kailash'],
  'adi-kailash': ['dharchula', 'gunji', 'om-parvat', 'adi-kailash'],
  'char-dham': ['yamunotri', 'gangotri', 'kedarnath', 'badrinath', 'haridwar'],
  'do-dham': ['kedarnath', 'badrinath', 'guptkashi'],
  'ek-dham-kedarnath': ['kedarnath', 'guptkashi'],
  'varanasi-tour': ['varanasi'],
  nepal: ['kathmandu', 'pokhara', 'muktinath'],
  bhutan: ['thimphu'],
  tibet: ['lhasa', 'mount-kailash', 'lake-mansarovar'],
  amarnath: ['amarnath'],
  'vaishno-devi': ['katra'],
  'sri-lanka': ['kandy'],
};
