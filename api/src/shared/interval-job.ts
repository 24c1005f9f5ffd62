/**
 * Runs `pass` every `intervalMs` on an unref'd timer (it never keeps the process alive). `stop()` clears the timer
 * and waits for a pass in progress, so a shutdown closes the database only after it.
 */
export function startIntervalJob(intervalMs: number, pass: () => Promise<unknown>): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = pass();
  }, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
