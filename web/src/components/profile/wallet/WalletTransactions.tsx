'use client';

import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WalletTransactionsPaginationQuery } from '@/__generated__/WalletTransactionsPaginationQuery.graphql';
import type { WalletTransactions_viewer$key } from '@/__generated__/WalletTransactions_viewer.graphql';
import { LoadMore } from '@/components/list/LoadMore';
import { formatDateTime } from '@/lib/formatDateTime';
import styles from '../profile.module.css';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import type { WalletChoice } from './payFromWalletForm';
import { WalletTypeChoice } from './WalletTypeChoice';

const PAGE_SIZE = 5;

const walletTransactionsFragment = graphql`
  fragment WalletTransactions_viewer on Viewer
  @refetchable(queryName: "WalletTransactionsPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 5 }
    cursor: { type: "String" }
    from: { type: "String" }
    to: { type: "String" }
    type: { type: "WalletType", defaultValue: CUSTOMER }
  ) {
    shownWallet: wallet(type: $type) {
      type
      transactions(first: $count, after: $cursor, from: $from, to: $to) @connection(key: "WalletTransactions_transactions", filters: ["from", "to"]) {
        totalCount
        edges {
          node {
            id
            kind
            description
            orderReference
            createdAt
            amount {
              paise
              label
            }
          }
        }
      }
    }
  }
`;

/**
 * One wallet's transactions (the wallet's money or the reward credit, chosen above the list), newest first, 5 at a
 * time with 'Load more', filtered by a date range.
 */
export function WalletTransactions({ viewer }: { viewer: WalletTransactions_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<WalletTransactionsPaginationQuery, WalletTransactions_viewer$key>(walletTransactionsFragment, viewer);
  const [busy, startTransition] = useTransition();
  const [shown, setShown] = useState<{ type: WalletChoice; range: DateRange }>({ type: data.shownWallet.type === 'REWARD' ? 'REWARD' : 'CUSTOMER', range: { from: null, to: null } });
  // In a transition: the current list stays on screen (aria-busy) until the chosen page is in.
  const show = (type: WalletChoice, range: DateRange) => {
    setShown({ type, range });
    startTransition(() => {
      refetch({ type, ...range, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  };
  const { edges, totalCount } = data.shownWallet.transactions;
  return (
    <div aria-busy={busy || undefined}>
      <h3 className={styles.cardTitle}>Transactions</h3>
      <WalletTypeChoice value={shown.type} onChange={(type) => show(type, shown.range)} />
      <DateRangeFilter onApply={(range) => show(shown.type, range)} />
      {edges.length === 0 ? (
        <p className={styles.empty}>No transactions.</p>
      ) : (
        <ul className={styles.list} aria-label="Wallet transactions" data-testid="wallet-transactions">
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.card} data-testid="wallet-transaction">
              <div>
                <p className={styles.cardTitle}>{node.description}</p>
                <p className={styles.meta}>
                  {formatDateTime(node.createdAt)}
                  {node.orderReference ? ` · Booking ${node.orderReference}` : ''}
                </p>
              </div>
              <strong>{node.amount.paise > 0 ? `+${node.amount.label}` : node.amount.label}</strong>
            </li>
          ))}
        </ul>
      )}
      {edges.length > 0 && <LoadMore shown={edges.length} total={totalCount} noun="transactions" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />}
    </div>
  );
}
