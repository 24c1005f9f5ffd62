const KEY = Symbol.for('pilgrim.web.draining');

/** Set on SIGTERM (instrumentation): `next start` then drains in-flight requests while `/api/ready` answers 503. */
export function markDraining(): void {
  (globalThis as { [KEY]?: boolean })[KEY] = true;
}

export function isDraining(): boolean {
  return (globalThis as { [KEY]?: boolean })[KEY] === true;
}
