import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/messaging.ts';

export type OutgoingMessage = { to: string; body: string };

/**
 * Delivery seams. `db` is the transaction that created the code, so a sender that records
 * (like the outbox) commits or rolls back together with it.
 */
export interface SmsSender {
  sendSms(message: OutgoingMessage, db: Db): Promise<void>;
}

export interface Mailer {
  sendMail(message: OutgoingMessage & { subject: string }, db: Db): Promise<void>;
}

/** The default delivery: a row in `outbox` and one log line (without the message text, which holds the code). */
export class OutboxSender implements SmsSender, Mailer {
  constructor(
    private readonly now: () => Date,
    private readonly log: (line: string) => void,
  ) {}

  async sendSms(message: OutgoingMessage, db: Db): Promise<void> {
    await this.record('sms', message, db);
  }

  async sendMail(message: OutgoingMessage & { subject: string }, db: Db): Promise<void> {
    await this.record('email', message, db);
  }

  private async record(channel: 'sms' | 'email', message: OutgoingMessage, db: Db): Promise<void> {
    await db.insert(outbox).values({ channel, recipient: message.to, body: message.body, createdAt: this.now() });
    this.log(`outbox: ${channel} to ${message.to} queued`);
  }
}

/** The app's delivery channels, given to every domain that sends (OTP today; bookings and leads later). */
export type Senders = { sms: SmsSender; mailer: Mailer };

/** Real senders plug in here; each one left out is the outbox. `log`: where the outbox logs its one line. */
export type SenderOptions = { sms?: SmsSender; mailer?: Mailer; log?: (line: string) => void };

export function createSenders(now: () => Date, options: SenderOptions = {}): Senders {
  const outboxSender = new OutboxSender(now, options.log ?? ((line) => console.log(line)));
  return { sms: options.sms ?? outboxSender, mailer: options.mailer ?? outboxSender };
}
