'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

const CancelGroupOrderDialog = dynamic(() => import('./CancelGroupOrderDialog').then((module) => module.CancelGroupOrderDialog), { ssr: false });

/** The organiser's 'Cancel group order' while no share is paid; its confirmation loads when pressed. */
export function CancelGroupOrderButton({ groupOrderId, title }: { groupOrderId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Cancel group order
      </button>
      {open && <CancelGroupOrderDialog groupOrderId={groupOrderId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
