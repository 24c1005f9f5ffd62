import { createRouter } from '../http/router.ts';
import type { KycDeps } from './deps.ts';
import { passengerKycRoutes } from './passenger-routes.ts';
import { staffKycRoutes } from './staff-routes.ts';
import { userKycRoutes } from './user-routes.ts';

/** The kyc domain: the user's KYC and photo, order passengers' KYC and documents, the staff verification route. */
export const kycRoutes = (deps: KycDeps) => createRouter().route('/', userKycRoutes(deps)).route('/', passengerKycRoutes(deps)).route('/', staffKycRoutes(deps));
