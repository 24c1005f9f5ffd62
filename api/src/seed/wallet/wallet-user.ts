import { stableId } from '../ids.ts';
import { TEST_REVIEWER } from '../community/test-user.ts';

/**
 * The seeded wallet account (api/README.md "Seeded test accounts"): signs in with this e-mail (confirmed) or
 * mobile and password `Yatra@2026`; has ₹30,000 in its `customer` wallet (six transactions, so the list pages)
 * and ₹2,500 of `reward` credit, and a PROCESSING Char Dham order with the advance paid and ₹57,487 due.
 */
export const WALLET_USER = {
  id: stableId('user', 'test-wallet'),
  email: 'wallet@example.com',
  mobile: '+919812300130',
  firstname: 'Arjun',
  lastname: 'Menon',
  password: TEST_REVIEWER.password,
  passwordHash: TEST_REVIEWER.passwordHash,
  order: {
    id: stableId('order', 'test-wallet-char-dham'),
    reference: 'PT-2026-900130',
    packageSlug: 'char-dham-yatra-from-haridwar',
    travellerPricePaise: 3_650_000,
    subtotalPaise: 7_300_000,
    gstPaise: 365_000,
    totalPaise: 7_665_000,
    paidPaise: 1_916_300,
  },
  /** Customer-wallet credits, oldest first: days before the seed day and paise. */
  credits: [
    { daysAgo: 150, paise: 500_000, description: 'Refund of a cancelled hotel upgrade' },
    { daysAgo: 120, paise: 400_000, description: 'Goodwill credit for a delayed flight' },
    { daysAgo: 90, paise: 600_000, description: 'Refund of a cancelled helicopter seat' },
    { daysAgo: 60, paise: 300_000, description: 'Refund of an unused permit fee' },
    { daysAgo: 30, paise: 700_000, description: 'Refund of a cancelled add-on' },
    { daysAgo: 7, paise: 500_000, description: 'Refund of a cancelled room upgrade' },
  ],
  reward: { daysAgo: 20, paise: 250_000, description: 'Welcome reward' },
} as const;
