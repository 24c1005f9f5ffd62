import { Hono } from 'hono';
import { errorBody } from '../http/errors.ts';
import { isFileKey } from './file-keys.ts';
import { contentDispositionOf } from './content-disposition.ts';
import type { FilesService } from './files-service.ts';
import { FILE_MESSAGES as MSG } from './messages.ts';
import { FILES_PATH } from './signed-urls.ts';

/**
 * `GET /files/<key>?expires&signature`: a stored file through its signed link, until the link expires (403
 * then); a wrong signature or unknown key is a 404. Private to the browser that asked, never cached beyond.
 * Images are shown inline, a PDF is a download (`contentDispositionOf`).
 */
export function fileRoutes({ files }: { files: FilesService }) {
  return new Hono().get(`${FILES_PATH}/*`, async (c) => {
    const key = c.req.path.slice(FILES_PATH.length + 1);
    const verdict = isFileKey(key) ? files.signer.check(key, c.req.query('expires'), c.req.query('signature')) : 'invalid';
    if (verdict === 'expired') return c.json(errorBody(403, MSG.linkExpired), 403);
    const object = verdict === 'ok' ? await files.store.get(key) : null;
    if (!object) return c.json(errorBody(404, MSG.linkInvalid), 404);
    return c.body(Buffer.from(object.bytes), 200, {
      'content-type': object.contentType,
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDispositionOf(object.contentType, key.split('/').at(-1) ?? 'file'),
    });
  });
}
