'use client';

import { Suspense, useId, type ComponentProps } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PackagePickerQuery } from '@/__generated__/PackagePickerQuery.graphql';
import { FallbackBoundary } from '@/components/errors/FallbackBoundary';
import formStyles from '@/components/form/form.module.css';
import { PackageCombobox } from './PackageCombobox';

/** Spec §7 package list for enquiries, behind `Query.packagePicker`: groups by classification, 'Popular Packages' first. */
const packagePickerQuery = graphql`
  query PackagePickerQuery {
    packagePicker {
      title
      options {
        id
        title
      }
    }
  }
`;

type PackagePickerProps = Omit<ComponentProps<typeof PackageCombobox>, 'groups'>;

/** The enquiry forms' package picker: its list is fetched when the form mounts (once per tab, then from the store). */
export function PackagePicker(props: PackagePickerProps) {
  return (
    <FallbackBoundary fallback={<PickerStandIn label={props.label} text="Packages could not be loaded" error={props.error} />}>
      <Suspense fallback={<PickerStandIn label={props.label} text="Loading packages…" busy />}>
        <LoadedPackagePicker {...props} />
      </Suspense>
    </FallbackBoundary>
  );
}

function LoadedPackagePicker(props: PackagePickerProps) {
  const { packagePicker } = useLazyLoadQuery<PackagePickerQuery>(packagePickerQuery, {}, { fetchPolicy: 'store-or-network' });
  return <PackageCombobox {...props} groups={packagePicker} />;
}

/** Holds the picker's place (same label and height) while its list loads, or when it failed to. */
function PickerStandIn({ label, text, busy = false, error }: { label: string; text: string; busy?: boolean; error?: string | undefined }) {
  const id = useId();
  return (
    <div className={formStyles.field} aria-busy={busy || undefined}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input id={id} className={formStyles.input} disabled placeholder={text} />
      <p className={formStyles.error}>{error}</p>
    </div>
  );
}
