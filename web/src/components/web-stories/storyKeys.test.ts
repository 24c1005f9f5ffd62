import { describe, expect, it } from 'vitest';
import { slideAnnouncement, storyKeyAction } from './storyNavigation';

const press = (key: string, held: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
  storyKeyAction({ key, altKey: false, ctrlKey: false, metaKey: false, ...held });

describe('storyKeyAction', () => {
  it('steps with the arrow keys and closes with Escape', () => {
    expect(press('ArrowRight')).toBe('next');
    expect(press('ArrowLeft')).toBe('previous');
    expect(press('Escape')).toBe('close');
    expect(press('Enter')).toBeNull();
  });

  it('leaves Alt, Ctrl and Meta combinations to the browser (Alt+ArrowLeft is Back)', () => {
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
    expect(press('ArrowRight', { ctrlKey: true })).toBeNull();
    expect(press('Escape', { metaKey: true })).toBeNull();
  });
});

describe('slideAnnouncement', () => {
  it('says the 1-based position, the count and the heading', () => {
    expect(slideAnnouncement(1, 5, 'Walk it with us')).toBe('2 of 5: Walk it with us');
  });
});
