/**
 * Test-only pauses inside write transactions, for the crash-safety test (`crash-safety.test.ts`): with
 * `API_TEST_CRASH_POINT=<name>` the write path stops at that point, after some of its rows are written and before
 * its COMMIT, prints `crash point <name> reached` and waits until the test kills the process (`kill -9`).
 * Ignored under `NODE_ENV=production` (readEnv also refuses the variable there).
 */
export const CRASH_POINTS = ['sign-up', 'payment-callback', 'wallet-spend'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

export async function crashPoint(name: CrashPoint): Promise<void> {
  if (process.env.API_TEST_CRASH_POINT !== name || process.env.NODE_ENV === 'production') return;
  console.log(`crash point ${name} reached`);
  await new Promise<never>(() => {});
}
