import { beforeEach, describe, expect, it, vi } from 'vitest';

const signIn = vi.fn();
vi.mock('next-auth/react', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

const device = {
  deviceID: 'id-1',
  deviceName: 'windows',
  modelNo: '',
  operaingSystem: 'Windows 10',
  firebaseToken: null,
  deviceType: 'web',
};
vi.mock('../lib/device/deviceInfo', () => ({ getDeviceInfo: () => device }));

const { signInFailureMessage, signInWithOtp, signInWithPassword } = await import('./credentials');

describe('credential sign-in helpers', () => {
  beforeEach(() => {
    signIn.mockReset();
  });

  it('signs in by e-mail with number 0 and the device list as JSON, without redirecting', async () => {
    signIn.mockResolvedValue({ ok: true, error: null, status: 200, url: 'http://localhost/' });
    await expect(signInWithPassword({ email: 'asha@example.com', password: 'secret12' })).resolves.toEqual({ ok: true });
    expect(signIn).toHaveBeenCalledWith('password', {
      redirect: false,
      email: 'asha@example.com',
      password: 'secret12',
      number: '0',
      countrycode: '+91',
      deviceIDs: JSON.stringify([device]),
    });
  });

  it('signs in by mobile number when no e-mail is given', async () => {
    signIn.mockResolvedValue({ ok: true, error: null, status: 200, url: 'http://localhost/' });
    await signInWithPassword({ number: '9810012345', countrycode: '+977', password: 'secret12' });
    expect(signIn).toHaveBeenCalledWith('password', expect.objectContaining({ email: '', number: '9810012345', countrycode: '+977' }));
  });

  it('reports a failed password sign-in as Invalid username or password', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'Invalid username or password', status: 401, url: null });
    await expect(signInWithPassword({ email: 'asha@example.com', password: 'wrong' })).resolves.toEqual({
      ok: false,
      message: 'Invalid username or password',
    });
  });

  it('sends the OTP fields to the otp provider', async () => {
    signIn.mockResolvedValue({ ok: true, error: null, status: 200, url: 'http://localhost/' });
    await expect(signInWithOtp({ otp: '1234', number: '9810012345', countrycode: '+91' })).resolves.toEqual({ ok: true });
    expect(signIn).toHaveBeenCalledWith('otp', {
      redirect: false,
      otp: '1234',
      number: '9810012345',
      countrycode: '+91',
      deviceIDs: JSON.stringify([device]),
    });
  });

  it('reports the message authorize threw, such as the gateway outage text or a rate limit', async () => {
    signIn.mockResolvedValue({
      ok: false,
      error: 'Something unexpected happened or please try again later.',
      status: 401,
      url: null,
    });
    await expect(signInWithPassword({ email: 'asha@example.com', password: 'secret12' })).resolves.toEqual({
      ok: false,
      message: 'Something unexpected happened or please try again later.',
    });
    signIn.mockResolvedValue({ ok: false, error: 'Too many attempts, try again in 10 minutes', status: 401, url: null });
    await expect(signInWithOtp({ otp: '1234', number: '9810012345', countrycode: '+91' })).resolves.toEqual({
      ok: false,
      message: 'Too many attempts, try again in 10 minutes',
    });
  });

  it('reports a failed OTP sign-in without a message, or an unreachable server, as Invalid OTP', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'CredentialsSignin', status: 401, url: null });
    await expect(signInWithOtp({ otp: '1234', number: '9810012345', countrycode: '+91' })).resolves.toEqual({
      ok: false,
      message: 'Invalid OTP',
    });
    signIn.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signInWithOtp({ otp: '1234', number: '9810012345', countrycode: '+91' })).resolves.toEqual({
      ok: false,
      message: 'Invalid OTP',
    });
  });
});

describe('signInFailureMessage', () => {
  it.each(['CredentialsSignin', 'Configuration', 'configuration', 'AccessDenied', 'Callback', '', '  ', null, undefined])(
    'falls back to the spec message when next-auth reports %j',
    (error) => {
      expect(signInFailureMessage('password', error)).toBe('Invalid username or password');
      expect(signInFailureMessage('otp', error)).toBe('Invalid OTP');
    },
  );

  it('keeps a real message as it is', () => {
    expect(signInFailureMessage('otp', 'OTP expired')).toBe('OTP expired');
  });
});
