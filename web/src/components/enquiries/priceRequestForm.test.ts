import { describe, expect, it } from 'vitest';
import { priceRequestFieldOf, priceRequestFormSchema } from './priceRequestForm';

function messagesOf(input: Record<string, string>): Record<string, string> {
  const result = priceRequestFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('priceRequestFormSchema', () => {
  it("shows the spec's three messages on an empty form", () => {
    expect(messagesOf({ name: '', email: '', phone: '', country: 'IN' })).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      phone: 'Phone number is required',
    });
  });

  it("answers a malformed e-mail with 'E-mail is required' too", () => {
    expect(messagesOf({ name: 'Asha', email: 'asha@', phone: '8412345678', country: 'IN' })).toEqual({ email: 'E-mail is required' });
  });

  it('sends the national number and the dial code of the picked country', () => {
    expect(priceRequestFormSchema.parse({ name: ' Asha ', email: 'asha@example.com', phone: '084123 45678', country: 'NP' })).toMatchObject({
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '8412345678',
      countryCode: '+977',
    });
  });
});

describe('priceRequestFieldOf', () => {
  it('puts the mobile and dial code errors under the Mobile field and others under the form', () => {
    expect(priceRequestFieldOf('mobile')).toBe('phone');
    expect(priceRequestFieldOf('countryCode')).toBe('phone');
    expect(priceRequestFieldOf('email')).toBe('email');
    expect(priceRequestFieldOf('packageId')).toBeNull();
  });
});
