import type { Db } from '../db/client.ts';
import type { GiftCardRow } from '../db/schema/gift-cards.ts';
import { formatRupees } from '../pricing/money.ts';
import type { Mailer } from '../messaging/senders.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';

/** The recipient's e-mail with the code, written in the transaction that issues it (the outbox by default). */
export async function mailGiftCard(mailer: Mailer, tx: Db, card: GiftCardRow & { code: string }): Promise<void> {
  const lines = [
    `Dear ${card.recipientName},`,
    `You have received a gift card of ${formatRupees(card.amountPaise)}.`,
    ...(card.message ? [`Message: ${card.message}`] : []),
    `Your gift card code: ${card.code}`,
    "Enter it in the 'Gift card' field at check-out to pay for your yatra.",
  ];
  await mailer.sendMail({ to: card.recipientEmail, subject: MSG.mailSubject, body: lines.join('\n') }, tx);
}
