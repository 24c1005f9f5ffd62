import type { Db } from '../db/client.ts';
import type { FilesService } from '../files/files-service.ts';

/** What the kyc domain uses; `orders` is the orders domain's view, handed in by app.ts (no domain imports another). */
export type KycDeps = {
  db: Db;
  now: () => Date;
  files: FilesService;
  orders: {
    /** The caller's order's passenger count; throws the orders domain's 404 for anyone else's or an unknown id. */
    passengerCountOf(db: Db, userId: string, orderId: string): Promise<number>;
  };
};
