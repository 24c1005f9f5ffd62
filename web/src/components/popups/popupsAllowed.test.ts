import { describe, expect, it } from 'vitest';
import { globalPopupsAllowed } from './popupsAllowed';

describe('globalPopupsAllowed', () => {
  it('allows the popups on ordinary pages', () => {
    expect(globalPopupsAllowed('/')).toBe(true);
    expect(globalPopupsAllowed('/package/kailash-mansarovar')).toBe(true);
    expect(globalPopupsAllowed('/webstories')).toBe(true);
  });

  it('hides the popups on story-viewer pages', () => {
    expect(globalPopupsAllowed('/webstories/view/kailash-in-winter')).toBe(false);
    expect(globalPopupsAllowed('/en/webstories/view/x')).toBe(false);
  });

  it('allows the popups while the path is not known yet', () => {
    expect(globalPopupsAllowed(null)).toBe(true);
  });
});
