'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/validation/zod';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import styles from './wallet.module.css';

export type DateRange = { from: string | null; to: string | null };

const rangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { path: ['to'], message: 'The end date must not be before the start date' });

/** 'From' and 'To' days (both optional, inclusive): 'Apply' filters the transactions, 'Clear' shows them all. */
export function DateRangeFilter({ onApply }: { onApply: (range: DateRange) => void }) {
  const { register, handleSubmit, reset, formState } = useForm<z.infer<typeof rangeSchema>>({ resolver: zodResolver(rangeSchema), defaultValues: { from: '', to: '' } });
  const apply = handleSubmit(({ from, to }) => onApply({ from: from || null, to: to || null }));
  const clear = () => {
    reset();
    onApply({ from: null, to: null });
  };
  return (
    <form className={styles.filter} noValidate onSubmit={apply} aria-label="Filter transactions by date">
      <TextField label="From" type="date" registration={register('from')} />
      <TextField label="To" type="date" registration={register('to')} error={formState.errors.to?.message} />
      <div className={styles.filterActions}>
        <button type="submit" className={formStyles.primary}>
          Apply
        </button>
        <button type="button" className="button button-secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
