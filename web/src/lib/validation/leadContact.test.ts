import { describe, expect, it } from 'vitest';
import { newsletterSchema, zoomSignUpSchema } from './leadContact';
import { messagesFor } from './testing';

const newsletter = { firstName: 'Asha', lastName: '', email: 'asha@example.com', country: 'IN', mobile: '' };
const zoom = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', country: 'IN', mobile: '9810012345' };

describe('newsletter form', () => {
  it('needs a first name and an e-mail, with the spec texts for the e-mail', () => {
    expect(messagesFor(newsletterSchema, { ...newsletter, firstName: '  ' }, 'firstName')).toEqual(['First name is required']);
    expect(messagesFor(newsletterSchema, { ...newsletter, email: '' }, 'email')).toEqual(['E-mail is required']);
    expect(messagesFor(newsletterSchema, { ...newsletter, email: 'asha@' }, 'email')).toEqual(['Invalid email address']);
  });

  it('takes no mobile, but refuses a mobile that is not a valid number of the country', () => {
    expect(newsletterSchema.parse(newsletter)).toMatchObject({ mobile: '', countryCode: '+91', lastName: '' });
    expect(messagesFor(newsletterSchema, { ...newsletter, mobile: '12345' }, 'mobile')).toEqual(['Invalid phone number']);
  });
});

describe('Zoom session sign-up form', () => {
  it('needs both names and a mobile', () => {
    expect(messagesFor(zoomSignUpSchema, { ...zoom, lastName: '' }, 'lastName')).toEqual(['Last name is required']);
    expect(messagesFor(zoomSignUpSchema, { ...zoom, mobile: '' }, 'mobile')).toEqual(['Phone number is required']);
    expect(messagesFor(zoomSignUpSchema, { ...zoom, mobile: '98100' }, 'mobile')).toEqual(['Invalid phone number']);
  });

  it('sends the national number and the dial code, names trimmed', () => {
    expect(zoomSignUpSchema.parse({ ...zoom, firstName: ' Asha ', mobile: '098100 12345' })).toMatchObject({
      firstName: 'Asha',
      mobile: '9810012345',
      countryCode: '+91',
    });
  });
});
