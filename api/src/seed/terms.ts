import type { TermsKey } from './types.ts';

export const packageTerms: Record<TermsKey, { inclusions: string[]; exclusions: string[] }> = {
  'himalayan-international': {
    inclusions: [
      'Accommodation on twin or triple sharing',
      'All vegetarian meals during the yatra',
      'Tibet visa and Chinese group permit',
      'Oxygen cylinders, first aid and a doctor with the group',
      'Experienced Sherpa guides and support staff',
      'All transfers and sightseeing by private vehicle',
    ],
    exclusions: [
      'Flights to and from the starting city',
      'Horse or porter during the parikrama',
      'Personal expenses, tips and insurance',
      'Extra stay caused by weather or road blocks',
      'GST and TCS as applicable',
    ],
  },
  'domestic-yatra': {
    inclusions: [
      'Accommodation in hotels or camps on twin sharing',
      'Breakfast and dinner every day',
      'Transfers and sightseeing by private vehicle',
      'Darshan assistance and a tour manager',
      'All toll, parking and driver allowances',
    ],
    exclusions: [
      'Train or air fare to the starting city',
      'Pony, palki or helicopter tickets unless stated',
      'Lunch, personal expenses and tips',
      'GST as applicable',
    ],
  },
  'international-holiday': {
    inclusions: [
      'Hotel accommodation with breakfast and dinner',
      'Private air-conditioned vehicle for transfers and sightseeing',
      'English or Hindi speaking guide',
      'Monument entry fees as per itinerary',
      'Visa assistance',
    ],
    exclusions: [
      'International flights',
      'Lunch, personal expenses and tips',
      'Travel insurance',
      'GST and TCS as applicable',
    ],
  },
};
