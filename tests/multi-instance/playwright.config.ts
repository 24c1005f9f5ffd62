/**
 * Issue 15's multi-instance test (`pnpm --filter ./tests run multi-instance`): its own stack of two apis, two
 * gateways and two webs on one PostgreSQL database and one Redis (global-setup.ts), shared by every test here.
 */
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/multi-instance',
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: base.projects,
});
