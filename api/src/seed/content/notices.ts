import type { NoticeSeed } from './types.ts';

/** The noticeboard, dated from the seed day; one has expired and one is not yet published, so both filters show. */
export const noticeSeeds: NoticeSeed[] = [
  { key: 'kmy-2026-registrations-open', title: 'Kailash Mansarovar Yatra {season} registrations are open', text: 'Register free today; full-moon departures are allotted in the order of registration.', link: { url: '/kailash-mansarovar-yatra-registration', label: 'Register now' }, daysAgo: 2, expiresInDays: 120 },
  { key: 'kedarnath-helicopter-tickets', title: 'Kedarnath helicopter tickets for May are sold out', text: 'Pilgrims who booked a helicopter package keep their seats. New bookings are for June onwards.', link: null, daysAgo: 5, expiresInDays: 30 },
  { key: 'diwali-office-hours', title: 'Office hours over Diwali', text: 'Our Delhi office is closed on Diwali and Govardhan Puja; the yatra helpline stays open 24/7.', link: { url: '/contact-us', label: 'Contact us' }, daysAgo: 9, expiresInDays: 21 },
  { key: 'kmy-documents-deadline', title: 'Kailash groups of June: send your documents', text: 'Passport scans, photographs and medical forms for the June departures are due this month.', link: { url: '/guidelines-for-kailash-yatra', label: 'Read the guidelines' }, daysAgo: 14, expiresInDays: 45 },
  { key: 'adi-kailash-road-update', title: 'Road to Jolingkong open again', text: 'The road from Gunji to Jolingkong has reopened after snow clearance; Adi Kailash groups run as planned.', link: null, daysAgo: 20, expiresInDays: null },
  { key: 'zoom-session-saturday', title: 'Free Zoom session this Saturday at 11 am', text: 'Ask our tour managers about routes, fitness and documents for the Kailash Mansarovar Yatra.', link: { url: '/package/kailash-mansarovar', label: 'Join from a Kailash page' }, daysAgo: 1, expiresInDays: 6 },
  { key: 'monsoon-advisory-expired', title: 'Monsoon advisory for the Char Dham route', text: 'Landslides near Sonprayag delayed groups by a day; the route is clear again.', link: null, daysAgo: 60, expiresInDays: -30 },
  { key: 'winter-char-dham-upcoming', title: 'Winter Char Dham darshan dates', text: 'Dates for darshan at the winter seats of the four dhams will be announced soon.', link: null, daysAgo: -3, expiresInDays: 90 },
];
