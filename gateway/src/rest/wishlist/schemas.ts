import { z } from 'zod';
import { dataEnvelope } from '../envelope.ts';

/** The caller's wishlisted package ids, newest first: what get-wishlistids, add-wishlist and delete-wishlist answer. */
export const wishlistIdsAnswer = dataEnvelope(z.array(z.string()));

/** The wishlist type of every call: the spec shows packages only. */
export const PACKAGE_WISHLIST = 'package';
