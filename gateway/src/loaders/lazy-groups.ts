/** Builds one group of loaders (a domain's, e.g. the packages' loaders) for one request. */
export type GroupFactory<A, G extends object> = (args: A) => G;


type Merged<F extends readonly GroupFactory<never, object>[]> = F extends readonly [
  GroupFactory<never, infer G>,
  ...infer Rest extends readonly GroupFactory<never, object>[],
]
  ? G & Merged<Rest>
  : unknown;

interface LazyState<A> {
  args: A;
  made: (object | undefined)[];
}

/**
 * Merges groups of per-request loaders into one object whose groups are built on first use: most operations
 * touch one or two domains, so a request no longer constructs ~40 DataLoaders it never calls. The getters live
 * on one prototype built once (the member names come from building every group once, with the first request's
 * arguments), so a request costs one small object. A group's loaders share state (a page primes `packageById`),
 * which holds because a group is built whole, once per request.
 */
type ArgsOf<F> = F extends readonly [(args: infer A) => object, ...unknown[]] ? A : never;

export function lazyGroups<F extends readonly GroupFactory<never, object>[]>(factories: F): (args: ArgsOf<F>) => Merged<F> {
  type A = ArgsOf<F>;
  let prototype: object | undefined;
  const groupOf = (state: LazyState<A>, index: number): Record<string, unknown> => {
    state.made[index] ??= (factories[index] as GroupFactory<A, object>)(state.args);
    return state.made[index] as Record<string, unknown>;
  };
  const prototypeFor = (state: LazyState<A>): object => {
    const getters: PropertyDescriptorMap = {};
    factories.forEach((_factory, index) => {
      for (const name of Object.keys(groupOf(state, index))) {
        getters[name] = {
          get(this: LazyState<A>) {
            return groupOf(this, index)[name];
          },
          enumerable: true,
        };
      }
    });
    return Object.create(null, getters) as object;
  };
  return (args) => {
    const state: LazyState<A> = Object.create(prototype ?? null) as LazyState<A>;
    state.args = args;
    state.made = [];
    if (prototype === undefined) {
      prototype = prototypeFor(state);
      Object.setPrototypeOf(state, prototype);
    }
    return state as unknown as Merged<F>;
  };
}
