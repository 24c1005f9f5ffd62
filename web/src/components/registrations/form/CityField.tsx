'use client';

import { Suspense } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CityFieldQuery } from '@/__generated__/CityFieldQuery.graphql';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';

const cityFieldQuery = graphql`
  query CityFieldQuery($countryCode: String!) {
    cities(countryCode: $countryCode) {
      internalId
      name
      state
    }
  }
`;

type Field = { label?: string; registration: UseFormRegisterReturn; error?: string | undefined };
type CityFieldProps = { countryCode: string; cityId: Field; city: Field };

/** The address step's city: the country's seeded cities to pick from, or typed when not listed (or none are). */
export function CityField(props: CityFieldProps) {
  if (!/^[A-Z]{2}$/.test(props.countryCode)) return <TextField label="City" {...props.city} autoComplete="address-level2" />;
  return (
    <Suspense fallback={<TextField label="City" {...props.city} autoComplete="address-level2" />}>
      <CityChoices {...props} />
    </Suspense>
  );
}

function CityChoices({ countryCode, cityId, city }: CityFieldProps) {
  const { cities } = useLazyLoadQuery<CityFieldQuery>(cityFieldQuery, { countryCode }, { fetchPolicy: 'store-or-network' });
  if (cities.length === 0) return <TextField label="City" {...city} autoComplete="address-level2" />;
  const options = [{ value: '', label: 'Not listed: type it below' }, ...cities.map((one) => ({ value: one.internalId, label: `${one.name} (${one.state})` }))];
  return (
    <>
      <SelectField label="City" {...cityId} options={options} />
      <TextField label="City, if not listed" {...city} autoComplete="address-level2" />
    </>
  );
}
