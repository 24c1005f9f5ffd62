/**
 * Starts the real stack for the contract suite: api on a fresh in-memory DB, the counting proxy, and the
 * gateway pointed at the proxy. Tests read the URLs through `inject('stack')` (see support/stack-context.ts).
 */
import type { TestProject } from 'vitest/node';
import '../support/stack-context.ts';
import { startStack } from '../support/stack-processes.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack({ countingProxy: true, echoOutput: process.env.CONTRACT_ECHO === '1' });
  project.provide('stack', stack.urls);
  return stack.stop;
}
