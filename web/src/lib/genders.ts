/** The genders a traveller or pilgrim is recorded with (the schema's `Gender`), as the forms and lists name them. */
export const GENDERS = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
  { value: 'OTHER', label: 'Other' },
] as const;

export type Gender = (typeof GENDERS)[number]['value'];

/**
 * A form's gender choices: none at first, so nobody is saved with a gender they did not pick (a permit or a flight
 * is issued in the passport's gender, and a preset one is easily left as it is).
 */
export const GENDER_CHOICES: readonly { value: string; label: string }[] = [{ value: '', label: 'Choose…' }, ...GENDERS];

export const isGender = (value: string): value is Gender => GENDERS.some((gender) => gender.value === value);

/** 'Female' for `FEMALE`; an unknown value as it is. */
export const genderLabel = (value: string): string => GENDERS.find((gender) => gender.value === value)?.label ?? value;
