'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CreateGroupOrderDialogQuery } from '@/__generated__/CreateGroupOrderDialogQuery.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { DialogStep } from '@/components/dialog/DialogStep';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import { FormError } from '@/components/form/FormError';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { groupOrderPath } from '../paths';
import { createGroupOrderFormSchema, createGroupOrderInput, type CreateGroupOrderFormInput, type CreateGroupOrderFormValues } from './createGroupOrderForm';
import { GroupMemberRows, PLACES } from './GroupMemberRows';
import { GroupOrderDateField, type GroupOrderDates } from './GroupOrderDateField';
import { useCreateGroupOrder } from './useCreateGroupOrder';

/** The packages of the enquiry picker (`Query.packagePicker`) and the organiser's own mobile for their share. */
const createGroupOrderDialogQuery = graphql`
  query CreateGroupOrderDialogQuery {
    viewer {
      mobile
    }
    packagePicker {
      options {
        id
        title
      }
    }
  }
`;

const FIELDS = ['title', 'packageId', 'date', 'members'] as const;

/** 'Create a group order': package, date (seats left), the organiser's places and the members'; opens the new group order. */
export function CreateGroupOrderDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Create a group order" onClose={onClose}>
      <Suspense fallback={<p>Loading…</p>}>
        <CreateGroupOrderForm />
      </Suspense>
    </Dialog>
  );
}

function CreateGroupOrderForm() {
  const { viewer, packagePicker } = useLazyLoadQuery<CreateGroupOrderDialogQuery>(createGroupOrderDialogQuery, {}, { fetchPolicy: 'store-or-network' });
  const create = useCreateGroupOrder();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const seats = useRef(new Map<string, number>());
  const onDates = useCallback((dates: GroupOrderDates) => void (seats.current = new Map(dates.map((row) => [row.date, row.seatsLeft]))), []);
  const form = useForm<CreateGroupOrderFormInput, unknown, CreateGroupOrderFormValues>({
    resolver: zodResolver(createGroupOrderFormSchema((date) => seats.current.get(date) ?? null)),
    defaultValues: { title: '', packageId: '', date: '', ownPersons: '1', members: [{ contact: '', persons: '1' }] },
  });
  const { register, handleSubmit, setError, watch, formState } = form;
  const members = useFieldArray({ control: form.control, name: 'members' });
  const packageId = watch('packageId');
  const packages = packagePicker.flatMap((group) => group.options).filter((option, index, all) => all.findIndex((other) => other.id === option.id) === index);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await create(createGroupOrderInput(values, viewer?.mobile ?? null));
      if (result.groupOrder) return router.push(groupOrderPath(result.groupOrder.internalId));
      if (!applyFieldErrors(result.userErrors, FIELDS, setError)) setFailure(failureMessage(result));
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  // A step: the form arrives after the popup opened (its query suspends), and focus then moves to 'Group name'.
  return (
    <DialogStep>
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="create-group-order">
        <FormError message={failure} />
        <TextField label="Group name" autoComplete="off" registration={register('title')} error={formState.errors.title?.message} data-autofocus="" />
        <SelectField label="Package" options={[{ value: '', label: 'Choose a package' }, ...packages.map((option) => ({ value: option.id, label: option.title }))]} registration={register('packageId')} error={formState.errors.packageId?.message} />
        {packageId ? (
          <Suspense fallback={<p aria-busy="true">Loading dates…</p>}>
            <GroupOrderDateField packageId={packageId} registration={register('date')} error={formState.errors.date?.message} onDates={onDates} />
          </Suspense>
        ) : null}
        <SelectField label="Your own places" options={[{ value: '0', label: 'None (I do not travel)' }, ...PLACES]} registration={register('ownPersons')} error={formState.errors.ownPersons?.message} />
        <GroupMemberRows form={form} members={members} error={formState.errors.members?.message ?? formState.errors.members?.root?.message} />
        <div className={formStyles.actions}>
          <SubmitButton pending={formState.isSubmitting}>Create the group order</SubmitButton>
        </div>
      </form>
    </DialogStep>
  );
}
