import type { PageSeed } from './types.ts';

/** The Kailash Mansarovar Yatra pages: guidelines, registration with bank details, and the special yatra. */
export const kmyPages: PageSeed[] = [
  {
    slug: 'guidelines-for-kailash-yatra',
    title: 'Guidelines for Kailash Mansarovar Yatra',
    summary: 'Eligibility, fitness, documents, conduct in Tibet and what the group expects of every pilgrim on the Kailash Mansarovar Yatra.',
    published: '2024-02-15',
    updated: '2025-07-01',
    body: `## Eligibility
- Indian passport holders aged 18 to 75 on 1 January of the yatra year; NRIs and OCI card holders on the same terms.
- A medical fitness certificate on our form, not older than 60 days at departure.

## Before the yatra
1. Send your documents at least **45 days** before departure.
2. Start a daily walking routine two months ahead (see [how to prepare](/blogs/altitude-and-health/how-to-prepare-for-kailash-parikrama)).
3. Join the pre-departure Zoom briefing.

## In Tibet
- Carry your passport and the group visa copy at all times; checkpoints are frequent.
- Photography of military installations and of monks without permission is not allowed.
- Do not carry books or pictures of a political nature; they are confiscated at the border.

## On the parikrama
- Keep to the group; start and stop with your tour manager.
- Tell your tour manager about any headache, breathlessness or chest pain at once.
- Leave no plastic on the mountain: the group carries its waste back to Darchen.

## Health and money
Travel insurance covering emergency evacuation up to 6,000 m is compulsory. Carry US dollars or Chinese yuan for personal expenses; cards are rarely accepted.`,
  },
  {
    slug: 'kailash-mansarovar-yatra-registration',
    title: 'Kailash Mansarovar Yatra Registration and Bank Details',
    summary: 'Register free for the Kailash Mansarovar Yatra {season}, then pay the deposit to one of our bank accounts to confirm your seat.',
    published: '2024-02-15',
    updated: '2025-09-01',
    body: `## Step 1: register free
Fill in the [free registration](/registration/kmy/add). A yatra advisor calls you within a day to confirm the route and dates.

## Step 2: pay the deposit
Pay **₹25,000 per person** by bank transfer to one of the accounts below, or online from your booking. Write your registration number in the transfer remarks.

## Step 3: send the proof
Upload the transfer receipt from **Profile → Registrations**, or send it to [care@pilgrimyatra.example](mailto:care@pilgrimyatra.example). We confirm within two working days.

> Pay only into the accounts on this page. Our staff will never ask you to pay into a personal account.`,
    bankAccounts: [
      { bankName: 'State Bank of India', accountName: 'Pilgrim Yatra Pvt Ltd', accountNumber: '00000012345678901', ifsc: 'SBIN0000001', branch: 'Janakpuri, New Delhi', accountType: 'Current', upiId: 'pilgrimyatra@sbi' },
      { bankName: 'HDFC Bank', accountName: 'Pilgrim Yatra Pvt Ltd', accountNumber: '50200012345678', ifsc: 'HDFC0000001', branch: 'Connaught Place, New Delhi', accountType: 'Current', upiId: null },
    ],
  },
  {
    slug: 'special-yatra',
    title: 'Kailash Mansarovar Yatra {season}: Special Registration',
    summary: 'Register free for the {season} Kailash Mansarovar Yatra and choose your route later: helicopter via Lucknow, overland via Kathmandu or via Lhasa.',
    published: '2025-09-01',
    updated: '2025-09-05',
    body: `Seats for the {season} season are limited by the number of group visas. **Registering is free** and puts you in the queue in the order you register.

- No payment now; a yatra advisor calls you to explain the routes.
- Choose your package and pay the deposit when the {season} dates are confirmed.
- Registered pilgrims get the first choice of the full-moon departures.

Press **Register Now** to start.`,
    packages: ['kailash-mansarovar-yatra-free-registration', 'kailash-mansarovar-yatra-by-helicopter-via-lucknow', 'kailash-mansarovar-yatra-overland-via-kathmandu', 'kailash-mansarovar-yatra-via-lhasa'],
  },
];
