import type { ArticleSeed } from './types.ts';

/** Packing lists, and altitude and health. */
export const healthAndPackingBlogs: ArticleSeed[] = [
  {
    slug: 'kailash-mansarovar-packing-list',
    title: 'Kailash Mansarovar Yatra Packing List',
    category: 'packing-lists',
    destination: 'kailash-mansarovar',
    published: '2025-07-05',
    summary: 'Layers, boots, medicines and documents: the list our tour managers hand every Kailash group, with the 15 kg bag limit in mind.',
    body: `Helicopters from Simikot allow **15 kg of luggage** per pilgrim, so pack in layers, not in bulk.

## Clothing
- Thermal inners (2 sets), fleece jacket, down jacket rated to −10 °C
- Waterproof shell, woollen cap, sun hat, gloves (inner + outer)
- Trekking trousers (2), woollen socks (4 pairs)

## Footwear
Broken-in ankle-high trekking boots and a pair of sandals for the campsites.

## Health
Your prescribed medicines for the whole trip plus a week, lip balm, SPF 50 sunscreen, ORS sachets.

## Documents
Passport, visa copy, four photographs, travel insurance and some US dollars in small notes.`,
  },
  {
    slug: 'char-dham-packing-list-for-seniors',
    title: 'Char Dham Packing List for Senior Citizens',
    category: 'packing-lists',
    destination: 'char-dham',
    published: '2025-04-18',
    summary: 'A lighter bag, warmer nights and the medicines to keep at hand: packing for parents and grandparents on the Char Dham Yatra.',
    body: `Mornings at Kedarnath are near freezing even in May, while Haridwar is hot. Pack for both.

- A light suitcase plus a **day bag** with medicines, water and a rain poncho.
- Warm cap, shawl, thermal inners and a padded jacket.
- Walking stick with a rubber tip; non-slip shoes.
- A copy of prescriptions and a small pill organiser for 12 days.
- Photocopies of Aadhaar and the yatra registration letter.

Ponies, palkis and helicopter tickets for Kedarnath can be arranged by our team: tell us when you book.`,
  },
  {
    slug: 'what-to-wear-at-kedarnath',
    title: 'What to Wear at Kedarnath in May, June and October',
    category: 'packing-lists',
    destination: 'char-dham',
    published: '2025-03-30',
    summary: 'Month by month: the temperatures at Kedarnath and the clothes that keep you warm and dry on the 16 km trek.',
    body: `| Month | Day | Night |
|:-|-:|-:|
| May | 12 °C | 0 °C |
| June | 16 °C | 5 °C |
| October | 10 °C | −2 °C |

Wear **quick-dry layers** on the trek and keep a dry set in your day bag: the climb makes you sweat, the wait at the temple makes you cold. A rain jacket is needed in every month.`,
  },
  {
    slug: 'adi-kailash-packing-checklist',
    title: 'Adi Kailash Packing Checklist',
    category: 'packing-lists',
    destination: 'adi-kailash',
    published: '2025-05-02',
    summary: 'Homestays at Gunji and Nabhi are simple and cold: what to bring for a comfortable Adi Kailash and Om Parvat yatra.',
    body: `- Sleeping-bag liner (homestays give quilts, not sheets)
- Power bank: electricity beyond Dharchula is a few hours a day
- Down jacket, woollen socks, gloves, cap
- Sunglasses with UV protection for the snow at Parvati Sarovar
- Cash: there are no ATMs after Dharchula
- Photocopies for the Inner Line Permit`,
  },
  {
    slug: 'acute-mountain-sickness-symptoms-and-prevention',
    title: 'Acute Mountain Sickness: Symptoms and Prevention',
    category: 'altitude-and-health',
    destination: 'kailash-mansarovar',
    published: '2025-07-22',
    summary: 'Headache, nausea and breathlessness above 3,000 m: how to recognise altitude sickness early and how our itineraries prevent it.',
    body: `Acute Mountain Sickness (AMS) can affect anyone above 3,000 m, fit or not.

## Early signs
Headache, loss of appetite, nausea, poor sleep, unusual tiredness.

## Prevention
- Climb slowly: our itineraries include **rest days at Hilsa or Kerung**.
- Drink 4 litres of water a day; avoid alcohol and sleeping pills.
- Ask your doctor about acetazolamide before the trip.

## When to descend
Confusion, a wet cough or breathlessness at rest are danger signs. Tell your tour manager at once: every group carries oxygen and a pulse oximeter, and the plan is always to **go down**.

> This article is general advice, not a diagnosis. Consult your doctor before the yatra.`,
  },
  {
    slug: 'how-to-prepare-for-kailash-parikrama',
    title: 'How to Prepare for the Kailash Parikrama',
    category: 'altitude-and-health',
    destination: 'kailash-mansarovar',
    published: '2025-07-18',
    summary: 'A 10-week walking and breathing plan for the 52 km parikrama over Dolma La, used by our pilgrims since 2012.',
    body: `The outer parikrama is **52 km in three days**, with the Dolma La pass at 5,630 m on day two.

## Weeks 1–4
Walk 4–5 km every day at a brisk pace; climb stairs for 15 minutes.

## Weeks 5–8
Walk 8–10 km on weekends with a 5 kg day bag; add *pranayama* (anulom-vilom, 10 minutes) every morning.

## Weeks 9–10
Keep walking, rest more, and get your medical test done.

Ponies and porters are available at Darchen for those who cannot walk the whole way.`,
  },
  {
    slug: 'kedarnath-trek-tips',
    title: 'Kedarnath Trek Tips for First-Time Pilgrims',
    category: 'altitude-and-health',
    destination: 'char-dham',
    published: '2025-05-02',
    summary: 'Start times, rest points and the pony and helicopter options on the 16 km trek from Gaurikund to Kedarnath.',
    body: `- **Start by 5 am** from Gaurikund to reach before the afternoon rain.
- Rest at Jungle Chatti, Bhimbali and Linchauli; eat light.
- Hire ponies only from the registered counter and keep the receipt.
- Book helicopter tickets from Phata or Sersi in advance; they sell out in May.
- Stay the night at Kedarnath if you can: the evening aarti is worth it.`,
  },
  {
    slug: 'medical-fitness-test-for-kailash-yatra',
    title: 'The Medical Fitness Test for Kailash Yatra, Explained',
    category: 'altitude-and-health',
    destination: 'kailash-mansarovar',
    published: '2025-06-08',
    summary: 'Which tests, which values and which conditions need a specialist’s note before the Kailash Mansarovar Yatra.',
    body: `Our medical form asks for:

1. Blood pressure and pulse at rest
2. ECG and, over 60, a TMT or 2D echo
3. Blood sugar (fasting and PP) and haemoglobin
4. Chest X-ray and lung function (PFT)

Controlled diabetes or blood pressure is **not** a bar to the yatra; uncontrolled readings are. Pilgrims with a heart or lung condition need a note from their specialist. Send the signed form with your documents.`,
  },
];
