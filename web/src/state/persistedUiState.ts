import { z } from 'zod';
import { MAX_RECENTLY_VISITED } from './recentlyVisited';

/** Where the persisted parts of the UI store live in the browser. */
export const UI_STORAGE_KEY = 'pilgrim-ui';

/**
 * The parts of the UI store (spec §3) that survive a reload. Storage is a boundary: what does not parse
 * is dropped, so a hand-edited or older value never breaks a page.
 */
const persistedSchema = z.object({
  recentlyVisited: z.array(z.string().min(1).max(200)).max(MAX_RECENTLY_VISITED).catch([]),
});

export type PersistedUiState = z.infer<typeof persistedSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function parsePersistedUiState(text: string | null): Partial<PersistedUiState> {
  if (text == null) return {};
  try {
    const parsed = persistedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readPersistedUiState(): Partial<PersistedUiState> {
  return parsePersistedUiState(storage()?.getItem(UI_STORAGE_KEY) ?? null);
}

let lastWritten: string | undefined;

/** Writes the persisted parts when they changed (every store update calls this). */
export function writePersistedUiState(state: { readonly recentlyVisited: readonly string[] }): void {
  const text = JSON.stringify({ recentlyVisited: state.recentlyVisited });
  if (text === lastWritten) return;
  lastWritten = text;
  try {
    storage()?.setItem(UI_STORAGE_KEY, text);
  } catch {
    // a full or disabled storage keeps the state for this page only
  }
}
