export const siteName = 'Pilgrim Yatra';
export const siteTagline = 'Kailash Mansarovar, Adi Kailash, Char Dham and temple tours';

/** The one package linked by slug only whose button reads 'Register Now'. */
export const freeRegistrationPackageSlug = 'kailash-mansarovar-yatra-free-registration';

export const announcementText =
  'Kailash aerial darshan starting 18 September 2025 — fly over the holy Mount Kailash and Lake Mansarovar. Book your seat now!';
