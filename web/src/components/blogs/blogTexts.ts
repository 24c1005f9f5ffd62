export const BLOGS_HEADING = 'Blogs';
export const BLOGS_DESCRIPTION =
  'Yatra guides, packing lists, altitude and health advice and temple stories from our pilgrimage team.';
