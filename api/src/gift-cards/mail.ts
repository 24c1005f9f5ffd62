import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import type { GiftCardRow } from '../db/schema/gift-cards.ts';
import type { Mailer } from '../messaging/senders.ts';
import { giftCardMailBody } from './mail-body.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';

const buyerNameOf = async (tx: Db, buyerId: string): Promise<string | null> => {
  const [buyer] = await tx.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, buyerId));
  return [buyer?.firstname, buyer?.lastname].filter(Boolean).join(' ') || null;
};

/** The recipient's e-mail with the code, written in the transaction that issues it (the outbox by default). */
export async function mailGiftCard(mailer: Mailer, tx: Db, card: GiftCardRow & { code: string }): Promise<void> {
  const body = giftCardMailBody({ ...card, buyerName: await buyerNameOf(tx, card.buyerId) });
  await mailer.sendMail({ to: card.recipientEmail, subject: MSG.mailSubject, body }, tx);
}
