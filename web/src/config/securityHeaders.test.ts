import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it("allows scripts and frames from this site only with the test provider (or none set)", () => {
    for (const paymentProvider of ['test', undefined]) {
      const policy = contentSecurityPolicy({ paymentProvider });
      expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
      expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
      expect(policy).not.toContain('razorpay');
    }
  });

  it("adds Razorpay's Checkout script and frame origins only with PAYMENT_PROVIDER=razorpay", () => {
    const policy = contentSecurityPolicy({ paymentProvider: 'razorpay' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://checkout.razorpay.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
  });

  it('keeps the framing, base, form and plugin rules, and allows eval only in development', () => {
    const policy = contentSecurityPolicy({ paymentProvider: 'razorpay' });
    expect(policy).toContain("frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy({ development: true }), 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(securityHeaders({}).map((header) => header.key)).toEqual(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security']);
  });

  it("with a nonce, allows only the scripts that carry it and those they load ('strict-dynamic'), never inline ones", () => {
    const policy = contentSecurityPolicy({ nonce: 'bm9uY2U=' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(contentSecurityPolicy({ nonce: 'bm9uY2U=', paymentProvider: 'razorpay' }), 'script-src')).toBe(
      "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' https://checkout.razorpay.com",
    );
    expect(contentSecurityPolicy({ nonce: 'bm9uY2U=' })).toContain("frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'");
  });

  it('asks browsers for HTTPS only (HSTS) outside development', () => {
    const hsts = (development: boolean) => securityHeaders({ development }).find((header) => header.key === 'Strict-Transport-Security')?.value;
    expect(hsts(false)).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(true)).toBeUndefined();
  });
});
