/** A group of seeded FAQs: `[question, answer]` pairs. */
export type FaqGroupSeed = { slug: string; title: string; items: [string, string][] };

export const GENERAL_FAQS: FaqGroupSeed[] = [
  {
    slug: 'booking-and-payment',
    title: 'Booking and Payment',
    items: [
      ['How do I book a yatra?', "Open the package, press 'Book Now', choose a date and sign in. Add your travellers, apply a coupon if you have one and pay online."],
      ['Can I pay part of the amount now?', 'Yes. For tours starting more than 30 days away you may pay 25% now and the balance from your profile before the tour.'],
      ['Which payment options do you accept?', 'All credit cards, debit cards, 35+ netbanking options, EMI and cash cards, and foreign currency.'],
      ['Is my seat confirmed once I pay?', 'Your seats are held while you pay and confirmed with the order; you receive the booking reference at once.'],
    ],
  },
  {
    slug: 'cancellation-and-refunds',
    title: 'Cancellation and Refunds',
    items: [
      ['How do I cancel a booking?', 'Write to our support line from your registered number or e-mail with your booking reference; charges follow our cancellation policy.'],
      ['How long does a refund take?', 'Refunds reach the original payment method within 7 to 10 working days of the cancellation being confirmed.'],
    ],
  },
  {
    slug: 'travel-and-health',
    title: 'Travel and Health',
    items: [
      ['Are the yatras suitable for senior citizens?', 'Most are, with ponies, palkis or helicopters where the route allows. High-altitude yatras need a medical fitness certificate.'],
      ['Is the food vegetarian?', 'Yes. Every meal on our yatras is pure vegetarian, and Jain food is available on request.'],
      ['Do you provide travel insurance?', 'Travel insurance is included on international yatras and can be added to domestic ones.'],
    ],
  },
];

export const KAILASH_FAQS: FaqGroupSeed[] = [
  {
    slug: 'permits-and-documents',
    title: 'Permits and Documents',
    items: [
      ['Which documents do I need for the Kailash Mansarovar Yatra?', 'A passport valid for at least six months after the tour, passport photos and a medical certificate. We apply for the China group visa and the Tibet permits for you.'],
      ['Can OCI card holders join the yatra?', 'Yes, Indian passport holders and OCI card holders can join our yatra via Nepal; the visa rules differ slightly and we guide you through them.'],
      ['When should I book?', 'Permits take about three weeks; book at least 45 days before your departure to be safe.'],
    ],
  },
  {
    slug: 'altitude-and-fitness',
    title: 'Altitude and Fitness',
    items: [
      ['How high does the parikrama go?', 'The outer parikrama crosses Dolma La at 5,630 m. Darchen and Mansarovar are at about 4,600 m.'],
      ['How should I prepare?', 'Walk 5 km a day for two months before the yatra, practise pranayama, and get your medical test done early.'],
      ['What happens if someone feels unwell at altitude?', 'Our staff carry oxygen and pulse oximeters; anyone with symptoms of altitude sickness is brought down at once.'],
    ],
  },
  {
    slug: 'weather-and-packing',
    title: 'Weather and Packing',
    items: [
      ['What is the weather like during the yatra?', 'Days are 10 to 17 °C in July and August and nights go below freezing at Dirapuk and Zuthulphuk. Check the weather page for your dates.'],
      ['What should I pack?', 'A down jacket, thermals, rain gear, good walking shoes, a torch, sunscreen and your medicines, within 15 kg.'],
    ],
  },
];

export const ADI_KAILASH_FAQS: FaqGroupSeed[] = [
  {
    slug: 'permits-and-documents',
    title: 'Permits and Documents',
    items: [
      ['Do I need a passport for Adi Kailash?', 'No. An Aadhaar card and an inner line permit are enough; we arrange the permit at Dharchula.'],
      ['Is a medical test needed?', 'A simple medical check at Dharchula is required for the inner line permit.'],
    ],
  },
  {
    slug: 'weather-and-packing',
    title: 'Weather and Packing',
    items: [
      ['When is the best time to visit Adi Kailash?', 'May to mid-June and September to October, outside the monsoon, when the road is open and Om Parvat is most often clear.'],
    ],
  },
];

export const CHAR_DHAM_FAQS: FaqGroupSeed[] = [
  {
    slug: 'registration-and-darshan',
    title: 'Registration and Darshan',
    items: [
      ['Is registration compulsory for Char Dham?', 'Yes, every pilgrim needs the Uttarakhand government registration; we complete it for you with your Aadhaar details.'],
      ['When do the temples open and close?', 'Usually from Akshaya Tritiya in late April or May to Bhai Dooj after Diwali.'],
    ],
  },
  {
    slug: 'treks-and-ponies',
    title: 'Treks, Ponies and Palkis',
    items: [
      ['How long is the trek to Kedarnath?', 'About 16 km from Gaurikund; ponies, palkis and helicopters from Phata or Guptkashi are available.'],
      ['How long is the walk to Yamunotri?', 'About 6 km from Janki Chatti, on foot, by pony or by palki.'],
    ],
  },
];

/** Package FAQs added to every package of a family (by the seed route's family). */
export const PACKAGE_FAQS: Record<string, FaqGroupSeed[]> = {
  kailash: [
    {
      slug: 'about-this-tour',
      title: 'About This Tour',
      items: [
        ['How many days are spent at Mansarovar?', 'One full day with a night on the shore, for the holy dip, the puja and the havan.'],
        ['Is the inner kora included?', 'Only on the packages that say so in their title; it can be added on request.'],
      ],
    },
  ],
  dham: [
    {
      slug: 'about-this-tour',
      title: 'About This Tour',
      items: [
        ['Is the helicopter to Kedarnath included?', 'Only where the itinerary says so; otherwise we can book it for you when the tickets open.'],
        ['Where does the tour start?', 'From Haridwar, with pick-up from Dehradun airport or the railway station.'],
      ],
    },
  ],
};
