import { describe, expect, it } from 'vitest';
import { CHECKOUT_CLOSED, CHECKOUT_LOAD_FAILED, checkoutReturnUrl, startCheckout, type CheckoutBrowser, type CheckoutPayment } from './providerCheckout';
import { loadRazorpayScript, RAZORPAY_CHECKOUT_SCRIPT, type RazorpayConstructor, type RazorpayFailure, type RazorpayOptions } from './razorpayCheckout';
import { parsePaymentReturn } from './paymentReturn';

const RETURN_PATH = '/check-out/payment';
const razorpayPayment: CheckoutPayment = {
  paymentId: '65f1c0ffee00000000000001',
  kind: 'ADVANCE',
  provider: 'razorpay',
  providerOrderId: 'order_IluGWxBm9U8zJ8',
  providerKeyId: 'rzp_test_1DP5mmOlF5G5ag',
  checkoutUrl: null,
  amountPaise: 1_469_950,
};

/** A fake `window.Razorpay`: records each checkout's options and lets the test play the customer. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed: (response: RazorpayFailure) => void }[] = [];
  class FakeRazorpay {
    private failed: (response: RazorpayFailure) => void = () => undefined;
    constructor(readonly options: RazorpayOptions) {}
    on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
      this.failed = callback;
    }
    open() {
      opened.push({ options: this.options, failed: (response) => this.failed(response) });
    }
  }
  return { Razorpay: FakeRazorpay as unknown as RazorpayConstructor, opened };
}

function fakeBrowser(Razorpay: RazorpayConstructor | Error) {
  const visited: string[] = [];
  const browser: CheckoutBrowser = {
    navigate: (url) => void visited.push(url),
    loadRazorpay: async () => {
      if (Razorpay instanceof Error) throw Razorpay;
      return Razorpay;
    },
    prefill: async () => ({ name: 'Asha Rao', email: 'asha@example.com' }),
  };
  return { browser, visited };
}

/** The query the return page reads, parsed by the page's own parser. */
const returnedQuery = (url: string) => {
  const parsed = new URL(url, 'http://localhost:3000');
  expect(parsed.pathname).toBe(RETURN_PATH);
  return parsePaymentReturn(Object.fromEntries(parsed.searchParams));
};

describe('openProviderCheckout (startCheckout)', () => {
  it("goes to the test provider's page, as before, and loads no Razorpay", async () => {
    const { browser, visited } = fakeBrowser(new Error('must not load'));
    await startCheckout({ ...razorpayPayment, provider: 'test', providerKeyId: null, checkoutUrl: 'http://localhost:4010/payment-provider/test/test_order_1' }, RETURN_PATH, browser);
    expect(visited).toEqual(['http://localhost:4010/payment-provider/test/test_order_1']);
  });

  it('opens Razorpay with the key id, order, amount in paise, name, description and prefill, retries off', async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const { browser, visited } = fakeBrowser(Razorpay);
    await startCheckout(razorpayPayment, RETURN_PATH, browser);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: 'order_IluGWxBm9U8zJ8',
      amount: 1_469_950,
      currency: 'INR',
      name: 'Pilgrim Yatra',
      description: 'Tour booking advance',
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
      retry: { enabled: false },
    });
    expect(visited).toEqual([]);
  });

  it("on success goes to the return page with Razorpay's payment id and signature, status=success", async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const { browser, visited } = fakeBrowser(Razorpay);
    await startCheckout(razorpayPayment, RETURN_PATH, browser);
    opened[0]!.options.handler({ razorpay_payment_id: 'pay_IH4NVgf4Dreq1l', razorpay_order_id: 'order_IluGWxBm9U8zJ8', razorpay_signature: 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d' });
    expect(visited).toHaveLength(1);
    expect(returnedQuery(visited[0]!)).toEqual({
      status: 'success',
      paymentId: '65f1c0ffee00000000000001',
      providerPaymentId: 'pay_IH4NVgf4Dreq1l',
      signature: 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d',
    });
  });

  it('on a failed payment, then the window closing, goes once to the return page with status=failed and the reason', async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const { browser, visited } = fakeBrowser(Razorpay);
    await startCheckout(razorpayPayment, RETURN_PATH, browser);
    opened[0]!.failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment was declined by the bank' } });
    opened[0]!.options.modal.ondismiss();
    expect(visited).toHaveLength(1);
    expect(returnedQuery(visited[0]!)).toEqual({ status: 'failed', paymentId: razorpayPayment.paymentId, reason: 'Your payment was declined by the bank' });
  });

  it('on dismissing the window goes to the return page with status=failed', async () => {
    const { Razorpay, opened } = fakeRazorpay();
    const { browser, visited } = fakeBrowser(Razorpay);
    await startCheckout({ ...razorpayPayment, kind: 'BALANCE' }, '/check-out/payment', browser);
    expect(opened[0]!.options.description).toBe('Balance of your booking');
    opened[0]!.options.modal.ondismiss();
    expect(returnedQuery(visited[0]!)).toEqual({ status: 'failed', paymentId: razorpayPayment.paymentId, reason: CHECKOUT_CLOSED });
  });

  it('when the Checkout script cannot load, fails the payment (its seats go back) through the return page', async () => {
    const { browser, visited } = fakeBrowser(new Error('blocked'));
    await startCheckout(razorpayPayment, RETURN_PATH, browser);
    expect(returnedQuery(visited[0]!)).toEqual({ status: 'failed', paymentId: razorpayPayment.paymentId, reason: CHECKOUT_LOAD_FAILED });
  });

  it('refuses a provider it cannot open', async () => {
    const { browser } = fakeBrowser(new Error('must not load'));
    await expect(startCheckout({ ...razorpayPayment, provider: 'offline' }, RETURN_PATH, browser)).rejects.toThrow("No checkout for the payment provider 'offline'");
    await expect(startCheckout({ ...razorpayPayment, provider: 'test' }, RETURN_PATH, browser)).rejects.toThrow('no checkout page');
  });

  it('encodes the query values', () => {
    expect(checkoutReturnUrl(RETURN_PATH, 'p1', { status: 'failed', reason: 'a&b=c' })).toBe('/check-out/payment?paymentId=p1&reason=a%26b%3Dc&status=failed');
  });
});

/** A fake page: `document.head.appendChild` records the script element the loader adds. */
function fakePage(Razorpay?: RazorpayConstructor) {
  const scripts: { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
  const page = {
    Razorpay,
    document: {
      createElement: () => ({ src: '', async: false, onload: null, onerror: null }),
      head: { appendChild: (script: (typeof scripts)[number]) => void scripts.push(script) },
    },
  };
  return { page: page as unknown as Parameters<typeof loadRazorpayScript>[0] & { Razorpay?: RazorpayConstructor }, scripts };
}

describe('loadRazorpayScript', () => {
  it('uses window.Razorpay when it is there, adding no script', async () => {
    const { Razorpay } = fakeRazorpay();
    const { page, scripts } = fakePage(Razorpay);
    expect(await loadRazorpayScript(page)).toBe(Razorpay);
    expect(scripts).toEqual([]);
  });

  it("adds Checkout's script once, on demand, and resolves with window.Razorpay when it loads", async () => {
    const { Razorpay } = fakeRazorpay();
    const { page, scripts } = fakePage();
    const first = loadRazorpayScript(page);
    const second = loadRazorpayScript(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: RAZORPAY_CHECKOUT_SCRIPT, async: true });
    page.Razorpay = Razorpay;
    scripts[0]!.onload!();
    expect(await first).toBe(Razorpay);
    expect(await second).toBe(Razorpay);
  });

  it('rejects when the script fails (e.g. refused by the CSP) and tries again next time', async () => {
    const { page, scripts } = fakePage();
    const failing = loadRazorpayScript(page);
    scripts[0]!.onerror!();
    await expect(failing).rejects.toThrow('Razorpay Checkout did not load');
    void loadRazorpayScript(page).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });
});
