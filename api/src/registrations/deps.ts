import type { Db } from '../db/client.ts';
import type { Places } from '../countries/places.ts';
import type { FilesService } from '../files/files-service.ts';
import type { Limits } from '../limits/limits.ts';
import type { Mailer } from '../messaging/senders.ts';

/** What the registrations domain is handed by app.ts (so that it imports no other domain's code). */
export type RegistrationsDeps = {
  db: Db;
  now: () => Date;
  senders: { mailer: Mailer };
  /** The summary e-mails' daily caps (`limits.summaryMails`). */
  limits: Pick<Limits, 'summaryMails'>;
  /** Countries and cities (src/countries/), for the address and nationality rules. */
  places: Places;
  /** The KMY packages a registration can be for (content's `GET /package/kmy-resiger-package-list`). */
  kmyPackageIds: (db: Db) => Promise<string[]>;
  /** Uploads (sniffed, re-encoded), their store and the owner's signed links (src/files/). */
  files: Pick<FilesService, 'save' | 'urlOf' | 'store'>;
};
