import type { InformationType } from '../../rest/registrations/types.ts';

/** The step fields of `SaveRegistrationStepInput` and the `informationtype` each saves. */
export const STEP_FIELDS = {
  personal: { informationtype: 'personal', step: 'PERSONAL' },
  passport: { informationtype: 'passport', step: 'PASSPORT' },
  address: { informationtype: 'address', step: 'ADDRESS' },
  emergencyContact: { informationtype: 'emergency_contact', step: 'EMERGENCY_CONTACT' },
  medicalDeclaration: { informationtype: 'medical_declaration', step: 'MEDICAL_DECLARATION' },
  documents: { informationtype: 'documents', step: 'DOCUMENTS' },
} as const satisfies Record<string, { informationtype: InformationType; step: string }>;

export type StepField = keyof typeof STEP_FIELDS;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The REST body of a step from its GraphQL input fields (already validated; phones parsed by the caller). */
export function restBodyOf(field: StepField, values: Record<string, unknown>, packageId: string | null): Record<string, unknown> {
  switch (field) {
    case 'personal': {
      const { dateOfBirth, countryCode, gender, packageId: _globalId, ...rest } = values;
      return { ...rest, packageId, dob: dateOfBirth, gender: String(gender).toLowerCase(), countrycode: countryCode ?? '+91' };
    }
    case 'address': {
      const { countryCode, line2, cityId, city, ...rest } = values;
      return { ...rest, countryId: countryCode, line2: blankToNull(line2), cityId: blankToNull(cityId), city: blankToNull(city) };
    }
    case 'emergencyContact': {
      const { countryCode, ...rest } = values;
      return { ...rest, countrycode: countryCode ?? '+91' };
    }
    case 'medicalDeclaration':
      return { ...values, conditions: blankToNull(values.conditions) };
    default:
      return values;
  }
}
