export interface JsonBounds {
  maxDepth: number;
  maxStringLength: number;
}

/**
 * The first way `value` (parsed JSON) breaks the bounds, as a sentence, or null when it keeps them.
 * Walks with an explicit stack, so a document nested 100,000 deep cannot overflow the call stack.
 */
export function jsonBoundsProblem(value: unknown, bounds: JsonBounds): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop()!;
    if (typeof item === 'string' && item.length > bounds.maxStringLength) {
      return `a string is longer than ${bounds.maxStringLength} characters`;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > bounds.maxDepth) return `it is nested deeper than ${bounds.maxDepth} levels`;
    for (const child of Object.values(item)) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
}
