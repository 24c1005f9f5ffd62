/** Issue 10's budget: first-load JavaScript, compressed as `next start` sends it (gzip), in KiB (1024 bytes). */
export const FIRST_LOAD_JS_BUDGET_KIB = 150;

/** The pages held to it, by their App Router route (the page's folder under `src/app`). */
export const budgetedPages = [
  { name: 'home', route: '/' },
  { name: 'category', route: '/package/[categorySlug]' },
  { name: 'package', route: '/[categorySlug]/[packageSlug]' },
] as const;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
