import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pendingRadioGroupProps } from './pendingRadioGroup';

const keyDown = (key: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  ({ key, altKey: false, ctrlKey: false, metaKey: false, ...modifiers, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLElement> & {
    preventDefault: ReturnType<typeof vi.fn>;
  };

describe('pendingRadioGroupProps', () => {
  it('while pending, marks the group aria-disabled and cancels the arrows and Space (focus and the check stay)', () => {
    const props = pendingRadioGroupProps(true);
    expect(props['aria-disabled']).toBe(true);
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', ' ']) {
      const event = keyDown(key);
      props.onKeyDown(event);
      expect(event.preventDefault, key).toHaveBeenCalled();
    }
  });

  it('while pending, lets Tab (out of the group) and the browser shortcuts (Alt+Left: back) through', () => {
    const props = pendingRadioGroupProps(true);
    for (const event of [keyDown('Tab'), keyDown('ArrowLeft', { altKey: true }), keyDown('ArrowDown', { metaKey: true })]) {
      props.onKeyDown(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
  });

  it('when idle, leaves the group enabled and its keys alone', () => {
    const props = pendingRadioGroupProps(false);
    const event = keyDown('ArrowDown');
    props.onKeyDown(event);
    expect(props['aria-disabled']).toBeUndefined();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
