import sdl from '@pilgrim/schema/schema.graphql';
import { buildSchema } from 'graphql';

/** The contract's schema, built once from its SDL (bundled as text at build time; see next.config.ts). */
export const CONTRACT_SCHEMA = buildSchema(sdl);
