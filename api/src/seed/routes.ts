import { himalayanRoutes } from './routes-himalaya.ts';
import { himalayanIndiaRoutes } from './routes-india.ts';
import { templeRoutes } from './routes-temples.ts';
import type { RouteTemplate } from './types.ts';

const allRoutes: Record<string, RouteTemplate> = { ...himalayanRoutes, ...himalayanIndiaRoutes, ...templeRoutes };

export function routeTemplate(key: string): RouteTemplate {
  const route = allRoutes[key];
  if (!route) throw new Error(`Seed data names an unknown route template: ${key}`);
  return route;
}
