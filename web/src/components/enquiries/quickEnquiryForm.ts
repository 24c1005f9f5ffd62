import { z } from '@/lib/validation/zod';
import type { QuickEnquiryForm } from '@/__generated__/QuickEnquiryFieldsMutation.graphql';
import { countrySchema, DEFAULT_COUNTRY, dialCodeOf, enquirySchema, nationalNumber, PERSON_OPTIONS, type CountryCode } from '@/lib/validation';

/**
 * The quick enquiry form's values: the spec §5 enquiry rules (`enquirySchema`, its exact messages) plus the
 * phone's country. A package's `packageid` is its global ID from `packagePicker`, as `submitQuickEnquiry` takes it.
 */
export const quickEnquiryFormSchema = enquirySchema.extend({ country: countrySchema });

export type QuickEnquiryValues = z.input<typeof quickEnquiryFormSchema>;
export type QuickEnquiryData = z.output<typeof quickEnquiryFormSchema>;

export type { QuickEnquiryForm };

export const emptyQuickEnquiry = (): QuickEnquiryValues => ({
  name: '',
  email: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  person: '',
  packages: [],
  comment: '',
});

/** The person select's options: a prompt, then spec §9's counts. */
export const personChoices = [
  { value: '', label: 'Select persons' },
  ...PERSON_OPTIONS.map((value) => ({ value, label: value })),
] as const;

/** The `submitQuickEnquiry` input for valid form data, sent from `pageUrl` (spec §3 `pagessourcelink`). */
export function quickEnquiryInput(form: QuickEnquiryForm, data: QuickEnquiryData, pageUrl: string) {
  const comment = data.comment?.trim();
  return {
    form,
    name: data.name,
    email: data.email,
    mobile: nationalNumber(data.phone),
    countryCode: dialCodeOf(data.country as CountryCode),
    persons: data.person,
    packageIds: data.packages.map((item) => item.packageid),
    comment: comment ? comment : null,
    pageUrl,
  };
}
