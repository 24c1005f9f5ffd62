/** The stack URLs the contract global setup provides to every test file. */
import { inject } from 'vitest';
import type { StackUrls } from './stack-processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackUrls;
  }
}

/** The running stack; the counting proxy is always on in the contract suite. */
export function contractStack(): StackUrls & { proxyUrl: string } {
  const stack = inject('stack');
  if (stack.proxyUrl === null) throw new Error('the contract stack runs without its counting proxy');
  return { ...stack, proxyUrl: stack.proxyUrl };
}
