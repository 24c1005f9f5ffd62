/**
 * `pnpm test`: builds what the tests need, checks the web's page budgets, then typecheck, unit (vitest per package), contract
 * (gateway over a real api, over HTTP) and e2e (Playwright in Chromium against `next start`).
 * Counts come from the runners' JSON reports and close the run as one "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './env.ts';

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const reports = join(repoRoot, 'tests', 'test-results', 'reports');

function canInstallDebianPackages(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((path): path is string => !!path);
  let found = candidates.find((path) => existsSync(path));
  if (!found && canInstallDebianPackages()) {
    console.log('Chromium is missing: installing Debian\'s chromium for the browser tests (about a minute)...');
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' }) : update;
    if (install.status === 0 && existsSync('/usr/bin/chromium')) found = '/usr/bin/chromium';
  }
  if (!found) {
    console.error(
      'No Chromium found for the browser tests. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.',
    );
    process.exit(1);
  }
  return found;
}

function run(title: string, command: string, args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status === 0;
}

function addVitestCounts(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywrightCounts(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

const chrome = chromiumPath();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures: string[] = [];
function step(title: string, ok: boolean): void {
  if (!ok) failures.push(title);
}

step('build', run('build (schema SDL, gateway codegen, relay + next build)', 'pnpm', ['run', 'build']));
if (failures.length === 0) {
  // Issue 10's page budgets: first-load JavaScript of home, category and package pages, read from the build.
  step('page budgets', run('page budgets: first-load JavaScript (web/scripts/check-budgets.ts)', 'pnpm', ['--filter', './web', 'run', 'budgets']));
  step('typecheck', run('typecheck', 'pnpm', ['run', 'typecheck']));
  for (const pkg of ['api', 'gateway', 'web']) {
    const report = join(reports, `unit-${pkg}.json`);
    step(
      `unit ${pkg}`,
      run(`unit tests: ${pkg}`, 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`], join(repoRoot, pkg)),
    );
    addVitestCounts(report);
  }
  const contractReport = join(reports, 'contract.json');
  step(
    'contract',
    run('contract tests: gateway over a real api', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${contractReport}`], join(repoRoot, 'tests')),
  );
  addVitestCounts(contractReport);
  const e2eReport = join(reports, 'e2e.json');
  step(
    'e2e',
    run('e2e tests: Playwright in Chromium', 'pnpm', ['exec', 'playwright', 'test'], join(repoRoot, 'tests'), {
      CHROME_PATH: chrome,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    }),
  );
  addPlaywrightCounts(e2eReport);
}

console.log(`\n━━ summary`);
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
if (total.failed === 0 && failures.length > 0) total.failed = failures.length;
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(failures.length === 0 ? 0 : 1);
