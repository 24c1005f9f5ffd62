import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signing key of file links when FILE_URL_SECRET is not set: development only, refused in production. */
export const DEV_FILE_URL_SECRET = 'dev-file-url-secret-change-me';

/** Where files are served from, outside /api/v1 so that `<img src>` works without a token. */
export const FILES_PATH = '/files';

export type UrlSigner = {
  /** `/files/<key>?expires=<unix seconds>&signature=<hex>`, valid `minutes` from now. */
  pathOf(key: string): string;
  /** 'ok', 'expired' or 'invalid' for a key with the query's expiry and signature. */
  check(key: string, expires: string | undefined, signature: string | undefined): 'ok' | 'expired' | 'invalid';
};

/**
 * Signed, expiring file links (HMAC-SHA256 of the key and the expiry). Only a file's owner is ever handed
 * its link (each domain answers links in the owner's own 🔒 data); anyone else sees nothing to sign.
 */
export function createUrlSigner({ secret, minutes, now }: { secret: string; minutes: number; now: () => Date }): UrlSigner {
  const sign = (key: string, expires: string): string => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
  return {
    pathOf(key) {
      const expires = String(Math.floor(now().getTime() / 1000) + minutes * 60);
      return `${FILES_PATH}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    check(key, expires, signature) {
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
      if (!timingSafeEqual(Buffer.from(sign(key, expires), 'hex'), Buffer.from(signature, 'hex'))) return 'invalid';
      return Number(expires) * 1000 < now().getTime() ? 'expired' : 'ok';
    },
  };
}
