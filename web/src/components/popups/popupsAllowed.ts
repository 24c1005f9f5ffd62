import { isStoryViewerPath } from '@/config/navigation';

/** Spec §2: the global popups are available on every page except the story viewer (`webstories/view`). */
export function globalPopupsAllowed(pathname: string | null): boolean {
  return !isStoryViewerPath(pathname);
}
