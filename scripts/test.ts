/**
 * `pnpm test`: builds what the tests need, checks the web's page budgets, then typecheck, unit (vitest per package), contract
 * (gateway over a real api, over HTTP) and e2e (Playwright in Chromium against `next start`).
 * The api's unit tests and the contract suite run a second time on a throw-away PostgreSQL cluster (scripts/postgres.ts),
 * the api's in parallel with the gateway's and web's unit tests. A throw-away Redis (scripts/redis.ts) runs beside it:
 * its URL goes to every unit and contract run as `REDIS_TEST_URL` (suites on Redis skip without it, fail in CI).
 * Counts come from the runners' JSON reports and close the run as one "N passed, N failed" line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './env.ts';
import { ensurePostgres, startPostgres, type PostgresCluster } from './postgres.ts';
import { ensureRedis, startRedis, type RedisServer } from './redis.ts';

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test by name, so the summary (all a CI log's tail may show) says which ones failed. */
const failedTests: string[] = [];
/** Each browser test that failed and then passed on retry (it counts as passed; the list is for whoever fixes flakes). */
const flakyTests: string[] = [];
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

/** The first line of a failure message, without terminal colours, at most 200 characters. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((text) => text.trim()) ?? '(no message)';
  return line.trim().slice(0, 200);
}

/** Like `run`, without waiting: the output is kept and printed as one block when the command ends. */
function runInBackground(title: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  console.log(`\n━━ ${title} (in the background)`);
  const child = spawn(command, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n━━ ${title} (its output)`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function addVitestCounts(file: string, run: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  for (const testFile of report.testResults) {
    const where = relative(repoRoot, testFile.name);
    const failed = testFile.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${run} › ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (testFile.status === 'failed' && failed.length === 0) failedTests.push(`${run} › ${where}: ${firstLine(testFile.message)}`);
  }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; ok: boolean; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
};

function failedSpecs(suite: PlaywrightSuite, run: string, path: string[]): void {
  for (const spec of suite.specs ?? []) {
    const flaky = spec.tests.some((test) => test.status === 'flaky');
    if (spec.ok && !flaky) continue;
    const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message;
    const line = `${run} › ${spec.file} › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`;
    (spec.ok ? flakyTests : failedTests).push(line);
  }
  for (const child of suite.suites ?? []) failedSpecs(child, run, [...path, child.title]);
}

function addPlaywrightCounts(file: string, run: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  // The top suites are the files; the ones below them are the describe blocks.
  for (const suite of report.suites) failedSpecs(suite, run, []);
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

let cluster: PostgresCluster | null = null;
let redisServer: RedisServer | null = null;
// The cluster and the Redis server go with this process, however it ends.
process.on('exit', () => {
  cluster?.stop();
  redisServer?.stop();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** Starts the throw-away cluster; missing PostgreSQL fails the run in CI and is only reported locally. */
async function postgresForTests(): Promise<PostgresCluster | null> {
  const bin = ensurePostgres();
  if (!bin) {
    console.log('\n━━ PostgreSQL is not installed (Debian: apt-get install -y postgresql): the api and contract suites run on PGlite only');
    if (process.env.CI) failures.push('PostgreSQL missing');
    return null;
  }
  try {
    cluster = await startPostgres(bin, process.env.PG_TEST_PORT ? Number(process.env.PG_TEST_PORT) : undefined);
    console.log(`\n━━ PostgreSQL started for the tests: ${cluster.serverUrl}`);
    return cluster;
  } catch (error) {
    console.error((error as Error).message);
    failures.push('PostgreSQL start');
    return null;
  }
}

/** Starts the throw-away Redis; missing Redis fails the run in CI and is only reported locally (suites on Redis skip). */
async function redisForTests(): Promise<RedisServer | null> {
  const binary = ensureRedis();
  if (!binary) {
    console.log('\n━━ Redis is not installed (Debian: apt-get install -y redis-server): the suites on Redis are skipped');
    if (process.env.CI) failures.push('Redis missing');
    return null;
  }
  try {
    redisServer = await startRedis(binary, process.env.REDIS_TEST_PORT ? Number(process.env.REDIS_TEST_PORT) : undefined);
    console.log(`\n━━ Redis started for the tests: ${redisServer.url}`);
    return redisServer;
  } catch (error) {
    console.error((error as Error).message);
    failures.push('Redis start');
    return null;
  }
}

const chrome = chromiumPath();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures: string[] = [];
function step(title: string, ok: boolean): void {
  if (!ok) failures.push(title);
}

step('build', run('build (schema SDL, gateway codegen, relay + next build + compile hints)', 'pnpm', ['run', 'build']));
if (failures.length === 0) {
  // Issue 10's page budgets: first-load JavaScript of home, category and package pages, read from the build.
  step('page budgets', run('page budgets: first-load JavaScript (web/scripts/check-budgets.ts)', 'pnpm', ['--filter', './web', 'run', 'budgets']));
  step('typecheck', run('typecheck', 'pnpm', ['run', 'typecheck']));
  const postgres = await postgresForTests();
  const redis = await redisForTests();
  // Every unit and contract run gets the Redis (each test keys under its own random prefix); it stops at exit.
  const redisEnv: NodeJS.ProcessEnv = redis ? { REDIS_TEST_URL: redis.url } : {};
  const vitestArgs = (report: string) => ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`];
  // The api suite on PostgreSQL runs beside the unit tests on PGlite (each file makes its own throw-away database).
  const apiOnPostgresReport = join(reports, 'unit-api-postgres.json');
  const apiOnPostgres = postgres
    ? runInBackground('unit tests: api on PostgreSQL', 'pnpm', vitestArgs(apiOnPostgresReport), join(repoRoot, 'api'), { ...redisEnv, API_TEST_DATABASE_URL: postgres.serverUrl })
    : null;
  for (const pkg of ['api', 'gateway', 'web']) {
    const report = join(reports, `unit-${pkg}.json`);
    step(`unit ${pkg}`, run(`unit tests: ${pkg}`, 'pnpm', vitestArgs(report), join(repoRoot, pkg), redisEnv));
    addVitestCounts(report, `unit ${pkg}`);
  }
  if (apiOnPostgres) {
    step('unit api on PostgreSQL', await apiOnPostgres);
    addVitestCounts(apiOnPostgresReport, 'unit api on PostgreSQL');
  }
  const contractReport = join(reports, 'contract.json');
  step('contract', run('contract tests: gateway over a real api', 'pnpm', vitestArgs(contractReport), join(repoRoot, 'tests'), redisEnv));
  addVitestCounts(contractReport, 'contract');
  if (postgres) {
    // The contract stack's api on a fresh PostgreSQL database instead of an in-memory PGlite.
    const contractOnPostgresReport = join(reports, 'contract-postgres.json');
    const databaseUrl = postgres.createDatabase('contract');
    step(
      'contract on PostgreSQL',
      run('contract tests: gateway over a real api on PostgreSQL', 'pnpm', vitestArgs(contractOnPostgresReport), join(repoRoot, 'tests'), { ...redisEnv, CONTRACT_DATABASE_URL: databaseUrl }),
    );
    addVitestCounts(contractOnPostgresReport, 'contract on PostgreSQL');
    // Issue 15: two apis, gateways and webs on one database and this Redis act as one site (tests/multi-instance).
    const multiInstanceReport = join(reports, 'multi-instance.json');
    step(
      'multi-instance',
      run('multi-instance test: two of each service on one PostgreSQL and one Redis', 'pnpm', ['run', 'multi-instance'], join(repoRoot, 'tests'), {
        ...redisEnv,
        CHROME_PATH: chrome,
        PLAYWRIGHT_JSON_OUTPUT_NAME: multiInstanceReport,
        MULTI_INSTANCE_DATABASE_URL: postgres.createDatabase('multi_instance'),
      }),
    );
    addPlaywrightCounts(multiInstanceReport, 'multi-instance');
    postgres.stop();
  }
  const e2eReport = join(reports, 'e2e.json');
  step(
    'e2e',
    run('e2e tests: Playwright in Chromium', 'pnpm', ['exec', 'playwright', 'test'], join(repoRoot, 'tests'), {
      CHROME_PATH: chrome,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    }),
  );
  addPlaywrightCounts(e2eReport, 'e2e');
}

console.log(`\n━━ summary`);
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`failed: ${test}`);
for (const test of flakyTests) console.log(`flaky (passed on retry): ${test}`);
if (total.failed === 0 && failures.length > 0) total.failed = failures.length;
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(failures.length === 0 ? 0 : 1);
