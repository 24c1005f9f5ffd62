import type { WebhookLogger, WebhookSender } from './webhook-sender.ts';

export type WebhookSchedule = { stop(): Promise<void> };

/**
 * Runs the sender every `intervalMs` on an unref'd timer, the next run timed from the end of the last, so two
 * runs never overlap. `stop()` cancels the next run and waits for one in progress.
 */
export function scheduleWebhookSender(sender: WebhookSender, options: { intervalMs: number; logger?: WebhookLogger }): WebhookSchedule {
  const logger = options.logger ?? console;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = sender
      .runOnce()
      .then(() => undefined)
      .catch((error: unknown) => logger.error('leads webhook run failed:', error))
      .finally(() => {
        if (!stopped) next();
      });
  };
  const next = () => {
    timer = setTimeout(tick, options.intervalMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
