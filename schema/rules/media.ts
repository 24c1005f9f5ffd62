/**
 * The images `/media/...` renders: only the sizes, formats and qualities the clients ask for (the `image(...)`
 * arguments of the web's fragments and the SDL's defaults), each at 1× and 2× (up to 2000 px). The api answers
 * anything else 400; the gateway's image URL builder snaps a request to the nearest allowed size, so its URLs
 * always render. Adding a size to a client means adding it here.
 */
export const MEDIA_BASE_SIZES: readonly (readonly [width: number, height: number])[] = [
  [96, 64], // wishlist menu
  [160, 120], // review photos
  [240, 160], // checkout package
  [260, 190], // tiles: categories, blogs, news, collections, search (spec §9)
  [270, 480], // web story cards
  [320, 240], // review photos (SDL default)
  [370, 250], // package cards (spec §9)
  [400, 300], // photo album thumbnails
  [540, 960], // web story slides
  [600, 300], // KMY registration
  [800, 400], // package header on phones (its srcset's small candidate)
  [640, 360], // video thumbnails
  [960, 540], // articles
  [1200, 400], // page banners (SDL default)
  [1200, 600], // package header
  [1200, 630], // Open Graph images
  // Album photos keep their own 3:2 or 2:3 shape inside the asked box (gateway fitWithin): 400×300 grid, 1600×1600 lightbox.
  [400, 267],
  [200, 300],
  [1600, 1067],
  [1067, 1600],
];

export const MEDIA_DENSITIES = [1, 2] as const;
export const MEDIA_MAX_SIDE = 2000;
export const MEDIA_FORMATS = ['webp', 'jpeg'] as const;
export const MEDIA_QUALITIES = [70, 80] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Every allowed `[width, height]`: each base size at each density, while both sides stay within 2000 px. */
export const MEDIA_SIZES: readonly (readonly [number, number])[] = [
  ...new Map(
    MEDIA_BASE_SIZES.flatMap(([width, height]) => MEDIA_DENSITIES.map((density) => [width * density, height * density] as const))
      .filter(([width, height]) => width <= MEDIA_MAX_SIDE && height <= MEDIA_MAX_SIDE)
      .map((size) => [`${size[0]}x${size[1]}`, size] as const),
  ).values(),
];

export const MEDIA_RENDER_MESSAGE = `Image size, format or quality not offered: see the sizes in schema/rules/media.ts`;

/** True when `/media/...` renders this combination. */
export function isAllowedMediaRender(request: { width: number; height: number; format: string; quality: number }): boolean {
  return (
    MEDIA_SIZES.some(([width, height]) => width === request.width && height === request.height) &&
    (MEDIA_FORMATS as readonly string[]).includes(request.format) &&
    (MEDIA_QUALITIES as readonly number[]).includes(request.quality)
  );
}

/** The allowed sizes already chosen, by requested size: the clients ask for a few sizes, thousands of times. */
const chosenSizes = new Map<string, { readonly width: number; readonly height: number }>();
const MAX_CHOSEN_SIZES = 1_000;

/**
 * The allowed size for a requested one: the closest aspect ratio, then the widest that fits the requested width
 * (else the narrowest above it), so a layout that reserves the answered size keeps its box. On a tie the size
 * listed first wins. Remembered per requested size (bounded): a page of cards asks the same size for each card.
 */
export function nearestMediaSize(width: number, height: number): { readonly width: number; readonly height: number } {
  const key = `${width}x${height}`;
  let chosen = chosenSizes.get(key);
  if (chosen === undefined) {
    if (chosenSizes.size >= MAX_CHOSEN_SIZES) chosenSizes.clear();
    chosen = Object.freeze(closestSize(width, height));
    chosenSizes.set(key, chosen);
  }
  return chosen;
}

function closestSize(width: number, height: number): { width: number; height: number } {
  const wanted = Math.log(Math.max(1, width) / Math.max(1, height));
  let best: readonly [number, number] = [370, 250];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const size of MEDIA_SIZES) {
    const [w, h] = size;
    const score = Math.abs(Math.log(w / h) - wanted) * 1e6 + (w <= width ? width - w : (w - width) * 1e3);
    if (score < bestScore) [best, bestScore] = [size, score];
  }
  return { width: best[0], height: best[1] };
}

/** The allowed quality nearest to the requested one (the lower on a tie). */
export function nearestMediaQuality(quality: number): number {
  let best: number = MEDIA_QUALITIES[0];
  for (const allowed of MEDIA_QUALITIES) if (Math.abs(allowed - quality) < Math.abs(best - quality)) best = allowed;
  return best;
}
