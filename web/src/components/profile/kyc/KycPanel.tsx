'use client';

import dynamic from 'next/dynamic';
import { startTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { KycPanelQuery } from '@/__generated__/KycPanelQuery.graphql';
import styles from '../profile.module.css';
import { KYC_STATUS_TEXT } from './kycForm';

// The forms (react-hook-form, zod, the file field) load with the section, not with every page.
const KycForm = dynamic(() => import('./KycForm').then((module) => module.KycForm), { ssr: false });
const PhotoForm = dynamic(() => import('./PhotoForm').then((module) => module.PhotoForm), { ssr: false });

const kycPanelQuery = graphql`
  query KycPanelQuery {
    viewer {
      kyc {
        documentType
        documentNumber
        status
        rejectionReason
        scan {
          url
          isImage
        }
      }
      photo {
        url
        isImage
      }
    }
  }
`;

/** The photo and the KYC as stored (fresh signed links on each read), and the forms that change them. */
export function KycPanel({ fetchKey, onSaved }: { fetchKey: number; onSaved: () => void }) {
  const { viewer } = useLazyLoadQuery<KycPanelQuery>(kycPanelQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  if (!viewer) throw new Error('The KYC could not be read');
  const saved = () => startTransition(onSaved);
  const { kyc, photo } = viewer;
  return (
    <div className={styles.kyc}>
      <PhotoForm current={photo ? { url: photo.url, isImage: true, name: 'your photo' } : null} onSaved={saved} />
      {/* Plain text, not a live region: it would be read out again with every toast; saving says so in a toast. */}
      <p className={styles.kycStatus} data-testid="kyc-status">
        {kyc ? `KYC status: ${KYC_STATUS_TEXT[kyc.status as keyof typeof KYC_STATUS_TEXT] ?? kyc.status}` : 'No KYC document yet.'}
        {kyc?.rejectionReason ? ` — ${kyc.rejectionReason}` : ''}
      </p>
      <KycForm
        current={kyc ? { documentType: kyc.documentType, documentNumber: kyc.documentNumber, scan: { url: kyc.scan.url, isImage: kyc.scan.isImage, name: 'your document' } } : null}
        onSaved={saved}
      />
    </div>
  );
}
