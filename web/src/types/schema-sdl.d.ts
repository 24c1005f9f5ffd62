/** The merged SDL of `@pilgrim/schema`, imported as text (Turbopack rule in next.config.ts, plugin in vitest.config.ts). */
declare module '@pilgrim/schema/schema.graphql' {
  const sdl: string;
  export default sdl;
}
