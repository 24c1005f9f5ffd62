import { describe, expect, it } from 'vitest';
import { emptyQuickEnquiry, quickEnquiryFormSchema, quickEnquiryInput } from './quickEnquiryForm';

const valid = {
  ...emptyQuickEnquiry(),
  name: '  Asha Rao ',
  email: 'asha@example.in',
  phone: '098100 12345',
  person: '11-20',
  packages: [
    { packageid: 'UGFja2FnZTox', packagename: 'Kailash Mansarovar Yatra' },
    { packageid: 'UGFja2FnZToy', packagename: 'Char Dham Yatra' },
  ],
};

describe('quick enquiry form', () => {
  it('keeps the spec messages of the enquiry rules', () => {
    const result = quickEnquiryFormSchema.safeParse(emptyQuickEnquiry());
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Name must be at least 3 characters',
      email: 'Enter a valid email address',
      phone: 'Phone number must be at least 10 digits',
      packages: 'Package is required',
      person: 'Person is required',
    });
  });

  it('sends the national number, the dial code, the package global IDs and the page', () => {
    const data = quickEnquiryFormSchema.parse(valid);
    expect(quickEnquiryInput('FOOTER', data, 'http://localhost/packages/kmy')).toEqual({
      form: 'FOOTER',
      name: 'Asha Rao',
      email: 'asha@example.in',
      mobile: '9810012345',
      countryCode: '+91',
      persons: '11-20',
      packageIds: ['UGFja2FnZTox', 'UGFja2FnZToy'],
      comment: null,
      pageUrl: 'http://localhost/packages/kmy',
    });
  });

  it('sends a comment trimmed, with the dial code of the chosen country', () => {
    const data = quickEnquiryFormSchema.parse({ ...valid, country: 'NP', comment: ' Two elders ' });
    expect(quickEnquiryInput('QUICK', data, 'http://x/')).toMatchObject({ countryCode: '+977', comment: 'Two elders' });
  });
});
