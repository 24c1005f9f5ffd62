/** Every text the reviews routes answer with (api/CONTRACT.md "Reviews, FAQs and weather"). */
export const REVIEW_MSG = {
  notFound: 'Review not found',
  orderNotFound: 'Order not found',
  packageNotFound: 'Package not found',
  notCompleted: 'You can review this trip once it is completed',
  noCompletedTrip: 'You can review a package after you have completed a trip of it with us',
  alreadyReviewed: 'You have already reviewed this trip',
  orderOrPackage: "Invalid body: give 'orderId' or 'packageId'",
  added: 'Thank you for your review',
  voted: 'Your vote has been saved',
} as const;
