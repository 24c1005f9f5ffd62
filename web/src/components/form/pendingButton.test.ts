import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pendingButtonProps } from './pendingButton';

const clickEvent = () => ({ preventDefault: vi.fn() }) as unknown as MouseEvent<HTMLButtonElement> & { preventDefault: ReturnType<typeof vi.fn> };

describe('pendingButtonProps', () => {
  it('while pending, marks the button aria-disabled and busy and cancels its clicks', () => {
    const onClick = vi.fn();
    const props = pendingButtonProps(true, onClick);
    const event = clickEvent();
    props.onClick(event);
    expect(props['aria-disabled']).toBe(true);
    expect(props['aria-busy']).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when idle, leaves the button enabled and passes its clicks on', () => {
    const onClick = vi.fn();
    const props = pendingButtonProps(false, onClick);
    const event = clickEvent();
    props.onClick(event);
    expect(props['aria-disabled']).toBeUndefined();
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledWith(event);
  });
});
