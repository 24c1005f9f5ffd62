import { formatRupees } from '../pricing/money.ts';

/** Line breaks of every kind (a mail client may break at U+2028, U+0085 too). */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
/** Text on one line: control characters and line breaks become spaces. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export type GiftCardMail = { recipientName: string; amountPaise: number; code: string; message: string; buyerName: string | null };

/**
 * The recipient's e-mail: the card and its code first, then the buyer's message (their own free text) quoted line
 * by line under 'Message from …:', so no line of it can pass for ours (a fake code, a fake link).
 */
export function giftCardMailBody(mail: GiftCardMail): string {
  const lines = [
    `Dear ${oneLine(mail.recipientName)},`,
    `You have received a gift card of ${formatRupees(mail.amountPaise)}.`,
    `Your gift card code: ${mail.code}`,
    "Enter it in the 'Gift card' field at check-out to pay for your yatra.",
  ];
  const message = mail.message.trim();
  if (message) lines.push('', `Message from ${oneLine(mail.buyerName ?? '') || 'the buyer'}:`, ...message.split(LINE_BREAK).map((line) => `> ${oneLine(line)}`.trimEnd()));
  return lines.join('\n');
}
