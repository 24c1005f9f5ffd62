/**
 * Starts the real stack for the contract suite: api on a fresh in-memory DB, the counting proxy, and the
 * gateway pointed at the proxy. Tests read the URLs through `inject('stack')` (see support/stack-context.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { leakedSecrets, stackSecrets } from '../support/log-secrets.ts';
import '../support/stack-context.ts';
import { repoRoot, startStack } from '../support/stack-processes.ts';

/**
 * The services' logs go to tests/test-results/service-logs/contract-<pid>/; after the run they must hold none of
 * the stack's tokens and keys (issue 14, "Secrets in logs"): a leak fails the run and keeps the logs. A run with a
 * failed test keeps them as well, for its diagnosis; a passing run removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logDir = join(repoRoot, 'tests', 'test-results', 'service-logs', `contract-${process.pid}`);
  // The upstream call counts (the N+1 proofs) need every use to reach the api: here the api grants the gateway's
  // upstream cache no freshness window; contract/upstream-freshness.test.ts proves the window on a stack of its own.
  const apiEnv = { API_SHARED_MAX_AGE_SECONDS: '0' };
  const stack = await startStack({ countingProxy: true, echoOutput: process.env.CONTRACT_ECHO === '1', logDir, apiEnv });
  project.provide('stack', stack.urls);
  return async () => {
    await stack.stop();
    const files = stack.urls.logFiles ? [stack.urls.logFiles.api, stack.urls.logFiles.gateway] : [];
    const leaks = leakedSecrets(files, stackSecrets(stack.urls));
    if (leaks.length > 0) throw new Error(`secrets in the services' logs (kept in ${logDir}): ${leaks.join('; ')}`);
    // A failed test (or an error outside the tests) keeps them too: its request ids and the upstream's errors are in them.
    const { state } = project.vitest;
    if (state.getCountOfFailedTests() > 0 || state.getUnhandledErrors().length > 0) console.log(`\n[contract] a test failed: the services' logs are kept in ${logDir}`);
    else rmSync(logDir, { recursive: true, force: true });
  };
}
