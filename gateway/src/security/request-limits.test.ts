import { describe, expect, it } from 'vitest';
import { fakeUpstream } from '../testing/fake-upstream.ts';
import { testGateway } from '../testing/gateway.ts';
import { REQUEST_LIMITS } from './request-limits.ts';

const gateway = () => testGateway(fakeUpstream(() => undefined).fetch).yoga;

const postJson = (body: string) =>
  gateway().fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('request limits', () => {
  it('answers 413 to a body over 100 kB without parsing it', async () => {
    const response = await postJson(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(100_001) } }));
    expect(response.status).toBe(413);
  });

  it('answers 413 when the declared content-length is over the limit', async () => {
    const response = await gateway().fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '20000000' },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });

  it('answers 400 to a content-length that is not one number (a smuggling attempt)', async () => {
    const headers = { 'content-type': 'application/json', 'content-length': '10, 10' };
    const response = await gateway().fetch('http://gateway.test/graphql', { method: 'POST', headers, body: '{}' });
    expect(response.status).toBe(400);
  });

  it('answers 413 to an upload whose content-length passes the upload limit', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(REQUEST_LIMITS.maxUploadBodyBytes + 1) };
    const response = await gateway().fetch('http://gateway.test/graphql', { method: 'POST', headers, body: '--x--' });
    expect(response.status).toBe(413);
  });

  it('answers 400 to variables nested deeper than 10 levels', async () => {
    const response = await postJson(JSON.stringify({ query: '{ __typename }', variables: { deep: nested(10) } }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('nested deeper than 10 levels');
  });

  it('refuses a body nested 40,000 deep without overflowing the stack', async () => {
    const response = await postJson(`{"query":"{ __typename }","variables":{"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}}`);
    expect(response.status).toBe(400);
  });

  it('accepts the flat variables of ordinary operations', async () => {
    const response = await postJson(JSON.stringify({ query: '{ __typename }', variables: { input: { device: { deviceID: 'd1' } } } }));
    expect(response.status).toBe(200);
  });

  it('answers 400 to a variable string over 10,000 characters', async () => {
    const response = await postJson(JSON.stringify({ query: '{ __typename }', variables: { text: 'x'.repeat(10_001) } }));
    expect(response.status).toBe(400);
  });

  it('refuses a string literal over 10,000 characters in the document', async () => {
    const { errors } = await testGateway(fakeUpstream(() => undefined).fetch).execute(
      `{ search(query: "${'x'.repeat(10_001)}") { totalCount } }`,
    );
    expect(errors?.[0]?.message).toBe('String literals are limited to 10000 characters.');
  });

  it('counts __typename aliases against the alias limit', async () => {
    const aliases = Array.from({ length: 100 }, (_, index) => `t${index}: __typename`).join(' ');
    const { data, errors } = await testGateway(fakeUpstream(() => undefined).fetch).execute(`{ ${aliases} }`);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded, found 100/i);
  });

  it.each(['{"query": "{ __typename }",', ''])('answers the body %j with 400 and without the parser in the error', async (text) => {
    const response = await postJson(text);
    const body = (await response.json()) as { errors: { message: string; extensions?: Record<string, unknown> }[] };
    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toBe('POST body sent invalid JSON.');
    expect(body.errors[0]?.extensions?.['originalError']).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/SyntaxError|position/);
  });
});
