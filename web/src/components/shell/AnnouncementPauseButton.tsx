'use client';

import { useState } from 'react';

/**
 * The marquee's pause toggle (WCAG 2.2.2): pressed, it holds the scrolling text (AnnouncementBanner.module.css reads
 * `aria-pressed`); its glyph (pause bars or a play triangle) is drawn by CSS, so this is all the code it costs.
 */
export function AnnouncementPauseButton({ className }: { className?: string }) {
  const [paused, setPaused] = useState(false);
  return <button type="button" className={className} aria-label="Pause announcement" aria-pressed={paused} onClick={() => setPaused(!paused)} />;
}
