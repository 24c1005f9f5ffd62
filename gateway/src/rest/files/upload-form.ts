/**
 * The multipart body of a REST upload route (`file` plus text fields): how the gateway forwards a GraphQL
 * `File` to the api. `RestClient.send` posts a FormData body as multipart/form-data.
 */
export function uploadForm(file: File, fields: Record<string, string | number | null | undefined> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.set(name, String(value));
  form.set('file', file, file.name || 'upload');
  return form;
}
