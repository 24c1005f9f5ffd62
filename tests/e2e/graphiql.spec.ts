import { expect, test } from '@playwright/test';
import { testStackPorts } from '../support/ports.ts';

const graphiqlUrl = `http://localhost:${testStackPorts.setupGateway}/graphql`;

// GraphiQL sends document texts, so it is served where they run: the tests' own gateway (development
// settings). The site's gateway runs trusted documents only, as in production, and offers no GraphiQL.
test.describe('GraphiQL on the gateway', () => {
  test("is not served by the site's gateway, which runs trusted documents only", async ({ request }) => {
    const page = await request.get(`http://localhost:${testStackPorts.gateway}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers()['content-type'] ?? '').not.toContain('text/html');
  });

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
