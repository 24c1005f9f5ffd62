import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env.ts';
import { withNullableHints } from '../http/openapi-nullable.ts';
import { API_BASE_PATH } from './open-paths.ts';

/** `GET /api/v1/openapi.json`: the document of every route registered on `app`, with its token scheme. */
export function serveOpenApi(app: OpenAPIHono<AppEnv>, publicUrl: string | undefined): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The public token or a user token, bare or as `Bearer <token>`',
  });
  const openApiConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Pilgrim booking REST API',
      version: '1.0.0',
      description: 'The REST /api/v1 of the booking platform: catalogue, content, accounts, OTP, wishlist, departures, travellers, cart, payments, orders, group orders, gift cards, enquiries, subscribers, Zoom sessions, reviews, FAQs, weather, the wallet, employees, tour guides, push tokens, countries and KMY registrations (see api/CONTRACT.md). Media under /media and the test payment page under /payment-provider/test are public.',
    },
    // The paths carry /api/v1, so the server is the origin itself (tools such as GraphQL Mesh need it).
    servers: [{ url: publicUrl ?? '/', description: 'This api' }],
    security: [{ token: [] }],
  };
  app.get(`${API_BASE_PATH}/openapi.json`, (c) => c.json(withNullableHints(app.getOpenAPI31Document(openApiConfig))));
}
