import type { Places } from '../countries/places.ts';
import { STEP_LABELS } from './step-labels.ts';
import { SUMMARY_FIELDS } from './summary-fields.ts';
import { INFORMATION_TYPES } from './steps.ts';
import type { RegistrationRow } from './store.ts';

/** A typed value on one line, quoted: line breaks and control characters cannot start a line of their own. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value !== 'string') return String(value);
  return `"${value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()}"`;
};

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A saved value as a reader expects it: dates as '15 Aug 1968', yes/no, a mobile with its country code, typed text quoted. */
function valueOf(key: string, step: Record<string, unknown>, places: Pick<Places, 'country'>): string {
  const value = step[key];
  if ((key === 'nationality' || key === 'countryId') && typeof value === 'string') return places.country(value)?.name ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DAY.test(value)) return DAY.format(new Date(`${value}T00:00:00Z`));
  if (key === 'mobile' && typeof value === 'string') return `${String(step.countrycode ?? '')} ${value}`.trim();
  if (key === 'gender' && typeof value === 'string') return value.charAt(0).toUpperCase() + value.slice(1);
  return shown(value);
}

const linesOf = (type: string, step: Record<string, unknown>, places: Pick<Places, 'country'>): string[] =>
  (SUMMARY_FIELDS[type] ?? []).map(([key, label]) => `  ${label}: ${valueOf(key, step, places)}`);

/** The plain-text summary of a registration: its package, then every saved step's fields, then what is missing. */
export function summaryText(row: RegistrationRow, packageTitle: string, places: Pick<Places, 'country'>): string {
  const steps = row.steps as Record<string, Record<string, unknown> | undefined>;
  const parts = [`KMY free provisional registration ${row.id}`, `Package: ${packageTitle}`, 'What you entered is shown in quotes.'];
  for (const type of INFORMATION_TYPES) {
    const step = steps[type];
    if (type === 'documents') {
      const uploaded = Object.keys(row.documents);
      parts.push(`${STEP_LABELS[type]}:`, `  uploaded: ${uploaded.length > 0 ? uploaded.join(', ') : '—'}`);
    } else if (step) {
      parts.push(`${STEP_LABELS[type]}:`, ...linesOf(type, step, places));
    } else {
      parts.push(`${STEP_LABELS[type]}: not filled in yet`);
    }
  }
  return parts.join('\n');
}
