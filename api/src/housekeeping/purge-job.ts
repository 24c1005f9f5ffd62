import type { Db } from '../db/client.ts';
import { startIntervalJob } from '../shared/interval-job.ts';
import { purgeExpired, type Purged, type PurgeSettings } from './purge.ts';

type Options = PurgeSettings & {
  db: Db;
  now: () => Date;
  /** PURGE_INTERVAL_MINUTES in milliseconds. */
  intervalMs: number;
  log?: (line: string) => void;
  logger?: Pick<Console, 'error'>;
};

/**
 * Runs `purgeExpired` every `intervalMs` (`shared/interval-job.ts`; every instance may run it: deletes of rows
 * another instance already deleted find nothing).
 */
export function startPurgeJob(options: Options) {
  const logger = options.logger ?? console;
  return startIntervalJob(options.intervalMs, () =>
    purgeExpired(options.db, options.now(), options)
      .then((purged: Purged) => {
        if (purged.otpCodes + purged.outbox > 0) options.log?.(`purged ${purged.otpCodes} expired OTP codes and ${purged.outbox} outbox messages`);
      })
      .catch((error) => logger.error('purge of expired rows failed:', error)),
  );
}
