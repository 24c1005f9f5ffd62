/**
 * Issue 14 fuzzing: operations generated from the gateway's schema (every root query and mutation, hostile
 * variables), half of them signed in, against the running gateway. No answer is a 5xx or carries a stack trace
 * or an internal path, and the gateway stays healthy. `FUZZ_RUNS`/`FUZZ_SEED`: support/fuzz/settings.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractClient } from '../support/contract-users.ts';
import { operationArbitrary, type KnownValues } from '../support/fuzz/graphql-operations.ts';
import { expectCleanAnswer } from '../support/fuzz/response-checks.ts';
import { seededIdsAndSlugs } from '../support/fuzz/seeded-values.ts';
import { FUZZ_BATCH, fuzzSettings, fuzzTimeoutMs } from '../support/fuzz/settings.ts';
import { contractStack } from '../support/stack-context.ts';
import { repoRoot } from '../support/stack-processes.ts';

const stack = contractStack();
const settings = fuzzSettings();
const schema = buildSchema(readFileSync(join(repoRoot, 'schema', 'generated', 'schema.graphql'), 'utf8'));
const clientHeaders = { 'x-client-ip': '198.51.100.75', 'x-proxy-key': stack.gatewayProxyKey };
let userToken = '';
let known: KnownValues = { ids: [], strings: [] };

beforeAll(async () => {
  userToken = await contractClient(stack, { mobilePrefix: '75', clientIp: clientHeaders['x-client-ip'], label: 'fuzz' }).signedInUser();
  const seeded = await seededIdsAndSlugs(stack.apiBaseUrl, stack.apiToken);
  const globalIds = seeded.restIds.flatMap((id) => ['Package', 'Category'].map((type) => Buffer.from(`${type}:${id}`).toString('base64')));
  known = { ids: [...globalIds, ...seeded.restIds], strings: [...seeded.slugs, ...seeded.restIds] };
});

async function send(query: string, variables: Record<string, unknown>, signedIn: boolean): Promise<{ status: number; body: string }> {
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...clientHeaders,
      ...(signedIn ? { authorization: `Bearer ${userToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text() };
}

describe('gateway fuzzing (issue 14)', () => {
  it(
    `answers ${settings.runs} generated operations without a 5xx, stack trace or internal path`,
    async () => {
      console.log(`gateway fuzz: ${settings.runs} cases, seed ${settings.seed} (FUZZ_SEED=${settings.seed} replays them)`);
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(operationArbitrary(schema, known), fc.boolean()), { minLength: FUZZ_BATCH, maxLength: FUZZ_BATCH }), async (batch) => {
          // Signing the fuzz user out would leave the other half of the cases with a dead token.
          const answers = await Promise.all(batch.map(([operation, signedIn]) => send(operation.query, operation.variables, signedIn && operation.rootField !== 'mutation.signOut')));
          answers.forEach(({ status }) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
          answers.forEach(({ status, body }, index) => {
            const [operation] = batch[index]!;
            expectCleanAnswer(`${operation.rootField} ${JSON.stringify(operation.variables).slice(0, 300)}`, status, body);
          });
        }),
        { numRuns: Math.ceil(settings.runs / FUZZ_BATCH), seed: settings.seed },
      );
      console.log(`answers by HTTP status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
      const health = await fetch(stack.gatewayUrl.replace(/\/graphql$/, '/health'));
      expect(health.status).toBe(200);
    },
    fuzzTimeoutMs(settings.runs),
  );
});
