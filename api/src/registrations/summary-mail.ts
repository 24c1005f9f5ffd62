import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import type { Mailer } from '../messaging/senders.ts';
import { STEP_LABELS } from './step-labels.ts';
import { INFORMATION_TYPES } from './steps.ts';
import type { RegistrationRow } from './store.ts';

const line = (key: string, value: unknown) => `  ${key}: ${value === null || value === undefined || value === '' ? '—' : String(value)}`;

/** The plain-text summary of a registration: its package, then every saved step's fields, then what is missing. */
export function summaryText(row: RegistrationRow, packageTitle: string): string {
  const steps = row.steps as Record<string, Record<string, unknown> | undefined>;
  const parts = [`KMY free provisional registration ${row.id}`, `Package: ${packageTitle}`];
  for (const type of INFORMATION_TYPES) {
    const step = steps[type];
    if (type === 'documents') {
      const uploaded = Object.keys(row.documents);
      parts.push(`${STEP_LABELS[type]}:`, line('uploaded', uploaded.length > 0 ? uploaded.join(', ') : null));
    } else if (step) {
      parts.push(`${STEP_LABELS[type]}:`, ...Object.entries(step).map(([key, value]) => line(key, value)));
    } else {
      parts.push(`${STEP_LABELS[type]}: not filled in yet`);
    }
  }
  return parts.join('\n');
}

/** E-mails the summary to the address of the personal step (through the Mailer: the outbox by default). */
export async function mailSummary(db: Db, mailer: Mailer, row: RegistrationRow): Promise<string> {
  const personal = (row.steps as { personal?: { email?: string } }).personal;
  const to = personal?.email ?? '';
  const [pkg] = await db.select({ title: packages.title }).from(packages).where(eq(packages.id, row.packageId));
  await mailer.sendMail({ to, subject: 'Your KMY registration summary', body: summaryText(row, pkg?.title ?? row.packageId) }, db);
  return to;
}
