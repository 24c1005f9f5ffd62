import { defineConfig, devices } from '@playwright/test';
import { e2eCacheInvalidationSecret, e2eNextAuthSecret } from './support/cache-notice-secret.ts';
import { e2eLogDir } from './support/e2e-run-secrets.ts';
import { testStackPorts } from './support/ports.ts';

const ports = testStackPorts;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results/e2e',
  // After the run, the services' logs must hold no secret the run knows (issue 14, "Secrets in logs").
  globalTeardown: './support/e2e-log-scan.ts',
  use: {
    baseURL: `http://localhost:${ports.web}`,
    // Recording a trace costs about a third of a spec's time on this machine (login + search: 1.8 → 1.2 min), so
    // traces are recorded only on the retry CI gives a failed test; locally, `--trace on` when a spec needs one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [{
    command: 'node --import tsx ../scripts/stack.ts start',
    url: `http://localhost:${ports.web}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // The launcher stops api, gateway and web itself on SIGTERM; a bare SIGKILL would skip that.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      API_PORT: String(ports.api),
      GATEWAY_PORT: String(ports.gateway),
      WEB_PORT: String(ports.web),
      API_DATA_DIR: 'memory://',
      // One access line per request would bury the run's output (the services log JSON at info by default).
      API_LOG_LEVEL: 'warn',
      GATEWAY_LOG_LEVEL: 'warn',
      API_DEV_OUTBOX: '1',
      // Each service's output is kept there for the secrets scan of support/e2e-log-scan.ts.
      STACK_LOG_DIR: e2eLogDir,
      // Every spec signs up and signs in from the one browser on loopback, which the gateway forwards as one
      // client IP: the whole run is one client reaching dozens of numbers in minutes, exactly what the
      // production per-IP OTP caps (8 numbers, 20 sends an hour) refuse. Only these two are raised, with room for
      // the suite to grow (~150 specs reach ~110 numbers today; a sign-up sends to a mobile and an e-mail).
      API_LIMIT_OTP_RECIPIENTS_PER_IP: '1000',
      API_LIMIT_OTP_SENDS_PER_IP: '2000',
      // The same one client sends every spec's enquiries, Zoom sign-ups and subscriptions (20 an hour in production).
      API_LIMIT_LEADS_PER_IP: '500',
      // ...and every spec's sign-ins (100 attempts per 15 minutes, 30 failures an hour in production): the specs that
      // sign in through the popup met the cap in a run of ~270 specs.
      API_LIMIT_SIGNIN_ATTEMPTS_PER_IP: '2000',
      API_LIMIT_SIGNIN_FAILURES_PER_IP: '500',
      // ...and every anonymous write (sign-ups, sign-ins, OTPs, leads: 300 per 10 minutes in production).
      API_LIMIT_WRITES_PER_IP: '100000',
      // The gateway's per-IP request rate (300 a minute in production): every spec's browser is the one loopback client.
      GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '100000',
      API_BASE_URL: `http://localhost:${ports.api}/api/v1`,
      MEDIA_BASE_URL: `http://localhost:${ports.api}`,
      GATEWAY_URL: `http://localhost:${ports.gateway}/graphql`,
      NEXTAUTH_URL: `http://localhost:${ports.web}`,
      // As in production: the site must work with its trusted-document ids alone (no document texts run).
      GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '0',
      // Known to the cached-pages spec, which posts change notices as the api does.
      CACHE_INVALIDATION_SECRET: e2eCacheInvalidationSecret,
      // Read back by support/session.ts to open the session cookie (the stack's own default is new every run).
      NEXTAUTH_SECRET: e2eNextAuthSecret,
    },
  },
  {
    // The tests' own gateway (support/ports.ts `setupGateway`): document texts allowed, same api.
    command: 'node --import tsx src/main.ts',
    cwd: '../gateway',
    url: `http://localhost:${ports.setupGateway}/health`,
    timeout: 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      GATEWAY_PORT: String(ports.setupGateway),
      GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '100000',
      // The specs read seats and orders through it to set up the next step: never a cached (stale) answer. The api's
      // change notices go to the site's gateway only, so a response cache here would keep seats already taken.
      GATEWAY_RESPONSE_CACHE: 'off',
      API_BASE_URL: `http://localhost:${ports.api}/api/v1`,
      MEDIA_BASE_URL: `http://localhost:${ports.api}`,
      GATEWAY_WEB_ORIGIN: `http://localhost:${ports.web}`,
      GATEWAY_ALLOW_ARBITRARY_DOCUMENTS: '1',
    },
  }],
});