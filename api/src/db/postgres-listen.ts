import pg from 'pg';

type ListenOptions = {
  databaseUrl: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** Runs after a lost connection is LISTENing again: payloads sent in between were missed. */
  onGap?: (() => void) | undefined;
  /** First wait before reconnecting; doubles up to 30 s. */
  retryMs?: number;
  logger?: Pick<Console, 'error'>;
};

/** The name a LISTEN session shows in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'pilgrim-api-listen';

/**
 * A dedicated connection (a pooled one would drop the LISTEN when released) that LISTENs on `channel`. When the
 * server ends it (restart, failover, terminated backend) it is opened again with backoff, then `onGap` runs.
 */
export async function listenOnPostgres(options: ListenOptions): Promise<() => Promise<void>> {
  const logger = options.logger ?? console;
  const firstRetryMs = options.retryMs ?? 250;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl, application_name: LISTEN_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    next.on('error', (error) => logger.error(`LISTEN ${options.channel} connection failed:`, error.message));
    next.on('end', () => {
      if (!stopped && client === next) reconnect(firstRetryMs);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Only a connection that LISTENs reconnects when it ends (a failed attempt is retried by `reconnect`).
    client = next;
  };

  const reconnect = (waitMs: number): void => {
    retry = setTimeout(() => {
      connect().then(
        () => options.onGap?.(),
        () => {
          if (!stopped) reconnect(Math.min(waitMs * 2, 30_000));
        },
      );
    }, waitMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
