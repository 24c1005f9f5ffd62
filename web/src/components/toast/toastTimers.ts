/**
 * Each toast's display timer, pausable (WCAG 2.2.1): while a toast is hovered or focused its time stands still,
 * and afterwards it runs on for what was left.
 */
type Timer = { expire: () => void; remainingMs: number; startedAt: number; handle?: ReturnType<typeof setTimeout> };

const timers = new Map<number, Timer>();

function run(timer: Timer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(timer.expire, timer.remainingMs);
}

/** Starts `id`'s timer: `expire` runs once `durationMs` have passed, paused time not counted. */
export function startToastTimer(id: number, durationMs: number, expire: () => void): void {
  const timer: Timer = { expire, remainingMs: durationMs, startedAt: 0 };
  timers.set(id, timer);
  run(timer);
}

export function pauseToastTimer(id: number): void {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remainingMs -= Date.now() - timer.startedAt;
}

export function resumeToastTimer(id: number): void {
  const timer = timers.get(id);
  if (timer && !timer.handle) run(timer);
}

export function stopToastTimer(id: number): void {
  clearTimeout(timers.get(id)?.handle);
  timers.delete(id);
}
