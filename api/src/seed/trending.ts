/** The two fixed trending lists, by slug; ids are resolved when the seed is built. */
export const trendingSeeds = [
  {
    id: 'trending-packages',
    kind: 'packages',
    slugs: [
      'kailash-mansarovar-yatra-by-helicopter-via-lucknow',
      'kailash-mansarovar-yatra-overland-via-kathmandu',
      'adi-kailash-om-parvat-yatra',
      'char-dham-yatra-from-haridwar',
      'do-dham-yatra-kedarnath-badrinath-from-haridwar',
      'sri-lanka-ramayana-tour',
      'muktinath-yatra-from-kathmandu',
      '12-jyotirlinga-yatra',
    ],
  },
  {
    id: 'trending-destinations',
    kind: 'categories',
    slugs: ['kailash-mansarovar', 'adi-kailash', 'char-dham', 'nepal', 'varanasi-tour', 'bhutan'],
  },
] as const;
