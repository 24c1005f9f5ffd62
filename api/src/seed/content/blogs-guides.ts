import type { ArticleSeed } from './types.ts';

/** Yatra guides: routes, seasons, permits. */
export const guideBlogs: ArticleSeed[] = [
  {
    slug: 'kailash-mansarovar-yatra-complete-guide',
    title: 'Kailash Mansarovar Yatra: The Complete Guide for {season}',
    category: 'yatra-guides',
    destination: 'kailash-mansarovar',
    published: '2025-08-02',
    summary: 'Routes, season, permits, fitness and costs of the Kailash Mansarovar Yatra in one place, from the team that has run it since 2009.',
    body: `The Kailash Mansarovar Yatra takes you to the abode of Lord Shiva at 6,638 m and to Lake Mansarovar at 4,590 m, in western Tibet. Every route ends with the same three days: the *parikrama* of Mount Kailash over the Dolma La pass (5,630 m).

## Which route?
- **By helicopter via Nepalgunj and Simikot**: 11–12 days, the least road travel, best for senior pilgrims.
- **Overland via Kathmandu and Kerung**: 14–15 days with gradual acclimatisation on the way.
- **Via Lhasa**: fly into Lhasa, visit the Potala Palace, then drive west.

## When to go
Groups leave from **June to mid-September**. The full-moon departures (Guru Purnima, Shravan Purnima) fill first.

## Permits and documents
You need a passport valid for six months after return, the Tibet group visa and the Tibet travel permit. We apply for both; see [documents required](/blogs/yatra-guides/documents-required-for-kailash-yatra).

## Fitness
Start walking 5 km a day two months before departure and read our [acclimatisation guide](/blogs/altitude-and-health/acute-mountain-sickness-symptoms-and-prevention).`,
  },
  {
    slug: 'kailash-by-helicopter-vs-overland',
    title: 'Kailash by Helicopter vs Overland: Which Route Suits You?',
    category: 'yatra-guides',
    destination: 'kailash-mansarovar',
    published: '2025-06-30',
    summary: 'Days away, altitude gain, comfort and price: how the helicopter route via Simikot compares with the overland drive via Kerung.',
    body: `Both routes reach the same Mansarovar shore and the same parikrama, but the journey there is very different.

| | Helicopter via Simikot | Overland via Kerung |
|:-|:-|:-|
| Days | 11–12 | 14–15 |
| Longest drive | 6 hours | 9 hours |
| Acclimatisation | 2 nights at Hilsa/Purang | 3 nights on the way |
| Best for | seniors, short leave | first-timers who like the road |

## Our advice
If you have **less than two weeks** or knee trouble, take the helicopter route. If you want a slower climb, the overland route gives the body more time. Either way, book early: helicopter seats from Nepalgunj are limited each day.`,
  },
  {
    slug: 'documents-required-for-kailash-yatra',
    title: 'Documents Required for Kailash Mansarovar Yatra',
    category: 'yatra-guides',
    destination: 'kailash-mansarovar',
    published: '2025-05-21',
    summary: 'The passport, photographs, medical certificate and forms we need from you, and by when, for the Tibet group visa.',
    body: `The Tibet group visa is issued for the whole group at once, so one late document delays everyone. Send these **at least 45 days before departure**:

1. Passport scan (colour, both pages), valid six months beyond your return.
2. Two recent photographs, 35 × 45 mm, white background.
3. Medical fitness certificate on our form, signed by an MBBS doctor.
4. Aadhaar card copy (Indian citizens) or OCI card (NRIs).
5. The signed declaration and emergency contact form.

Keep the originals with you: they are checked at the border. Upload them from **Profile → Registrations** once you have booked.`,
  },
  {
    slug: 'char-dham-yatra-route-map',
    title: 'Char Dham Yatra Route Map and Best Time to Visit',
    category: 'yatra-guides',
    destination: 'char-dham',
    published: '2025-04-10',
    summary: 'Yamunotri, Gangotri, Kedarnath and Badrinath in the traditional order, with distances, night halts and the best months.',
    body: `Tradition takes the Char Dham from west to east: **Yamunotri → Gangotri → Kedarnath → Badrinath**.

## The route from Haridwar
- Haridwar – Barkot (210 km), trek 6 km to Yamunotri.
- Barkot – Uttarkashi – Gangotri (100 km + 100 km).
- Uttarkashi – Guptkashi (220 km), trek or fly to Kedarnath.
- Guptkashi – Badrinath (200 km), back via Rudraprayag.

## When to go
The portals open in late April or May (Akshaya Tritiya) and close after Diwali. **May–June and mid-September to October** are best; July and August bring landslides.`,
  },
  {
    slug: 'char-dham-registration-process',
    title: 'Char Dham Yatra Registration: Step by Step',
    category: 'yatra-guides',
    destination: 'char-dham',
    published: '2025-03-28',
    summary: 'Every pilgrim must register with the Uttarakhand tourism department. Here is how, and what our team does for you.',
    body: `Registration is free and compulsory; without it you are stopped at the checkposts.

1. Create an account on the state registration portal with your mobile number.
2. Add every traveller with an identity document.
3. Choose the dates for each dham — match them to your itinerary.
4. Download the yatra registration letter with its QR code.

**Booked with us?** We register the whole group and hand you the letters at the start of the tour.`,
  },
  {
    slug: 'adi-kailash-om-parvat-travel-guide',
    title: 'Adi Kailash and Om Parvat Travel Guide',
    category: 'yatra-guides',
    destination: 'adi-kailash',
    published: '2025-06-12',
    summary: 'Chhota Kailash, Parvati Sarovar and the Om Parvat viewpoint by road from Kathgodam, with permits and the best seasons.',
    body: `Adi Kailash (5,945 m) in the Kumaon Himalaya is called *Chhota Kailash*. With the new road to Jolingkong the yatra now takes **7–9 days** from Kathgodam.

## The route
Kathgodam – Dharchula – Gunji – Nabhidhang (Om Parvat) – Jolingkong (Adi Kailash and Parvati Sarovar) – back via Jageshwar.

## Seasons
May to June and September to October. The road closes in the monsoon and with the snow.

## Permits
An Inner Line Permit from Dharchula; see [how to get it](/blogs/yatra-guides/inner-line-permit-adi-kailash).`,
  },
  {
    slug: 'inner-line-permit-adi-kailash',
    title: 'How to Get the Inner Line Permit for Adi Kailash',
    category: 'yatra-guides',
    destination: 'adi-kailash',
    published: '2025-05-15',
    summary: 'The Inner Line Permit is issued at the SDM office in Dharchula. Documents, medical check and timings.',
    body: `The area beyond Dharchula is close to the border, so every visitor needs an **Inner Line Permit (ILP)**.

- Apply in person at the SDM office, Dharchula (10 am – 4 pm).
- Carry Aadhaar, two photographs and a police verification certificate from your home district.
- A medical check at the Dharchula hospital is part of the process.

Our guests reach Dharchula on day two; our team files the papers the same evening.`,
  },
  {
    slug: 'bhutan-tigers-nest-hike',
    title: "Bhutan's Tiger's Nest Hike: A Practical Guide",
    category: 'yatra-guides',
    destination: 'bhutan',
    published: '2024-12-19',
    summary: 'The climb to Paro Taktsang monastery: distance, timings, the cafeteria halfway and what to carry.',
    body: `Paro Taktsang clings to a cliff 900 m above the Paro valley, where Guru Rinpoche meditated in the 8th century.

- **Distance**: 4.5 km each way, 3 hours up for most walkers.
- **Start early**: the trail opens at 8 am; the monastery closes for lunch.
- **Halfway**: the cafeteria has the best view of the monastery.
- Ponies go as far as the cafeteria only.

Carry water, a light jacket and modest clothing: shoulders and knees covered inside the temple.`,
  },
];
