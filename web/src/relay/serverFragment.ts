/**
 * The data of a fragment that a server component reads from the raw answer of a server-only query, where the
 * fragment is spread with `@relay(mask: false)`: its fields are in the parent's data, without Relay's masking marker.
 */
export type ServerFragment<TData> = Omit<TData, ' $fragmentType'>;
