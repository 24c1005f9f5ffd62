/** Every text the tour-guides domain answers (api/CONTRACT.md "Tour guides"). */
export const TOUR_GUIDE_MESSAGES = {
  orderNotFound: 'Order not found',
  departureNotFound: 'Departure not found',
  guideNotFound: 'Tour guide not found',
  guideAdded: 'Tour guide added',
  guidesAssigned: 'Tour guides assigned',
} as const;
