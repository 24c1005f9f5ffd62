import type { Thing, WithContext } from 'schema-dts';

/** `<` escaped so a title containing `</script>` cannot end the block early. */
const serialise = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * One JSON-LD block (schema.org, typed by `schema-dts`), rendered into the server HTML. Browsers never run
 * `application/ld+json`, so it needs no CSP nonce.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(data) }} />;
}
