'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import formStyles from '@/components/form/form.module.css';

const CreateGroupOrderDialog = dynamic(() => import('@/components/group-orders/create/CreateGroupOrderDialog').then((module) => module.CreateGroupOrderDialog), { ssr: false });

/** 'Create a group order': its dialog (and the form's code) loads only when pressed. */
export function CreateGroupOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={formStyles.primary} onClick={() => setOpen(true)}>
        Create a group order
      </button>
      {open && <CreateGroupOrderDialog onClose={() => setOpen(false)} />}
    </>
  );
}
