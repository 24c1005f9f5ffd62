import { siteName } from '@/config/site';

/** Spec §2: the package page widget's label and the title of the popup it opens. */
export const CALL_WIDGET_TITLE = 'Get All Details on Mobile';
/** Spec §2: the header's get-a-call popup is titled with the product's support. */
export const CALL_SUPPORT_TITLE = `${siteName} Support`;
/** Spec §2: the title of the get-a-call OTP step. */
export const CALL_OTP_TITLE = 'Verify With OTP';
