// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

/** A ConfirmDialog whose action runs until `finish` answers its message (undefined when it is done). */
function renderRunning() {
  let finish: (message: string | undefined) => void = () => undefined;
  const onConfirm = vi.fn(() => new Promise<string | undefined>((resolve) => (finish = resolve)));
  const onDone = vi.fn();
  render(
    <ConfirmDialog title="Delete traveller?" onConfirm={onConfirm} onDone={onDone} onClose={vi.fn()}>
      Delete Asha Rao from your saved travellers?
    </ConfirmDialog>,
  );
  const remove = screen.getByRole('button', { name: 'Delete' });
  act(() => remove.focus());
  fireEvent.click(remove);
  return { remove, onConfirm, onDone, finish: (message: string | undefined) => act(async () => finish(message)) };
}

describe('ConfirmDialog while its action runs', () => {
  // jsdom lays nothing out: FormError's scroll into view of its message is a no-op here.
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('keeps its confirming button focusable and focused (aria-disabled, busy, not disabled) and ignores another press', () => {
    const { remove, onConfirm } = renderRunning();
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('aria-busy')).toBe('true');
    expect((remove as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(remove);

    fireEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the action’s message with the button ready again and still focused', async () => {
    const { remove, onConfirm, onDone, finish } = renderRunning();
    await finish('This traveller is on a booking');
    expect(screen.getByText('This traveller is on a booking')).toBeTruthy();
    expect(remove.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(remove);
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
