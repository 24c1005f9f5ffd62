import localFont from 'next/font/local';

/**
 * Inter from the @fontsource-variable package: no font is fetched from the internet at build or run time. One
 * variable file (latin subset, weight axis 100–900, ~48 kB) covers the 400–800 weights the styles use; the five
 * static files it replaces were ~120 kB, all preloaded ahead of the page's own requests. `swap` paints text in
 * the size-adjusted fallback at once (no invisible text, no shift worth counting) and swaps when the file lands.
 */
export const inter = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
});
