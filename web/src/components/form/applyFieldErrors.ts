type UserErrorLike = { readonly message: string; readonly field?: string | null | undefined };

/**
 * Puts the server's field errors under their fields (`email` or `input.email` → the `email` field), the first
 * per field; answers whether any was placed, so the caller shows the others as the form's own error.
 */
export function applyFieldErrors<Field extends string>(
  errors: readonly UserErrorLike[],
  fields: readonly Field[],
  setError: (field: Field, error: { type: string; message: string }) => void,
): boolean {
  const placed = new Set<Field>();
  for (const error of errors) {
    const name = error.field?.split('.').pop();
    const field = fields.find((candidate) => candidate === name);
    if (field === undefined || placed.has(field)) continue;
    placed.add(field);
    setError(field, { type: 'server', message: error.message });
  }
  return placed.size > 0;
}
