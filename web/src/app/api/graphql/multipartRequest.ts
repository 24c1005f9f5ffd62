import { z } from 'zod';
import { admitPost, type AdmittedRequest, type Refusal } from './requestGuard';

/** Files one upload request may carry (a form's document scans). */
export const MAX_UPLOAD_FILES = 4;

/** `{ "0": ["variables.input.file"] }`: each file feeds one variable path (GraphQL multipart request spec). */
const mapSchema = z
  .record(z.string().regex(/^\d{1,2}$/), z.array(z.string().regex(/^variables(\.[A-Za-z_][\w]*|\.\d+)+$/)).length(1))
  .refine((map) => Object.keys(map).length <= MAX_UPLOAD_FILES, `at most ${MAX_UPLOAD_FILES} files`);

const refusal = (message: string): Refusal => ({ status: 400, message: `Invalid upload request: ${message}` });

/**
 * An upload (GraphQL multipart request spec) as the proxy admits it: `operations` names a trusted mutation by
 * id (never a text), `map` points each file at a variable, and each named part is a file. The form forwarded
 * to the gateway is rebuilt from what was checked; nothing else the browser sent goes along.
 */
export async function admitMultipart(bytes: Uint8Array, contentType: string): Promise<{ admitted: AdmittedRequest; form: FormData } | Refusal> {
  let received: FormData;
  try {
    received = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return refusal('the body is not multipart/form-data');
  }
  const operations = received.get('operations');
  if (typeof operations !== 'string') return refusal('the "operations" field is missing');
  const admitted = admitPost(operations);
  if ('status' in admitted) return admitted;
  if (admitted.document.kind !== 'mutation') return refusal('only mutations upload files');
  let map: z.infer<typeof mapSchema>;
  try {
    map = mapSchema.parse(JSON.parse(String(received.get('map') ?? '{}')));
  } catch {
    return refusal('the "map" field is not a map of files to variables');
  }
  const form = new FormData();
  form.set('operations', JSON.stringify(admitted.request));
  form.set('map', JSON.stringify(map));
  for (const name of Object.keys(map)) {
    const file = received.get(name);
    if (!(file instanceof Blob)) return refusal(`the file "${name}" is missing`);
    form.set(name, file);
  }
  return { admitted, form };
}
