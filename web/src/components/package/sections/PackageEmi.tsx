import { graphql } from 'relay-runtime';
import type { PackageEmi_package$data } from '@/__generated__/PackageEmi_package.graphql';
import { formatInr, formatPercent } from '@/lib/formatInr';
import type { ServerFragment } from '@/relay/serverFragment';
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

/** The best EMI offer and every bank's plans; absent while the price is 'Coming Soon..'. */
export function PackageEmi({ package: { emi } }: { package: ServerFragment<PackageEmi_package$data> }) {
  if (emi == null) return null;
  const { best } = emi;

  return (
    <section id="emi" className={styles.emi} aria-labelledby="emi-heading">
      <h3 id="emi-heading">EMI Options</h3>
      <p className={styles.best} data-testid="emi-best">
        EMI starts at <strong>{formatInr(best.emi)}/month</strong> with {best.bank} for {best.tenure} months
      </p>
      <p className={styles.note}>Plans for {formatInr(emi.amount)}. Interest rates are per annum.</p>
      <div className={styles.banks}>
        {emi.banks.map((bank) => (
          <details key={bank.bank} className={styles.bank} open={bank.bank === best.bank}>
            <summary>{bank.bank}</summary>
            {/* Focusable so a keyboard can scroll a table wider than a phone (WCAG scrollable-region-focusable). */}
            <div className={styles.tableScroll} role="region" aria-label={`${bank.bank} EMI plans`} tabIndex={0}>
              <table className={styles.table}>
                <caption>
                  {bank.bank} EMI plans for {formatInr(emi.amount)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Months</th>
                    <th scope="col">Monthly EMI</th>
                    <th scope="col">Interest (% p.a.)</th>
                    <th scope="col">Extra interest</th>
                    <th scope="col">Total cost</th>
                  </tr>
                </thead>
                <tbody>
                  {bank.plans.map((plan) => (
                    <tr key={plan.month}>
                      <th scope="row">{plan.month}</th>
                      <td>{formatInr(plan.price, { paise: true })}</td>
                      <td>{formatPercent(plan.interest)}</td>
                      <td>{formatInr(plan.extraInterest, { paise: true })}</td>
                      <td>{formatInr(plan.totalCost, { paise: true })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
