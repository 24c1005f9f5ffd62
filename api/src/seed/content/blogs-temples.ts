import type { ArticleSeed } from './types.ts';

/** Temple stories: legends, rituals and history. */
export const templeBlogs: ArticleSeed[] = [
  {
    slug: 'legend-of-mount-kailash-and-lake-mansarovar',
    title: 'The Legend of Mount Kailash and Lake Mansarovar',
    category: 'temple-stories',
    destination: 'kailash-mansarovar',
    published: '2025-08-10',
    summary: 'Why four religions hold Kailash sacred, and how Brahma created Lake Mansarovar from his mind.',
    body: `For Hindus, Kailash is the home of **Shiva and Parvati**; for Jains it is Ashtapada, where Rishabhadeva attained liberation; Buddhists see Demchok on its summit; followers of Bön call it the soul of the world.

Mansarovar takes its name from *manas*, the mind: the Puranas say Brahma created it so that the sages meditating at Kailash could bathe. A dip in its waters is said to wash away the sins of a hundred lifetimes.

No one has climbed Kailash. Pilgrims walk around it instead, clockwise, and Bön pilgrims the other way.`,
  },
  {
    slug: 'muktinath-temple-nepal-guide',
    title: 'Muktinath Temple in Nepal: History and How to Reach',
    category: 'temple-stories',
    destination: 'nepal',
    published: '2025-02-20',
    summary: 'The 108 water spouts, the eternal flame and the flights and drives that take you to Muktinath at 3,710 m.',
    body: `Muktinath is one of the 108 *Divya Desams* of Vishnu and sacred to Buddhists as Chumig Gyatsa.

- **108 spouts**: pilgrims bathe under each, shaped as bull heads.
- **Jwala Mai**: a natural gas flame burns over water in the nearby shrine.

## Getting there
Fly Pokhara – Jomsom (20 minutes), then drive 1.5 hours; or take our helicopter package from Kathmandu.`,
  },
  {
    slug: 'pashupatinath-temple-aarti',
    title: 'Pashupatinath Temple Evening Aarti: What to Expect',
    category: 'temple-stories',
    destination: 'nepal',
    published: '2025-01-25',
    summary: 'The Bagmati aarti at Pashupatinath in Kathmandu: timings, where to sit and the rules for visitors.',
    body: `Every evening at about 6 pm, priests perform the aarti on the banks of the Bagmati facing the temple.

- Arrive by 5:30 pm for a seat on the eastern steps.
- Only Hindus may enter the main courtyard; everyone may watch the aarti.
- Leather goods are not allowed inside; cameras are not allowed in the sanctum.

Our Kailash and Muktinath groups attend it on the first evening in Kathmandu.`,
  },
  {
    slug: 'ramayana-sites-in-sri-lanka',
    title: 'Ramayana Sites in Sri Lanka You Should Not Miss',
    category: 'temple-stories',
    destination: 'sri-lanka',
    published: '2025-03-05',
    summary: 'Ashok Vatika, Sita Amman temple, Ravana Falls and Divurumpola: the places of the Ramayana trail.',
    body: `- **Sita Amman Temple, Seetha Eliya**: where Sita is said to have waited in Ashok Vatika.
- **Hakgala Gardens**: the gardens of the same legend.
- **Divurumpola**: the site of Sita's *agni pariksha*.
- **Ravana Falls, Ella**: behind them is the cave where Ravana is said to have hidden Sita.
- **Munneswaram**: where Rama prayed to Shiva after the war.`,
  },
  {
    slug: 'varanasi-ghats-guide',
    title: "A Pilgrim's Guide to the Ghats of Varanasi",
    category: 'temple-stories',
    destination: 'varanasi-tour',
    published: '2025-02-08',
    summary: 'Dashashwamedh, Manikarnika, Assi and the boat ride at dawn: the ghats of Kashi and what happens at each.',
    body: `Varanasi has more than 80 ghats along the Ganga. Four to know:

1. **Dashashwamedh**: the evening Ganga aarti.
2. **Manikarnika**: the cremation ghat, where the fires never go out.
3. **Assi**: morning aarti and music at sunrise.
4. **Kedar Ghat**: the Kedareshwar temple, painted in red and white stripes.

Take the boat at dawn from Assi to Manikarnika; it takes an hour.`,
  },
  {
    slug: '12-jyotirlinga-darshan-order',
    title: 'In Which Order Should You Visit the 12 Jyotirlingas?',
    category: 'temple-stories',
    destination: 'jyotirlinga',
    published: '2025-01-12',
    summary: 'The Dwadash Jyotirlinga Stotram gives an order; geography gives another. How our 12 Jyotirlinga Yatra plans the route.',
    body: `The stotram names them from Somnath to Grishneshwar. Travelling in that order would cross India several times, so we group them:

- **Gujarat**: Somnath, Nageshwar
- **Madhya Pradesh**: Mahakaleshwar, Omkareshwar
- **Maharashtra**: Trimbakeshwar, Bhimashankar, Grishneshwar
- **South**: Mallikarjuna, Rameshwaram
- **North**: Kedarnath, Kashi Vishwanath, Baidyanath

Many pilgrims complete them over two or three years; our [12 Jyotirlinga Yatra](/jyotirlinga/12-jyotirlinga-yatra) does it in one journey.`,
  },
];
