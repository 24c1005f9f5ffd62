'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@/auth/useSession';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { EditProfileDialog_viewer$key } from '@/__generated__/EditProfileDialog_viewer.graphql';
import type { EditProfileDialogMutation } from '@/__generated__/EditProfileDialogMutation.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { editProfileSchema, type EditProfileValues } from '@/lib/validation';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const editProfileFragment = graphql`
  fragment EditProfileDialog_viewer on Viewer {
    firstname
    lastname
  }
`;

const updateProfileMutation = graphql`
  mutation EditProfileDialogMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        ...ProfileDetails_viewer
        ...EditProfileDialog_viewer
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** 'Edit profile': first and last name (`updateProfile`); the header's initial follows (`useSession().update()`). */
export function EditProfileDialog({ viewer: viewerRef, onClose }: { viewer: EditProfileDialog_viewer$key; onClose: () => void }) {
  const viewer = useFragment(editProfileFragment, viewerRef);
  const updateProfile = usePromiseMutation<EditProfileDialogMutation>(updateProfileMutation);
  const { update } = useSession();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<EditProfileValues>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: { firstname: viewer.firstname ?? '', lastname: viewer.lastname ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { updateProfile: result } = await updateProfile({ input: values });
      const error = firstUserError(result.userErrors);
      if (error) return setFailure(error);
      toast.success('Profile updated');
      void update();
      onClose();
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <Dialog title="Edit profile" onClose={onClose}>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <FormError message={failure} />
        <TextField label="First name" autoComplete="given-name" registration={register('firstname')} error={formState.errors.firstname?.message} data-autofocus="" />
        <TextField label="Last name" autoComplete="family-name" registration={register('lastname')} error={formState.errors.lastname?.message} />
        <div className={formStyles.actions}>
          <SubmitButton pending={formState.isSubmitting}>Save</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
