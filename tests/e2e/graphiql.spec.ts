import { expect, test } from '@playwright/test';
import { testStackPorts } from '../support/ports.ts';

const graphiqlUrl = `http://localhost:${testStackPorts.gateway}/graphql`;

test.describe('GraphiQL on the gateway', () => {
  test('loads the schema in a browser through CORS and CSRF prevention', async ({ page }) => {
    const schemaAnswer = page.waitForResponse(
      (response) => response.url() === graphiqlUrl && response.request().method() === 'POST',
    );
    await page.goto(graphiqlUrl);
    const response = await schemaAnswer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: { __schema?: unknown }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema).toBeTruthy();
  });
});
