import type { Page } from '@playwright/test';
import { sentOperationOf } from './trusted-documents.ts';

/**
 * Answers the quick enquiry's send as the gateway does for a lead stored while an OTP limit held its code back
 * (a `RATE_LIMITED` user error with `message` and the wait): the form goes to its OTP step and toasts the message.
 */
export async function holdBackOtp(page: Page, message: string, retryAfterSeconds: number): Promise<void> {
  await page.route('**/api/graphql*', async (route) => {
    if (sentOperationOf(route.request())?.operationName !== 'QuickEnquiryFieldsMutation') return route.fallback();
    return route.fulfill({
      json: {
        data: {
          submitQuickEnquiry: {
            enquiryId: 'held-back-enquiry',
            otpSent: false,
            verified: false,
            retryAfterSeconds,
            message: null,
            userErrors: [{ code: 'RATE_LIMITED', message, field: null }],
          },
        },
      },
    });
  });
}
