import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the tab is hidden (another tab in front, the window minimised): the story pauses meanwhile. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState === 'hidden', () => false);
}
