import type { Db } from '../db/client.ts';
import { startIntervalJob } from '../shared/interval-job.ts';
import { purgeOnce, type Purged, type PurgeSettings } from './purge.ts';

type Options = PurgeSettings & {
  db: Db;
  now: () => Date;
  /** PURGE_INTERVAL_MINUTES in milliseconds. */
  intervalMs: number;
  log?: (line: string) => void;
  logger?: Pick<Console, 'error'>;
};

/**
 * Runs `purgeOnce` every `intervalMs` (`shared/interval-job.ts`). Every api instance runs the job; an advisory lock
 * lets one purge at a time (a pass finding the lock held does nothing: the holder deletes the same rows).
 */
export function startPurgeJob(options: Options) {
  const logger = options.logger ?? console;
  return startIntervalJob(options.intervalMs, () =>
    purgeOnce(options.db, options.now(), options)
      .then((purged: Purged | null) => {
        if (purged && purged.otpCodes + purged.outbox > 0) options.log?.(`purged ${purged.otpCodes} expired OTP codes and ${purged.outbox} outbox messages`);
      })
      .catch((error) => logger.error('purge of expired rows failed:', error)),
  );
}
