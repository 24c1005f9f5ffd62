/**
 * Fails (exit 1) when a budgeted page's first-load JavaScript passes the budget, naming the page and its size, or
 * when one of its scripts lacks the compile hint the build adds (scripts/compile-hints.ts).
 * Reads the `next build` output (`web/.next`); run after the build: `pnpm --filter ./web run budgets`.
 * `--verbose` lists every file of each page's first load.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureFirstLoadJs } from './budgets/firstLoadJs.ts';
import { unhintedScripts } from './compile-hints/unhintedScripts.ts';
import { budgetedPages, FIRST_LOAD_JS_BUDGET_KIB, FIRST_LOAD_JS_TARGET_KIB, kib } from './budgets/pageBudgets.ts';

const nextDir = fileURLToPath(new URL('../.next', import.meta.url));
const verbose = process.argv.includes('--verbose');
if (!existsSync(nextDir)) {
  console.error(`No build output at ${nextDir}: run \`pnpm --filter ./web run build\` first.`);
  process.exit(1);
}

const limit = FIRST_LOAD_JS_BUDGET_KIB * 1024;
const over: string[] = [];
const unhinted = new Set<string>();
for (const page of budgetedPages) {
  const measured = measureFirstLoadJs(nextDir, page.route);
  const verdict = measured.gzip > limit ? 'OVER' : 'ok';
  console.log(
    `${verdict.padEnd(4)} ${page.name} (${page.route}): ${kib(measured.gzip)} gzip, ${kib(measured.brotli)} brotli, ` +
      `${measured.files.length} files; budget ${FIRST_LOAD_JS_BUDGET_KIB} KiB gzip (target ${FIRST_LOAD_JS_TARGET_KIB})`,
  );
  if (verbose) for (const file of measured.files) console.log(`       ${kib(file.gzip).padStart(10)}  ${file.file}`);
  if (measured.gzip > limit) over.push(`${page.name} ${page.route} ${kib(measured.gzip)}`);
  // The build's last step (scripts/compile-hints.ts); without it the page's scripts compile on the main thread.
  for (const file of unhintedScripts(nextDir, measured.files.map(({ file }) => file))) unhinted.add(file);
}
if (unhinted.size > 0) {
  console.error(`First-load scripts without the compile hint (run the web's build script, not next build alone): ${[...unhinted].join(', ')}`);
}
if (over.length > 0) {
  console.error(`First-load JavaScript over the ${FIRST_LOAD_JS_BUDGET_KIB} KiB budget: ${over.join('; ')}`);
}
if (over.length > 0 || unhinted.size > 0) process.exit(1);
