import { describe, expect, it } from 'vitest';
import { parseOtpCredentials, parsePasswordCredentials } from './parseCredentials';

const device = {
  deviceID: '0b7c1f52-3d5e-4c1a-9d7e-2f1e8a6b9c10',
  deviceName: 'windows',
  modelNo: '',
  operaingSystem: 'Windows 10',
  firebaseToken: null,
  deviceType: 'web',
} as const;
const deviceIDs = JSON.stringify([device]);
// next-auth passes the whole form body to authorize, including its own fields.
const formExtras = { csrfToken: 'csrf', callbackUrl: 'http://localhost:3000/', json: 'true' };

describe('parsePasswordCredentials', () => {
  it('reads a sign-in by e-mail when number is 0', () => {
    expect(
      parsePasswordCredentials({ ...formExtras, email: 'asha@example.com', password: 'secret12', number: '0', countrycode: '+91', deviceIDs }),
    ).toEqual({ email: 'asha@example.com', password: 'secret12', device });
  });

  it('reads a sign-in by mobile number with its dial code', () => {
    expect(
      parsePasswordCredentials({ email: '', password: 'secret12', number: '9810012345', countrycode: '+91', deviceIDs }),
    ).toEqual({ mobile: '9810012345', countryCode: '+91', password: 'secret12', device });
  });

  it('adds the plus sign to a dial code sent without it and defaults to +91', () => {
    expect(parsePasswordCredentials({ password: 'p', number: '9810012345', countrycode: '977', deviceIDs })).toMatchObject({
      countryCode: '+977',
    });
    expect(parsePasswordCredentials({ password: 'p', number: '9810012345', deviceIDs })).toMatchObject({ countryCode: '+91' });
  });

  it('rejects a sign-in by e-mail without a valid address', () => {
    expect(parsePasswordCredentials({ email: 'not-an-email', password: 'p', number: '0', deviceIDs })).toBeNull();
    expect(parsePasswordCredentials({ password: 'p', number: '0', deviceIDs })).toBeNull();
  });

  it('rejects a missing password', () => {
    expect(parsePasswordCredentials({ email: 'asha@example.com', password: '', number: '0', deviceIDs })).toBeNull();
  });

  it('rejects deviceIDs that are not JSON, empty, or not device info', () => {
    const base = { email: 'asha@example.com', password: 'p', number: '0' };
    expect(parsePasswordCredentials({ ...base, deviceIDs: 'not json' })).toBeNull();
    expect(parsePasswordCredentials({ ...base, deviceIDs: '[]' })).toBeNull();
    expect(parsePasswordCredentials({ ...base, deviceIDs: JSON.stringify([{ ...device, deviceType: 'fridge' }]) })).toBeNull();
    expect(parsePasswordCredentials({ ...base })).toBeNull();
  });

  it('rejects a mobile number with letters', () => {
    expect(parsePasswordCredentials({ password: 'p', number: '98100abc45', countrycode: '+91', deviceIDs })).toBeNull();
  });

  it('rejects input that is not an object', () => {
    expect(parsePasswordCredentials(undefined)).toBeNull();
  });
});

describe('parseOtpCredentials', () => {
  it('reads the OTP, number, dial code and first device', () => {
    expect(parseOtpCredentials({ ...formExtras, otp: '1234', number: '9810012345', countrycode: '+91', deviceIDs })).toEqual({
      mobile: '9810012345',
      countryCode: '+91',
      otp: '1234',
      device,
    });
  });

  it('rejects an OTP that is not exactly 4 digits', () => {
    expect(parseOtpCredentials({ otp: '123', number: '9810012345', countrycode: '+91', deviceIDs })).toBeNull();
    expect(parseOtpCredentials({ otp: '12345', number: '9810012345', countrycode: '+91', deviceIDs })).toBeNull();
    expect(parseOtpCredentials({ otp: '12a4', number: '9810012345', countrycode: '+91', deviceIDs })).toBeNull();
  });

  it('rejects a missing number or dial code', () => {
    expect(parseOtpCredentials({ otp: '1234', countrycode: '+91', deviceIDs })).toBeNull();
    expect(parseOtpCredentials({ otp: '1234', number: '9810012345', deviceIDs })).toBeNull();
  });
});
