import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What `idempotency_keys` holds is readable only with the raw `Idempotency-Key`. A first answer may carry a bearer
 * token, a reset token or a gift-card code (stored everywhere else only as SHA-256 hashes), and a request body may
 * carry a password, so:
 * - the key is stored as HMAC-SHA-256 under a subkey of the server secret (`keyHash`): a dump does not show it, and
 *   without the secret it cannot even be guessed at;
 * - the request's body hash and the answer's AES-256-GCM key come from HKDF-SHA-256 over the raw key (salt: the
 *   secret, info: the purpose and the scope): a dump, even with the secret, opens no answer and tests no password
 *   guess without the raw key, which only the client holds;
 * - a sealed answer is `v1.<iv>.<tag>.<ciphertext>` (base64url, a random 12-byte IV each time), its status, content
 *   type and request hash bound as associated data: a changed byte anywhere fails the tag check.
 */
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The answer fields that stay in clear (the middleware reads them) but are bound to the sealed body. */
export type AnswerHead = { requestHash: string; status: number; contentType: string | null };

export type KeySecrets = {
  /** HMAC of the request body under a key derived from the raw key: the same key with another body is refused. */
  requestHash: (body: string) => string;
  seal: (body: string, head: AnswerHead) => string;
  /** The body, or null when the stored text is not a sealed answer of this key, scope and head (tampered, corrupt). */
  open: (sealed: string, head: AnswerHead) => string | null;
};

const lookupSubkey = (secret: string) => createHmac('sha256', secret).update('idempotency-key lookup v1').digest();

/** The stored form of a raw `Idempotency-Key` (hex HMAC-SHA-256 under a subkey of `secret`). */
export function idempotencyKeyHash(secret: string, key: string): string {
  return createHmac('sha256', lookupSubkey(secret)).update(key).digest('hex');
}

/** The hash and the sealing of one key's request and answer within `scope` (`POST <path> <caller>`). */
export function keySecrets(secret: string, key: string, scope: string): KeySecrets {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', key, secret, `idempotency ${purpose} v1\0${scope}`, 32));
  const macKey = derive('request');
  const aesKey = derive('answer');
  const aad = (head: AnswerHead) => Buffer.from(JSON.stringify([FORMAT, head.requestHash, head.status, head.contentType]));
  return {
    requestHash: (body) => createHmac('sha256', macKey).update(body).digest('hex'),
    seal(body, head) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES }).setAAD(aad(head));
      const ciphertext = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, head) {
      const [format, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (format !== FORMAT || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) return null;
      const [ivBytes, tagBytes] = [Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url')];
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes, { authTagLength: TAG_BYTES }).setAAD(aad(head)).setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
