import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, getToasts, subscribeToToasts, toast, toastDurationMs } from './toastStore';
import { pauseToastTimer, resumeToastTimer } from './toastTimers';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues success and error messages with their kind in order', () => {
    toast.success('Saved');
    toast.error('Invalid OTP');
    expect(getToasts().map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'success', message: 'Saved' },
      { kind: 'error', message: 'Invalid OTP' },
    ]);
  });

  it('removes a message after the display duration and not before', () => {
    toast.success('Saved');
    vi.advanceTimersByTime(toastDurationMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('holds a message while paused and removes it after the time left once resumed', () => {
    toast.success('Saved');
    const shown = getToasts()[0];
    if (!shown) throw new Error('expected a toast');
    const { id } = shown;
    vi.advanceTimersByTime(3000);
    pauseToastTimer(id);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
    resumeToastTimer(id);
    vi.advanceTimersByTime(toastDurationMs - 3000 - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('marks a message announced unless asked not to announce it', () => {
    toast.error('Invalid OTP');
    toast.error('Invalid username or password', { announce: false });
    expect(getToasts().map(({ announced }) => announced)).toEqual([true, false]);
  });

  it('dismisses one message on request and keeps the others', () => {
    toast.success('first');
    toast.success('second');
    const first = getToasts()[0];
    if (!first) throw new Error('expected a toast');
    dismissToast(first.id);
    expect(getToasts().map((t) => t.message)).toEqual(['second']);
  });

  it('notifies subscribers on each change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast.error('boom');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast.error('again');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
