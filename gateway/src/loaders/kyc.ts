import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchOrderDocuments, fetchUserKyc } from '../rest/kyc/kyc.ts';
import type { OrderDocumentsModel, UserKycModel } from '../rest/kyc/types.ts';
import { valueOrNull } from './absent.ts';
import { once } from './keyed.ts';

/**
 * The kyc domain (user routes 🔒): the caller's KYC and photo once per request (a mutation's answer primes it,
 * so its payload costs no second call), and an order's passenger documents by order id (no batch route: the
 * profile asks one order's detail at a time).
 */
export function createKycLoaders(client: RestClient) {
  let primed: UserKycModel | null = null;
  const fetched = once(async () => valueOrNull(await fetchUserKyc(client)));
  const viewerKyc = async (): Promise<UserKycModel | null> => primed ?? fetched();
  const primeViewerKyc = (value: UserKycModel): void => {
    primed = value;
  };
  const orderDocuments = new DataLoader<string, OrderDocumentsModel | null>((ids) => Promise.all(ids.map(async (id) => valueOrNull(await fetchOrderDocuments(client, id)))));
  return { viewerKyc, primeViewerKyc, orderDocuments };
}
