/** Spec §9: the person counts the enquiry form offers. */
export const PERSON_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11-20', '21-40', '40+'] as const;

/** Spec §9: at most 3 packages per enquiry. */
export const MAX_ENQUIRY_PACKAGES = 3;

/** Spec §5: the enquiry e-mail ends in .com, .in, .org or .net. */
export const ENQUIRY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.(com|in|org|net)$/i;

/** Spec §2 quick enquiry picker: the hint at the limit of 3. */
export const MAX_ENQUIRY_PACKAGES_HINT = 'You can select max 3 package.';

/** CONTRACT.md (`POST /enquiry/quick`): a comment of at most 1000 characters. */
export const MAX_ENQUIRY_COMMENT = 1000;
