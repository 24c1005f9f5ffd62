/**
 * The cursor of the edge at `offset` in a connection, as the gateway writes them (gateway/README.md
 * "Connections": base64 of `offset:N`). Lets a server-rendered page N start after page N-1 (`?page=N` links).
 */
export const offsetCursor = (offset: number): string => btoa(`offset:${offset}`);
