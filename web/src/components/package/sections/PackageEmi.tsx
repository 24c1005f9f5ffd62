import { graphql } from 'relay-runtime';
import type { PackageEmi_package$data } from '@/__generated__/PackageEmi_package.graphql';
import { formatInr, formatPercent } from '@/lib/formatInr';
import type { ServerFragment } from '@/relay/serverFragment';
import { EmiBankPlans, type EmiBank } from './EmiBankPlans';
import styles from './PackageEmi.module.css';

/** Spread unmasked (`@relay(mask: false)`) into `PackageSectionsQuery`: its fields arrive in the server's answer. */
export const packageEmiFragment = graphql`
  fragment PackageEmi_package on Package {
    emi {
      amount
      best {
        emi
        bank
        tenure
      }
      banks {
        bank
        plans {
          month
          price
          interest
          extraInterest
          totalCost
        }
      }
    }
  }
`;

/** The best EMI offer and every bank's plans (the best bank's open); absent while the price is 'Coming Soon..'. */
export function PackageEmi({ package: { emi } }: { package: ServerFragment<PackageEmi_package$data> }) {
  if (emi == null) return null;
  const { best } = emi;
  const amount = formatInr(emi.amount);
  const banks: EmiBank[] = emi.banks.map(({ bank, plans }) => ({
    bank,
    plans: plans.map((plan) => ({
      month: plan.month,
      price: formatInr(plan.price, { paise: true }),
      interest: formatPercent(plan.interest),
      extraInterest: formatInr(plan.extraInterest, { paise: true }),
      totalCost: formatInr(plan.totalCost, { paise: true }),
    })),
  }));

  return (
    <section id="emi" className={styles.emi} aria-labelledby="emi-heading">
      <h3 id="emi-heading">EMI Options</h3>
      <p className={styles.best} data-testid="emi-best">
        EMI starts at <strong>{formatInr(best.emi)}/month</strong> with {best.bank} for {best.tenure} months
      </p>
      <p className={styles.note}>Plans for {amount}. Interest rates are per annum.</p>
      <EmiBankPlans amount={amount} banks={banks} openBank={best.bank} />
    </section>
  );
}
