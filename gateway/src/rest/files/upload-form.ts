/** What a GraphQL `File` variable holds: a File, maybe of another fetch implementation than Node's own. */
export type UploadedFile = Pick<File, 'name' | 'type' | 'arrayBuffer'>;

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).name === 'string';

/**
 * The multipart body of a REST upload route (`file`, when there is one, plus text fields): how the gateway
 * forwards a GraphQL `File` to the api. `RestClient.send` posts a FormData body as multipart/form-data.
 */
export async function uploadForm(file: UploadedFile | null, fields: Record<string, string | number | null | undefined> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.set(name, String(value));
  if (file) form.set('file', file instanceof Blob ? file : new File([await file.arrayBuffer()], file.name, { type: file.type }), file.name || 'upload');
  return form;
}
