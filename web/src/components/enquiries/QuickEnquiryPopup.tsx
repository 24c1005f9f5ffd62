'use client';

import { Dialog } from '@/components/dialog/Dialog';
import { uiActions } from '@/state/ui-store';
import { QuickEnquiryForm } from './QuickEnquiryForm';
import styles from './QuickEnquiry.module.css';

/** The quick enquiry popup (the mobile bar's Enquiry): closing it at any step drops the enquiry's steps. */
export function QuickEnquiryPopup() {
  return (
    <Dialog title="Quick Enquiry" onClose={uiActions.closeLeadPopups} className={styles.popup}>
      <QuickEnquiryForm form="QUICK" layout="popup" onDone={uiActions.closeLeadPopups} />
    </Dialog>
  );
}
