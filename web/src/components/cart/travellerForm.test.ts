import { describe, expect, it } from 'vitest';
import { emptyTraveller, formFieldOf, travellerFormSchema, travellerInputOf } from './travellerForm';

describe('the inline traveller form', () => {
  it('asks for the names and the date of birth with the shared messages', () => {
    const result = travellerFormSchema.safeParse(emptyTraveller);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['First name is required', 'Last name is required', 'Date of birth is required']);
  });

  it('maps the gateway field paths onto the form fields', () => {
    expect(formFieldOf('traveller.dateOfBirth')).toBe('dateOfBirth');
    expect(formFieldOf('traveller.passportNumber')).toBe('passportNumber');
    expect(formFieldOf('traveller.mobile')).toBeUndefined();
    expect(formFieldOf(null)).toBeUndefined();
  });

  it('sends the passport only when given and trims the names', () => {
    const values = { ...emptyTraveller, firstname: ' Sita ', lastname: 'Devi', dateOfBirth: '1960-02-01' };
    expect(travellerInputOf(values)).toEqual({ firstname: 'Sita', lastname: 'Devi', gender: 'MALE', dateOfBirth: '1960-02-01', nationality: 'IN' });
    expect(travellerInputOf({ ...values, passportNumber: 'K1234567', passportExpiry: '2031-01-01' })).toMatchObject({
      passportNumber: 'K1234567',
      passportExpiry: '2031-01-01',
    });
  });
});
