import { stableId } from '../ids.ts';

/**
 * The seeded test user (api/README.md "Seeded test account"): signs in with this e-mail (confirmed) or mobile and
 * password, and has one COMPLETED Kailash order with no review yet, so that writing a review works from a fresh
 * start. The password hash is scrypt of `password` (src/accounts/password-hash.ts), precomputed.
 */
export const TEST_REVIEWER = {
  id: stableId('user', 'test-reviewer'),
  email: 'reviewer@example.com',
  mobile: '+919812300012',
  firstname: 'Meera',
  lastname: 'Iyer',
  password: 'Yatra@2026',
  passwordHash: 'scrypt$32768$8$1$Q6SRJAmWezxEcER7ZKjp/Q==$XgvhFE5irYWOGQLpCWw0I8x68hp2ZHjN05NRC3Xnyf/+0qlKARGqG9xWIttABdZijhW0n6OAwVSTK76lRhtbgQ==',
  order: {
    id: stableId('order', 'test-reviewer-kailash-2025'),
    reference: 'PT-2025-900001',
    packageSlug: 'kailash-mansarovar-yatra-overland-via-kathmandu',
    departureDate: '2025-07-12',
  },
} as const;
