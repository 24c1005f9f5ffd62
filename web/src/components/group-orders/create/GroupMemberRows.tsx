'use client';

import { GROUP_ORDER_LIMITS } from '@pilgrim/schema/rules';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/form/TextField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import styles from '../GroupOrders.module.css';
import type { CreateGroupOrderFormInput, CreateGroupOrderFormValues } from './createGroupOrderForm';

export const PLACES = Array.from({ length: GROUP_ORDER_LIMITS.maxPersons }, (_, index) => ({ value: String(index + 1), label: `${index + 1} ${index === 0 ? 'place' : 'places'}` }));

type Props = {
  form: UseFormReturn<CreateGroupOrderFormInput, unknown, CreateGroupOrderFormValues>;
  members: UseFieldArrayReturn<CreateGroupOrderFormInput, 'members'>;
  error?: string | undefined;
};

/** The members, each by mobile (with its country code) or e-mail and their places; add and remove rows. */
export function GroupMemberRows({ form, members, error }: Props) {
  const { register, formState } = form;
  const rowErrors = formState.errors.members;
  return (
    <fieldset className={styles.members}>
      <legend>Members</legend>
      {members.fields.map((field, index) => (
        <div key={field.id} className={styles.memberRow}>
          <TextField label={`Member ${index + 1}: mobile or e-mail`} autoComplete="off" registration={register(`members.${index}.contact`)} error={rowErrors?.[index]?.contact?.message} />
          <SelectField label={`Member ${index + 1}: places`} options={PLACES} registration={register(`members.${index}.persons`)} error={rowErrors?.[index]?.persons?.message} />
          <button type="button" className={formStyles.secondary} onClick={() => members.remove(index)}>
            Remove member {index + 1}
          </button>
        </div>
      ))}
      <FieldError id="group-members-error" message={error} />
      {members.fields.length < GROUP_ORDER_LIMITS.maxMembers ? (
        <button type="button" className={formStyles.secondary} onClick={() => members.append({ contact: '', persons: '1' })}>
          Add a member
        </button>
      ) : null}
    </fieldset>
  );
}
