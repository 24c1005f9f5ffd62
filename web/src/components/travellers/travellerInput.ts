import type { Gender } from '@/lib/genders';
import type { TravellerFormValues } from '@/lib/validation';

/** What a traveller mutation answers the form: saved, or the user errors by field. */
export type TravellerSaveResult = {
  readonly traveller: { readonly id: string } | null | undefined;
  readonly userErrors: readonly { readonly message: string; readonly field: string | null | undefined }[];
};

/** The checked form values as `TravellerInput`: empty optional fields are sent as null ("not given"). */
export function travellerInputOf(values: TravellerFormValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const mobile = optional(values.mobile);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    gender: values.gender as Gender,
    dateOfBirth: values.dateOfBirth.trim(),
    mobile,
    countryCode: mobile === null ? null : values.countryCode,
    email: optional(values.email),
    nationality: values.nationality,
    passportNumber: optional(values.passportNumber),
    passportExpiry: optional(values.passportExpiry),
    relation: optional(values.relation),
    notes: optional(values.notes),
  };
}

/**
 * A saved traveller as the form's starting values (a new one: India, +91, no gender chosen, everything else empty). The one
 * mapping of the traveller form, shared by the profile's dialog and the check-out's inline form.
 */
export function formValuesOf(traveller: {
  readonly firstname: string;
  readonly lastname: string;
  readonly gender: string;
  readonly dateOfBirth: string;
  readonly nationalNumber?: string | null | undefined;
  readonly countryCode?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly nationality: string;
  readonly passportNumber?: string | null | undefined;
  readonly passportExpiry?: string | null | undefined;
  readonly relation?: string | null | undefined;
  readonly notes?: string | null | undefined;
} | null): TravellerFormValues {
  return {
    firstname: traveller?.firstname ?? '',
    lastname: traveller?.lastname ?? '',
    gender: traveller?.gender ?? '',
    dateOfBirth: traveller?.dateOfBirth ?? '',
    mobile: traveller?.nationalNumber ?? '',
    countryCode: traveller?.countryCode ?? '+91',
    email: traveller?.email ?? '',
    nationality: traveller?.nationality ?? 'IN',
    passportNumber: traveller?.passportNumber ?? '',
    passportExpiry: traveller?.passportExpiry ?? '',
    relation: traveller?.relation ?? '',
    notes: traveller?.notes ?? '',
  };
}
