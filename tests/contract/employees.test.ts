/**
 * Employees (issue 13) over real HTTP: the seeded employee's coupons and their applying history through the
 * gateway, 5 a page with cursors and one REST call a page, the date, coupon and package filters, an employee's view
 * of an order; a customer gets role CUSTOMER, `employee: null` without any employee call, and 403 from every
 * employee REST route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contractClient } from '../support/contract-users.ts';
import { restGet } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '81', clientIp: '198.51.100.181', label: 'employees' });
const EMPLOYEE = { mobile: '9812300021', password: 'Yatra@2026' };
const HARIDWAR = 'char-dham-yatra-from-haridwar';

type Use = { orderId: string; reference: string; couponCode: string; customerName: string; createdAt: string; total: { paise: number } };
type History = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { cursor: string; node: Use }[] };
const AREA = /* GraphQL */ `
  query ContractEmployee($first: Int, $after: String, $from: String, $to: String, $couponCode: String, $packageId: ID) {
    viewer {
      role
      employee {
        coupons { code kind percent usedCount flatAmount { paise } }
        couponHistory(first: $first, after: $after, from: $from, to: $to, couponCode: $couponCode, packageId: $packageId) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges { cursor node { orderId reference couponCode customerName createdAt total { paise } } }
        }
      }
    }
  }
`;
type Area = { viewer: { role: string; employee: null | { coupons: { code: string; usedCount: number }[]; couponHistory: History } } };

let employee = '';
let customer = '';
beforeAll(async () => {
  const { signInWithPassword } = await client.run<{ signInWithPassword: { token: string } }>(
    'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
    { input: { ...EMPLOYEE, countryCode: '+91' } },
  );
  employee = signInWithPassword.token;
  customer = await client.signedInUser();
});

describe('an employee', () => {
  it('sees their coupons and the history 5 a page, walking the cursors to the end with one REST call a page', async () => {
    const { result: value, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<Area>(AREA, {}, employee));
    const area = value.viewer.employee!;
    expect(value.viewer.role).toBe('EMPLOYEE');
    expect(area.coupons.map((coupon) => coupon.code)).toEqual(['ANANYA2000', 'ANANYA5']);
    expect(area.couponHistory.totalCount).toBe(13);
    expect(area.couponHistory.edges).toHaveLength(5);
    expect(callsTo(calls, '/get-employee-applying-coupon-history').map((call) => call.query)).toEqual(['limit=5&page=1']);
    const seen = [...area.couponHistory.edges];
    let after = area.couponHistory.pageInfo.endCursor;
    while (after) {
      const next = (await client.run<Area>(AREA, { after }, employee)).viewer.employee!.couponHistory;
      seen.push(...next.edges);
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    }
    expect(seen.map((edge) => edge.node.reference)).toHaveLength(13);
    expect(new Set(seen.map((edge) => edge.node.reference)).size).toBe(13);
    const dates = seen.map((edge) => edge.node.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by dates, coupon code and package, as the REST query names them', async () => {
    const march = (await client.run<Area>(AREA, { from: '2026-03-02', to: '2026-03-19' }, employee)).viewer.employee!.couponHistory;
    expect(march.edges.map((edge) => edge.node.reference)).toEqual(['PT-2026-900205', 'PT-2026-900204']);
    const code = (await client.run<Area>(AREA, { couponCode: 'ananya2000' }, employee)).viewer.employee!.couponHistory;
    expect(code.totalCount).toBe(6);
    const packages = await restGet<{ data: { _id: string } }>(stack.apiBaseUrl, `/package-data/${HARIDWAR}`, `Bearer ${stack.apiToken}`);
    const packageId = Buffer.from(`Package:${packages.body.data._id}`).toString('base64');
    const { result: value, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<Area>(AREA, { packageId, couponCode: 'ANANYA5' }, employee));
    expect(value.viewer.employee!.couponHistory.totalCount).toBe(3);
    expect(callsTo(calls, '/get-employee-applying-coupon-history')[0]?.query).toBe(`limit=5&page=1&filterby=couponcode&query=ANANYA5&packageid=${packages.body.data._id}`);
  });

  it("reads an order of the history without the customer's contact details; another order is null", async () => {
    const [use] = (await client.run<Area>(AREA, { first: 1 }, employee)).viewer.employee!.couponHistory.edges;
    const ORDER = 'query($id: ID!) { viewer { employee { order(id: $id) { reference customerName travellers { fullName } total { paise } } } } }';
    const { viewer } = await client.run<{ viewer: { employee: { order: { reference: string; customerName: string } | null } } }>(ORDER, { id: use!.node.orderId }, employee);
    expect(viewer.employee.order).toMatchObject({ reference: use!.node.reference, customerName: use!.node.customerName });
    const other = Buffer.from('EmployeeOrder:0123456789abcdef01234567').toString('base64');
    expect((await client.run<{ viewer: { employee: { order: null } } }>(ORDER, { id: other }, employee)).viewer.employee.order).toBeNull();
  });
});

describe('a customer', () => {
  it('is a CUSTOMER with no employee area, and the gateway makes no employee call', async () => {
    const { result: value, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<Area>(AREA, {}, customer));
    expect(value.viewer).toEqual({ role: 'CUSTOMER', employee: null });
    expect(calls.filter((call) => /employee/.test(call.path))).toEqual([]);
  });

  it.each(['/get-employee-coupon-list', '/get-employee-applying-coupon-history?limit=5&page=1', '/get-order-employee/0123456789abcdef01234567'])('gets 403 from %s', async (path) => {
    const answer = await restGet<{ message: string }>(stack.apiBaseUrl, path, `Bearer ${customer}`);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Forbidden: only employees can use this route');
  });
});
