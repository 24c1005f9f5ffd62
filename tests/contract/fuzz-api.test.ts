/**
 * Issue 14 fuzzing, schemathesis-style: requests generated from the api's own OpenAPI document (every route,
 * parameters and bodies from their schemas, half with a signed-in user's token, the rest with the public one)
 * straight at the api. No answer is a 5xx or carries a stack trace or an internal path; the api stays healthy.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractClient } from '../support/contract-users.ts';
import { requestArbitrary, type FuzzRequest, type OpenApiDocument } from '../support/fuzz/openapi-requests.ts';
import { expectCleanAnswer } from '../support/fuzz/response-checks.ts';
import { seededIdsAndSlugs } from '../support/fuzz/seeded-values.ts';
import { FUZZ_BATCH, fuzzSettings, fuzzTimeoutMs } from '../support/fuzz/settings.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const settings = fuzzSettings();
const clientIp = '198.51.100.76';
let document: OpenApiDocument = { paths: {} };
let userToken = '';
let known: string[] = [];

beforeAll(async () => {
  document = (await (await fetch(`${stack.apiBaseUrl}/openapi.json`)).json()) as OpenApiDocument;
  userToken = await contractClient(stack, { mobilePrefix: '75', clientIp, label: 'fuzz-api' }).signedInUser();
  const seeded = await seededIdsAndSlugs(stack.apiBaseUrl, stack.apiToken);
  known = [...seeded.restIds, ...seeded.slugs];
});

type Answer = { status: number; body: string; deliberate503: boolean };

/** The api's documented 503s (api/CONTRACT.md): retry later, not a fault. */
const isDeliberate503 = (response: Response, body: string): boolean =>
  response.status === 503 && (response.headers.has('retry-after') || body.includes('The Razorpay webhook is not configured'));

async function send(request: FuzzRequest, signedIn: boolean): Promise<Answer> {
  // Signing the fuzz user out would leave the other half of the cases with a dead token.
  const token = signedIn && !request.path.endsWith('/auth/logout') ? userToken : stack.apiToken;
  const response = await fetch(`${stack.apiOrigin}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-client-ip': clientIp,
      'x-proxy-key': stack.apiProxyKey,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    body: request.method === 'GET' ? null : request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.text();
  return { status: response.status, body, deliberate503: isDeliberate503(response, body) };
}

describe('api fuzzing from the OpenAPI document (issue 14)', () => {
  it(
    `answers ${settings.runs} generated requests without a 5xx, stack trace or internal path`,
    async () => {
      console.log(`api fuzz: ${settings.runs} cases, seed ${settings.seed} (FUZZ_SEED=${settings.seed} replays them)`);
      const statuses = new Map<number, number>();
      const cases = fc.tuple(requestArbitrary(document, known), fc.boolean());
      await fc.assert(
        fc.asyncProperty(fc.array(cases, { minLength: FUZZ_BATCH, maxLength: FUZZ_BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map(([request, signedIn]) => send(request, signedIn)));
          answers.forEach(({ status }) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
          answers.forEach(({ status, body, deliberate503 }, index) => {
            const [request, signedIn] = batch[index]!;
            const sent = typeof request.body === 'string' ? request.body.slice(0, 300) : request.body === null ? '' : 'multipart';
            expectCleanAnswer(`${request.route} → ${request.method} ${request.path.slice(0, 300)} ${sent} (${signedIn ? 'user' : 'public'} token)`, status, body, deliberate503);
          });
        }),
        { numRuns: Math.ceil(settings.runs / FUZZ_BATCH), seed: settings.seed },
      );
      console.log(`answers by HTTP status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
      expect((await fetch(`${stack.apiBaseUrl}/health`)).status).toBe(200);
    },
    fuzzTimeoutMs(settings.runs),
  );
});
