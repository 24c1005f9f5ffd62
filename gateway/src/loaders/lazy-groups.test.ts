import { describe, expect, it } from 'vitest';
import { lazyGroups } from './lazy-groups.ts';

describe('lazyGroups', () => {
  const setUp = () => {
    const built: string[] = [];
    const build = lazyGroups([
      ({ id }: { id: number }) => {
        built.push(`a${id}`);
        const shared = { id };
        return { first: shared, second: shared };
      },
      ({ id }: { id: number }) => {
        built.push(`b${id}`);
        return { other: `other of ${id}` };
      },
    ] as const);
    return { built, build };
  };

  it('builds a group only when one of its members is first read, and once per request', () => {
    const { built, build } = setUp();
    build({ id: 1 }); // the first request learns the member names by building every group once
    built.length = 0;
    const loaders = build({ id: 2 });
    expect(built).toEqual([]);
    expect(loaders.first).toBe(loaders.second);
    expect(loaders.first).toEqual({ id: 2 });
    expect(built).toEqual(['a2']);
    expect(loaders.other).toBe('other of 2');
    expect(built).toEqual(['a2', 'b2']);
  });

  it('never shares a group between two requests', () => {
    const { build } = setUp();
    const one = build({ id: 1 });
    const two = build({ id: 2 });
    expect(one.first).not.toBe(two.first);
    expect([one.first.id, two.first.id]).toEqual([1, 2]);
  });
});
