import { STEP_LABELS } from './step-labels.ts';
import { INFORMATION_TYPES } from './steps.ts';
import type { RegistrationRow } from './store.ts';

/** A typed value on one line, quoted: line breaks and control characters cannot start a line of their own. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value !== 'string') return String(value);
  return `"${value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()}"`;
};

const line = (key: string, value: unknown) => `  ${key}: ${shown(value)}`;

/** The plain-text summary of a registration: its package, then every saved step's fields, then what is missing. */
export function summaryText(row: RegistrationRow, packageTitle: string): string {
  const steps = row.steps as Record<string, Record<string, unknown> | undefined>;
  const parts = [`KMY free provisional registration ${row.id}`, `Package: ${packageTitle}`, 'What you entered is shown in quotes.'];
  for (const type of INFORMATION_TYPES) {
    const step = steps[type];
    if (type === 'documents') {
      const uploaded = Object.keys(row.documents);
      parts.push(`${STEP_LABELS[type]}:`, `  uploaded: ${uploaded.length > 0 ? uploaded.join(', ') : '—'}`);
    } else if (step) {
      parts.push(`${STEP_LABELS[type]}:`, ...Object.entries(step).map(([key, value]) => line(key, value)));
    } else {
      parts.push(`${STEP_LABELS[type]}: not filled in yet`);
    }
  }
  return parts.join('\n');
}
