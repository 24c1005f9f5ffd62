'use client';

import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WalletPanelQuery } from '@/__generated__/WalletPanelQuery.graphql';
import styles from '../profile.module.css';
import type { WalletChoice } from './payFromWalletForm';
import { WalletOrders } from './WalletOrders';
import { WalletTransactions } from './WalletTransactions';

/** By the viewer's id (`node`), like the bookings: a failed read must not overwrite the root `viewer`. */
const walletPanelQuery = graphql`
  query WalletPanelQuery($viewerId: ID!, $transactionsType: WalletType!) {
    node(id: $viewerId) {
      ... on Viewer {
        wallet {
          balance {
            paise
            label
          }
        }
        reward: wallet(type: REWARD) {
          balance {
            paise
            label
          }
        }
      }
      ...WalletTransactions_viewer @arguments(type: $transactionsType) @alias(as: "transactions")
      ...WalletOrders_viewer @alias(as: "orders")
    }
  }
`;

export type WalletBalances = { customer: { paise: number; label: string }; reward: { paise: number; label: string } };

type WalletPanelProps = { viewerId: string; fetchKey: number; transactionsType: WalletChoice; onPaid: (wallet: WalletChoice) => void };

/** The two balances, the bookings a wallet can pay, then the transactions of one wallet (`transactionsType` first). */
export function WalletPanel({ viewerId, fetchKey, transactionsType, onPaid }: WalletPanelProps) {
  const { node } = useLazyLoadQuery<WalletPanelQuery>(walletPanelQuery, { viewerId, transactionsType }, { fetchPolicy: 'network-only', fetchKey });
  if (!node?.wallet || !node.reward || !node.transactions || !node.orders) throw new Error('The wallet could not be read');
  const balances: WalletBalances = { customer: node.wallet.balance, reward: node.reward.balance };
  return (
    <>
      <dl className={styles.facts} data-testid="wallet-balances">
        <dt>Wallet balance</dt>
        <dd data-testid="wallet-balance">{balances.customer.label}</dd>
        <dt>Reward credit</dt>
        <dd data-testid="reward-balance">{balances.reward.label}</dd>
      </dl>
      <WalletOrders viewer={node.orders} balances={balances} onPaid={onPaid} />
      {/* Read afresh with the panel: its own choices (wallet, dates) start again from the panel's. */}
      <WalletTransactions key={`${fetchKey}-${transactionsType}`} viewer={node.transactions} />
    </>
  );
}
