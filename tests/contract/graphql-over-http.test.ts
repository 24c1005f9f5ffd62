/**
 * The GraphQL-over-HTTP server audit of graphql-http (the same suite as ../shared/tools/graphql-http-audit.mjs),
 * so the gateway's request rules (body limit, CSRF prevention, form bodies refused, masked parser errors)
 * cannot quietly break the protocol: every audit, MUST, SHOULD and MAY, has to pass.
 */
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

describe('GraphQL over HTTP audit', () => {
  for (const audit of serverAudits({ url: stack.gatewayUrl })) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});
