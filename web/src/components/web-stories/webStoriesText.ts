/**
 * The web stories list's heading and introduction, also its page title and description. In a module of their own:
 * values exported by a `'use client'` file reach a server component as client references, not as their text.
 */
export const WEB_STORIES_TITLE = 'Web Stories';
export const WEB_STORIES_DESCRIPTION =
  'Kailash, Char Dham, Adi Kailash and temple journeys in short full-screen stories: tap through the yatra, slide by slide.';
