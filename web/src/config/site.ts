export const siteName = 'Pilgrim Yatra';
export const siteTagline = 'Kailash Mansarovar, Adi Kailash, Char Dham and temple tours';

export const announcementText =
  'Kailash aerial darshan starting 18 September 2025 — fly over the holy Mount Kailash and Lake Mansarovar. Book your seat now!';

/** The free KMY registration package (spec §2: linked by slug only; its button reads 'Register Now'). */
export const kmyRegistrationPackageSlug = 'kailash-mansarovar-yatra-free-registration';
