/**
 * What the response cache keeps, and for how long (milliseconds). A response lives as long as the shortest TTL
 * of the types it holds and the fields it selects; what holds none of these keeps the catalogue TTL.
 */
export const CATALOGUE_TTL_MS = 5 * 60_000;

/** Seats left change with every booking: a short TTL bounds what a missed change notice could leave stale. */
const SEATS_TTL_MS = 60_000;

/**
 * Notices expire with the clock (`expiresAt`), so the api keeps the noticeboard out of its cache; a minute
 * here bounds how long an expired notice can still be shown.
 */
export const NOTICEBOARD_TTL_MS = 60_000;

/** Search answers are many and cheap to miss; keep them briefly. */
const SEARCH_TTL_MS = 30_000;

/** Weather figures depend on the date ("today" without one) and on a forecast that moves: keep them a minute. */
const WEATHER_TTL_MS = 60_000;

/**
 * Every type and root field that can hold a user's own data. They are never cached (TTL 0), and as `PRIVATE`
 * scope a response holding one is not stored even if a TTL were set: the second fence behind the first rule,
 * that a request carrying a user token neither reads nor fills the cache (`visitor-only.ts`).
 */
export const VIEWER_COORDINATES = [
  'Query.viewer',
  'Viewer',
  'Cart',
  'CartTraveller',
  'OccupancyOption',
  'AppliedCoupon',
  'GstDetails',
  'Order',
  'OrderConnection',
  'OrderEdge',
  'OrderTraveller',
  'OrderCounts',
  'OrderGiftCard',
  'Payment',
  'Traveller',
  'Enquiry',
  'EnquiryConnection',
  'EnquiryEdge',
  'EnquiryPackage',
  'FaqVotes.viewerVote',
  'ViewerReviews',
  'AwaitingReview',
  'Wallet',
  'WalletTransactionConnection',
  'WalletTransactionEdge',
  'WalletTransaction',
  'EmployeeArea',
  'EmployeeCoupon',
  'EmployeeCouponUse',
  'EmployeeCouponUseConnection',
  'EmployeeCouponUseEdge',
  'EmployeeOrder',
  'EmployeeOrderTraveller',
  'TourGuide',
  'GroupOrder',
  'GroupOrderConnection',
  'GroupOrderEdge',
  'GroupOrderShare',
  'GroupOrderShareCart',
  'GroupShareTraveller',
  'GroupSharePayment',
  'Registration',
  'RegistrationPersonal',
  'RegistrationPassport',
  'RegistrationAddress',
  'RegistrationEmergencyContact',
  'RegistrationMedicalDeclaration',
  'RegistrationDocument',
  'Kyc',
  'PassengerKyc',
  'PassengerDocument',
  'OrderPassengerDocuments',
  'StoredFile',
  'GiftCard',
  'ViewerGiftCards',
  'CartGiftCard',
] as const;

export const TTL_PER_COORDINATE: Record<string, number> = {
  'Query.search': SEARCH_TTL_MS,
  'Package.departures': SEATS_TTL_MS,
  'Package.nextDeparture': SEATS_TTL_MS,
  Departure: SEATS_TTL_MS,
  ZoomSession: SEATS_TTL_MS,
  'Query.zoomSessions': SEATS_TTL_MS,
  WeatherReport: WEATHER_TTL_MS,
  'Query.noticeboard': NOTICEBOARD_TTL_MS,
  Notice: NOTICEBOARD_TTL_MS,
  ...Object.fromEntries(VIEWER_COORDINATES.map((coordinate) => [coordinate, 0])),
};

export const SCOPE_PER_COORDINATE: Record<string, 'PRIVATE'> = Object.fromEntries(
  VIEWER_COORDINATES.map((coordinate) => [coordinate, 'PRIVATE' as const]),
);

/** Bound of the in-memory cache (responses); a package page's answer is a few kB. */
export const MAX_CACHED_RESPONSES = 2000;
