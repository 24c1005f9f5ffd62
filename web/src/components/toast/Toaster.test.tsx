// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { clearToasts, toast, toastDurationMs } from './toastStore';

function region(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-toaster]');
  if (!element) throw new Error('expected the toast region');
  return element;
}

/** Renders the Toaster and waits for its toast lists' code (loaded after the page), then fakes the clock. */
async function renderToaster(ui: ReactNode = <Toaster />): Promise<HTMLElement> {
  const { container } = render(ui);
  act(() => toast.success('Ready'));
  await screen.findByText('Ready');
  act(() => clearToasts());
  vi.useFakeTimers();
  return container;
}

describe('Toaster', () => {
  beforeEach(() => {
    clearToasts();
  });
  afterEach(() => {
    cleanup();
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('has one polite live region whose toasts are plain children, not live regions of their own', async () => {
    const container = await renderToaster();
    act(() => toast.success('Saved'));
    act(() => toast.error('Invalid OTP'));
    const live = region(container).querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveProperty('ariaLive', 'polite');
    expect(live[0]?.textContent).toContain('Saved');
    expect(live[0]?.textContent).toContain('Invalid OTP');
  });

  it('shows a toast not to be announced outside the live region', async () => {
    const container = await renderToaster();
    act(() => toast.error('Invalid username or password', { announce: false }));
    expect(screen.getByText('Invalid username or password').closest('[aria-live]')).toBeNull();
    expect(region(container).textContent).toContain('Invalid username or password');
  });

  it("names the dismiss button and hides its '×' from assistive technology", async () => {
    await renderToaster();
    act(() => toast.success('Saved'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss message' });
    expect(within(dismiss).getByText('×').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps a hovered toast past its time and removes it the time left after the pointer leaves', async () => {
    await renderToaster();
    act(() => toast.success('Saved'));
    const shown = screen.getByText('Saved');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(shown);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Saved')).not.toBeNull();
    fireEvent.mouseLeave(shown);
    act(() => vi.advanceTimersByTime(toastDurationMs - 1000 - 1));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a toast whose dismiss button has focus, and lets it go once focus leaves', async () => {
    await renderToaster(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => toast.error('Invalid OTP'));
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Invalid OTP')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(toastDurationMs - 1));
    expect(screen.queryByText('Invalid OTP')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Invalid OTP')).toBeNull();
  });
});
