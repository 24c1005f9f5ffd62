import { describe, expect, it } from 'vitest';
import { addTravellerInput } from './inputs.ts';

/** 2026-03-01 18:45 UTC is already 2 March in India. */
const now = () => new Date('2026-03-01T18:45:00.000Z');
const base = { firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1962-08-15', nationality: 'IN' };
const problems = (traveller: Record<string, unknown>) => {
  const parsed = addTravellerInput(now).safeParse({ traveller: { ...base, ...traveller } });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('TravellerInput rules', () => {
  it("judges dates on India's calendar day", () => {
    expect(problems({ dateOfBirth: '2026-03-02' })).toEqual([]);
    expect(problems({ dateOfBirth: '2026-03-03' })).toEqual(['traveller.dateOfBirth: Date of birth cannot be in the future']);
    expect(problems({ passportNumber: 'Z1234567', passportExpiry: '2026-03-02' })).toEqual(['traveller.passportExpiry: Passport expiry date must be in the future']);
    expect(problems({ passportNumber: 'Z1234567', passportExpiry: '2026-03-03' })).toEqual([]);
  });

  it('accepts up to 110 full years of age', () => {
    expect(problems({ dateOfBirth: '1916-03-02' })).toEqual([]);
    expect(problems({ dateOfBirth: '1915-03-01' })).toEqual(['traveller.dateOfBirth: Date of birth must be within the last 110 years']);
  });

  it('checks the passport number by nationality and names in passport letters', () => {
    expect(problems({ nationality: 'NP', passportNumber: '09876543', passportExpiry: '2030-01-01' })).toEqual([]);
    expect(problems({ nationality: 'zz' })).toEqual([]);
    expect(problems({ nationality: 'IND' })).toEqual(['traveller.nationality: Choose a nationality']);
    expect(problems({ lastname: 'Rao2', dateOfBirth: '1990-02-30' })).toEqual([
      "traveller.lastname: Use letters, spaces and . ' - only, as in the passport",
      'traveller.dateOfBirth: Enter a valid date (YYYY-MM-DD)',
    ]);
  });
});
