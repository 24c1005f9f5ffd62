import type { AlbumSeed } from './types.ts';

/** Photo albums; captions are drawn on the generated images. */
export const albumSeeds: AlbumSeed[] = [
  {
    slug: 'kailash-mansarovar-yatra-2025',
    title: 'Kailash Mansarovar Yatra {season-1}',
    published: '2025-09-12',
    summary: 'Our {season-1} groups at Mansarovar, on the parikrama and at Dolma La.',
    tags: ['kmy', 'kailash-mansarovar'],
    photos: [
      { caption: 'First view of Mount Kailash from the Barkha plain' },
      { caption: 'Sunrise over Lake Mansarovar' },
      { caption: 'Havan on the shore of Mansarovar' },
      { caption: 'Prayer flags at Dolma La pass', portrait: true },
      { caption: 'The north face of Kailash from Dirapuk' },
      { caption: 'Gauri Kund below Dolma La' },
      { caption: 'Group photo at Darchen' },
      { caption: 'Yaks on the parikrama route', portrait: true },
      { caption: 'Rakshas Tal at dusk' },
    ],
  },
  {
    slug: 'adi-kailash-and-om-parvat',
    title: 'Adi Kailash and Om Parvat',
    published: '2025-06-25',
    summary: 'Om Parvat at sunrise, Parvati Sarovar and the villages of the Vyas valley.',
    tags: ['adi-kailash'],
    photos: [
      { caption: 'Om Parvat at sunrise from Nabhidhang' },
      { caption: 'Adi Kailash reflected in Parvati Sarovar' },
      { caption: 'Gunji village', portrait: true },
      { caption: 'The Kali river at Dharchula' },
      { caption: 'Jageshwar temple complex' },
      { caption: 'Puja at Gauri Kund, Jolingkong', portrait: true },
    ],
  },
  {
    slug: 'char-dham-yatra-2025',
    title: 'Char Dham Yatra {season-1}',
    published: '2025-06-05',
    summary: 'Our Char Dham pilgrims at Yamunotri, Gangotri, Kedarnath and Badrinath.',
    tags: ['char-dham'],
    photos: [
      { caption: 'Yamunotri temple and the hot spring' },
      { caption: 'Gangotri temple on the Bhagirathi' },
      { caption: 'Kedarnath temple at dawn', portrait: true },
      { caption: 'Evening aarti at Kedarnath' },
      { caption: 'Badrinath temple' },
      { caption: 'Mana, the last village before Tibet' },
      { caption: 'Helicopter at Sersi helipad' },
    ],
  },
  {
    slug: 'kmy-pilgrims-at-kathmandu',
    title: 'Kailash Pilgrims in Kathmandu',
    published: '2025-07-02',
    summary: 'Pashupatinath aarti and the briefing before the Kailash groups leave Kathmandu.',
    tags: ['kmy', 'nepal'],
    photos: [
      { caption: 'Evening aarti at Pashupatinath' },
      { caption: 'Pre-departure briefing in Thamel' },
      { caption: 'Budhanilkantha temple', portrait: true },
      { caption: 'Boudhanath stupa' },
      { caption: 'Yatra kits ready for the group' },
    ],
  },
];
