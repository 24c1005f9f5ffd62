'use client';

import { graphql, useFragment } from 'react-relay';
import type { BankAccounts_page$key } from '@/__generated__/BankAccounts_page.graphql';
import { ScrollRegion } from '@/components/scroll-region/ScrollRegion';
import styles from './StaticPage.module.css';

const bankAccountsFragment = graphql`
  fragment BankAccounts_page on Page {
    bankAccounts {
      bankName
      accountName
      accountNumber
      ifsc
      branch
      accountType
      upiId
    }
  }
`;

/** Where to pay the KMY deposit: one row per account, headed columns, in a captioned table. */
export function BankAccounts({ page: pageRef }: { page: BankAccounts_page$key }) {
  const { bankAccounts } = useFragment(bankAccountsFragment, pageRef);
  if (bankAccounts.length === 0) return null;
  // Wider than a phone: it scrolls in its own box, a focusable region so the keyboard can scroll it too; the
  // caption wraps within the box's visible width (StaticPage.module.css).
  return (
    <ScrollRegion className={styles.tableWrap}>
      {(captionId) => (
        <table className={styles.table} data-testid="bank-accounts">
          <caption id={captionId}>
            <span className={styles.captionText}>Bank details for the KMY deposit</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Bank</th>
              <th scope="col">Account name</th>
              <th scope="col">Account number</th>
              <th scope="col">IFSC</th>
              <th scope="col">Branch</th>
              <th scope="col">Account type</th>
              <th scope="col">UPI</th>
            </tr>
          </thead>
          <tbody>
            {bankAccounts.map((account) => (
              <tr key={account.accountNumber}>
                <th scope="row">{account.bankName}</th>
                <td>{account.accountName}</td>
                <td>{account.accountNumber}</td>
                <td>{account.ifsc}</td>
                <td>{account.branch}</td>
                <td>{account.accountType}</td>
                <td>{account.upiId ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ScrollRegion>
  );
}
