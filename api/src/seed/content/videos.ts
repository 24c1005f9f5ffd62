import type { VideoSeed } from './types.ts';

/** Videos; 'kmy' marks the Kailash Mansarovar Yatra videos page. Files are generated locally (media/clips). */
export const videoSeeds: VideoSeed[] = [
  { slug: 'kailash-parikrama-day-by-day', title: 'Kailash Parikrama Day by Day', published: '2025-08-18', seconds: 754, tags: ['kmy', 'kailash-mansarovar'], summary: 'Three days around Mount Kailash with one of our {season-1} groups, from Darchen over Dolma La.' },
  { slug: 'mansarovar-holy-dip', title: 'The Holy Dip at Lake Mansarovar', published: '2025-08-05', seconds: 312, tags: ['kmy', 'kailash-mansarovar'], summary: 'Sunrise puja and the holy dip at Lake Mansarovar, with the havan at Chiu Gompa.' },
  { slug: 'kailash-helicopter-route-simikot-hilsa', title: 'Kailash by Helicopter: Nepalgunj to Hilsa', published: '2025-07-21', seconds: 428, tags: ['kmy', 'kailash-mansarovar'], summary: 'The flights from Nepalgunj to Simikot and Hilsa, and the walk across the bridge into Tibet.' },
  { slug: 'kmy-pilgrim-testimonials-2025', title: 'Pilgrims of {season-1} on Their Kailash Yatra', published: '2025-09-10', seconds: 535, tags: ['kmy', 'reviews'], summary: 'Pilgrims from our {season-1} groups talk about the parikrama, the food and the care on the way.' },
  { slug: 'kmy-medical-test-explained', title: 'The Kailash Medical Test Explained', published: '2025-06-02', seconds: 366, tags: ['kmy', 'health'], summary: 'Our doctor walks through the medical form and the tests for the Kailash Mansarovar Yatra.' },
  { slug: 'kailash-aerial-darshan-flight', title: 'Kailash Aerial Darshan Flight', published: '2025-09-20', seconds: 248, tags: ['kmy', 'kailash-mansarovar'], summary: 'Onboard the aerial darshan flight from Nepalgunj, with the first view of Kailash.' },
  { slug: 'adi-kailash-om-parvat-drive', title: 'The Drive to Om Parvat and Adi Kailash', published: '2025-06-20', seconds: 611, tags: ['adi-kailash'], summary: 'Dharchula to Gunji, Nabhidhang and Jolingkong on the new road.' },
  { slug: 'kedarnath-trek-from-gaurikund', title: 'Kedarnath Trek from Gaurikund', published: '2025-05-12', seconds: 682, tags: ['char-dham'], summary: 'The 16 km trek, the rest points and the evening aarti at Kedarnath.' },
  { slug: 'char-dham-by-helicopter-experience', title: 'Char Dham by Helicopter', published: '2025-05-25', seconds: 459, tags: ['char-dham'], summary: 'Four dhams in five days from Dehradun, with special darshan at each temple.' },
  { slug: 'varanasi-ganga-aarti', title: 'Ganga Aarti at Dashashwamedh Ghat', published: '2025-02-14', seconds: 389, tags: ['varanasi-tour'], summary: 'The full evening aarti from a boat on the Ganga.' },
  { slug: 'muktinath-temple-darshan', title: 'Muktinath Temple Darshan', published: '2025-03-08', seconds: 297, tags: ['nepal'], summary: 'The 108 spouts, the two kunds and the eternal flame of Muktinath.' },
  { slug: 'how-to-register-for-kailash-yatra', title: 'How to Register for the Kailash Yatra', published: '2025-09-04', seconds: 203, tags: ['kmy', 'how-to'], summary: 'The free registration, the documents and the deposit, step by step on our website.' },
  { slug: 'packing-for-the-himalaya', title: 'Packing for a Himalayan Yatra', published: '2025-04-22', seconds: 441, tags: ['how-to'], summary: 'Our tour manager packs a 15 kg bag for Kailash and Char Dham, item by item.' },
];
