/**
 * The cursor after which a connection's page N starts, for server-rendered `?page=N` links (JS off). The
 * gateway's cursors are base64 of `offset:<zero-based offset>` (gateway/README.md "Connections"); page 1 has none.
 */
export function cursorBeforePage(page: number, pageSize: number): string | null {
  if (page <= 1) return null;
  const offset = (page - 1) * pageSize - 1;
  return btoa(`offset:${offset}`);
}
