'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { CouponHistoryFilters_query$key } from '@/__generated__/CouponHistoryFilters_query.graphql';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { pendingButtonProps } from '@/components/form/pendingButton';
import { appliedFiltersOf, couponHistoryFormSchema, EMPTY_FILTERS as EMPTY, type AppliedFilters, type CouponHistoryFormValues } from './couponHistoryForm';
import styles from './employee.module.css';

const couponHistoryFiltersFragment = graphql`
  fragment CouponHistoryFilters_query on Query {
    packagePicker {
      title
      options {
        id
        title
      }
    }
  }
`;


type Props = { query: CouponHistoryFilters_query$key; onApply: (filters: AppliedFilters) => void; pending: boolean };

/**
 * Date range (India days), coupon code and package; 'Apply' refetches the first page, 'Clear' shows everything. While
 * the history loads, both are aria-disabled (focus stays on the one pressed) and ignore presses, Enter in a field too.
 */
export function CouponHistoryFilters({ query, onApply, pending }: Props) {
  const { packagePicker } = useFragment(couponHistoryFiltersFragment, query);
  const packageSelectId = useId();
  const form = useForm<CouponHistoryFormValues>({ resolver: zodResolver(couponHistoryFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const clear = () => {
    form.reset(EMPTY);
    onApply(appliedFiltersOf(EMPTY));
  };
  return (
    <form className={styles.filters} aria-label="Filter the coupon history" onSubmit={form.handleSubmit((values) => onApply(appliedFiltersOf(values)))} noValidate>
      <TextField label="From" type="date" registration={form.register('from')} error={errors.from?.message} />
      <TextField label="To" type="date" registration={form.register('to')} error={errors.to?.message} />
      <TextField label="Coupon code" registration={form.register('couponCode')} error={errors.couponCode?.message} autoComplete="off" />
      <div className={formStyles.field}>
        <label htmlFor={packageSelectId} className={formStyles.label}>
          Package
        </label>
        <select id={packageSelectId} className={formStyles.input} {...form.register('packageId')}>
          <option value="">All packages</option>
          {packagePicker.map((group) => (
            <optgroup key={group.title} label={group.title}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" {...pendingButtonProps(pending)}>
          Apply
        </button>
        <button type="button" className="button button-secondary" {...pendingButtonProps(pending, clear)}>
          Clear
        </button>
      </div>
    </form>
  );
}
