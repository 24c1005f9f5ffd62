import type { PageSeed } from './types.ts';

/** Terms, cancellation and privacy. */
export const policyPages: PageSeed[] = [
  {
    slug: 'terms-conditions',
    title: 'Terms and Conditions',
    summary: 'The terms on which Pilgrim Yatra sells and runs its tours: bookings, payments, travel documents, changes and liability.',
    published: '2024-01-10',
    updated: '2025-04-01',
    body: `These terms apply to every booking made with Pilgrim Yatra on this website, the app or at our offices.

## 1. Bookings
A booking is confirmed when we receive the advance payment (25 % of the package price, or the full price within 30 days of departure) and send the confirmation by e-mail or SMS.

## 2. Prices
Prices are per person in Indian rupees, on twin sharing unless stated. GST at 5 % is added at checkout. Prices of Kailash packages depend on the visa and permit fees set by the authorities and may change before the visa is issued.

## 3. Travel documents
You are responsible for a valid passport (international tours), identity documents and the medical certificate. We are not liable for a visa refused by the authorities; the visa fee is not refundable.

## 4. Changes to the itinerary
Weather, road closures, landslides or orders of the authorities may change the route or the order of visits. Extra nights caused by such events are paid by the pilgrim; we refund services not used where our suppliers refund us.

## 5. Health
The Himalayan yatras are physically demanding. The tour manager may stop a pilgrim from going further for medical reasons; no refund is due for the services not used.

## 6. Liability
We act as an agent for hotels, airlines, helicopter and transport operators. Our liability is limited to the price of the services we provide.

## 7. Disputes
These terms are governed by Indian law; courts in New Delhi have jurisdiction.`,
  },
  {
    slug: 'cancellation-policy',
    title: 'Cancellation Policy',
    summary: 'What is refunded when you cancel, by days before departure, and how refunds are paid.',
    published: '2024-01-10',
    updated: '2025-04-01',
    body: `Cancel by e-mail to [care@pilgrimyatra.example](mailto:care@pilgrimyatra.example) or from **Profile → Bookings**. The date we receive the cancellation counts.

## Domestic tours (Char Dham, Adi Kailash, temple tours)
| Days before departure | Cancellation charge |
|:-|-:|
| 45 or more | 10 % of the tour price |
| 30–44 | 25 % |
| 15–29 | 50 % |
| 7–14 | 75 % |
| Less than 7, or no-show | 100 % |

## Kailash Mansarovar and international tours
| Days before departure | Cancellation charge |
|:-|-:|
| 60 or more | 15 % of the tour price |
| 45–59 | 30 % |
| 30–44 | 50 % |
| Less than 30, or after the visa is applied for | 100 % |

## Not refundable
Visa and permit fees once applied for, helicopter and flight tickets under the airline's rules, and the free registration (which costs nothing).

## Refunds
Refunds are paid to the original payment method within **10 working days**. A cancellation by us (for example when the visa is not granted to the group) is refunded in full less the visa fee.`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    summary: 'What personal data we collect, why, how long we keep it and your rights under the Digital Personal Data Protection Act, 2023.',
    published: '2024-01-10',
    updated: '2025-03-15',
    body: `Pilgrim Yatra is the data fiduciary for the personal data you give us.

## What we collect
- Name, mobile number, e-mail and city when you enquire or sign up
- Traveller details (date of birth, passport, photographs, medical form) when you book a yatra that needs them
- Payment references (never your card number, which stays with the payment gateway)

## Why
To answer enquiries, book and run your yatra, apply for visas and permits, and send the notices you agree to receive.

## Who sees it
Our staff, and the hotels, transport operators and authorities who need it to deliver your yatra. We never sell personal data.

## How long
Booking records are kept for 8 years for tax law; enquiries for 2 years; documents for one year after the tour.

## Your rights
You may ask for a copy, a correction or the deletion of your data, or withdraw consent to marketing, by writing to our grievance officer at [privacy@pilgrimyatra.example](mailto:privacy@pilgrimyatra.example). We reply within 30 days.

## Cookies
We use cookies for signing in and to remember your recently visited packages; no advertising cookies.`,
  },
];
