import type { Db } from '../db/client.ts';
import type { Places } from '../countries/places.ts';
import type { Mailer } from '../messaging/senders.ts';

/** What the registrations domain is handed by app.ts (so that it imports no other domain's code). */
export type RegistrationsDeps = {
  db: Db;
  now: () => Date;
  senders: { mailer: Mailer };
  /** Countries and cities (src/countries/), for the address and nationality rules. */
  places: Places;
  /** The KMY packages a registration can be for (content's `GET /package/kmy-resiger-package-list`). */
  kmyPackageIds: (db: Db) => Promise<string[]>;
  /** The owner's signed link of a stored document; until the files service is wired, a path under /files. */
  urlOf?: (key: string) => string;
};
