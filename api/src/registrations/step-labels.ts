import type { InformationType } from './steps.ts';

/** How people read the step names (the e-mailed summary). */
export const STEP_LABELS: Record<InformationType, string> = {
  personal: 'Personal details',
  passport: 'Passport',
  address: 'Address',
  emergency_contact: 'Emergency contact',
  medical_declaration: 'Medical declaration',
  documents: 'Documents',
};
