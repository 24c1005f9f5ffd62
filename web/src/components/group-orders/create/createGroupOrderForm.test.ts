import { describe, expect, it } from 'vitest';
import { createGroupOrderFormSchema, createGroupOrderInput } from './createGroupOrderForm';

const valid = { title: 'Menon family', packageId: 'UGFja2FnZTox', date: '2027-06-12', ownPersons: '1', members: [{ contact: '+91 98123 00032', persons: '2' }] };
const schema = createGroupOrderFormSchema((date) => (date === '2027-06-12' ? 3 : null));
const messages = (values: object) => (schema.safeParse(values).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the create group order form', () => {
  it('accepts a group that fits the seats left and lists the organiser first', () => {
    const parsed = schema.parse(valid);
    expect(createGroupOrderInput(parsed, '+919812300031').members).toEqual([
      { contact: '+919812300031', persons: 1 },
      { contact: '+91 98123 00032', persons: 2 },
    ]);
  });

  it('refuses more places than seats left on the date', () => {
    expect(messages({ ...valid, ownPersons: '2' })).toEqual(['date: Only 3 seats are left on this date']);
  });

  it('refuses a member listed twice or a contact that is neither a mobile nor an e-mail', () => {
    expect(messages({ ...valid, members: [{ contact: 'a@example.com', persons: '1' }, { contact: 'A@example.com', persons: '1' }] })).toEqual(['members: List each member once']);
    expect(messages({ ...valid, members: [{ contact: 'someone', persons: '1' }] })).toEqual([
      'members: Give each member a valid mobile number (with its country code, e.g. +91 98123 00032) or e-mail',
    ]);
  });

  it('needs a name, a package, a date and at least one share', () => {
    expect(messages({ title: ' ', packageId: '', date: '', ownPersons: '0', members: [] })).toEqual([
      'title: Give the group a name (at most 120 characters)',
      'packageId: Choose a package',
      'date: Choose a date',
      'members: List 1 to 20 members',
    ]);
  });
});
