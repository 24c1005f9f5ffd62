import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RestOutcome } from '../rest/outcome.ts';
import { runMutationStep } from './run-step.ts';
import type { MutationUserError } from './user-error.ts';

const refused = (status: number, message: string | null): RestOutcome<string> => ({ ok: false, status, message, retryAfterSeconds: null });

interface Payload {
  done: string | null;
  userErrors: MutationUserError[];
}

/** A step over a 4-digit code whose payload shows what happened. */
const step = (call: (code: string) => Promise<RestOutcome<string>>, extra: { signedIn?: boolean; input?: unknown } = {}) => ({
  input: extra.input ?? { code: '1234' },
  schema: z.object({ code: z.string().regex(/^\d{4}$/, 'Four digits') }),
  ...(extra.signedIn === undefined ? {} : { signedIn: extra.signedIn }),
  call: ({ code }: { code: string }) => call(code),
  refusal: { serverOr: 'Could not do it' },
  succeed: (value: string): Payload => ({ done: value, userErrors: [] }),
  fail: (userErrors: MutationUserError[]): Payload => ({ done: null, userErrors }),
});

describe('runMutationStep', () => {
  it('makes the call with the validated input and answers its success', async () => {
    const call = vi.fn(async (code: string) => ({ ok: true as const, value: `done ${code}` }));
    await expect(runMutationStep(step(call))).resolves.toEqual({ done: 'done 1234', userErrors: [] });
  });

  it('answers an invalid input with a user error per field and makes no call', async () => {
    const call = vi.fn();
    await expect(runMutationStep(step(call, { input: { code: '12' } }))).resolves.toEqual({
      done: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Four digits', field: 'code' }],
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('asks a caller without a user token to sign in before anything else', async () => {
    const call = vi.fn();
    const answer = await runMutationStep(step(call, { signedIn: false, input: {} }));
    expect(answer.userErrors).toEqual([{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }]);
    expect(call).not.toHaveBeenCalled();
  });

  it("turns a refusal into its policy's user error", async () => {
    const answer = await runMutationStep(step(async () => refused(400, null)));
    expect(answer.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Could not do it', field: null }]);
  });

  it('shows the spec text for a 5xx, not the server message', async () => {
    const answer = await runMutationStep(step(async () => refused(503, 'Service Unavailable')));
    expect(answer.userErrors).toEqual([
      { code: 'REJECTED', message: 'Something unexpected happened or please try again later.', field: null },
    ]);
  });
});
