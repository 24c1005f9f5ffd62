import { z } from 'zod';

export const RETURN_PATH_MESSAGE = 'The return path must be a path on this site, such as /check-out/payment';

/** A same-site path: one leading `/`, not `//` or `/\` (which browsers read as another host), no spaces or control characters. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * `returnPath` as the `returnUrl` the payment provider sends the customer back to: the path on the web's
 * origin (`GATEWAY_WEB_ORIGIN`), never anywhere else.
 */
export const returnUrlField = (webOrigin: string) =>
  z
    .string()
    .max(500, RETURN_PATH_MESSAGE)
    .regex(SAME_SITE_PATH, RETURN_PATH_MESSAGE)
    .transform((path) => new URL(path, webOrigin))
    .refine((url) => url.origin === webOrigin, RETURN_PATH_MESSAGE)
    .transform((url) => url.href);
