import { expect } from 'vitest';
import type { z } from '@hono/zod-openapi';
import { getJson, type TestApp } from '../test-support/test-app.ts';

export type Paged<T> = { status: number; message: string; data: T[]; total: number; page: number; limit: number };
export type One<T> = { status: number; message: string; data: T };
export type ErrorAnswer = { status: number; message: string };

/** Parses with the contract's schema and checks there is no field beyond it (e.g. a leaked bodyMarkdown). */
export function expectShape<S extends z.ZodObject>(schema: S, value: unknown): z.infer<S> {
  expect(Object.keys(value as object).sort()).toEqual(Object.keys(schema.shape).sort());
  return schema.parse(value);
}

/** Every page of a list path at `limit`, in order; the pages' totals must agree. */
export async function allPages<T>(app: TestApp['app'], path: string, limit: number): Promise<{ pages: T[][]; total: number }> {
  const join = path.includes('?') ? '&' : '?';
  const first = await getJson<Paged<T>>(app, `${path}${join}page=1&limit=${limit}`);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-total-count')).toBe(String(first.body.total));
  const pages = [first.body.data];
  for (let page = 2; page <= Math.ceil(first.body.total / limit); page += 1) {
    const next = await getJson<Paged<T>>(app, `${path}${join}page=${page}&limit=${limit}`);
    expect(next.body.total).toBe(first.body.total);
    pages.push(next.body.data);
  }
  return { pages, total: first.body.total };
}

/** Newest first, then by title: the order of every content list. */
export function expectListOrder(items: { publishedAt: string; title: string }[]): void {
  for (let index = 1; index < items.length; index += 1) {
    const [before, after] = [items[index - 1], items[index]];
    if (!before || !after) continue;
    const ordered = before.publishedAt > after.publishedAt || (before.publishedAt === after.publishedAt && before.title <= after.title);
    expect(ordered, `${before.title} before ${after.title}`).toBe(true);
  }
}
