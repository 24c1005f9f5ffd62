/**
 * How the e-mailed summary names each saved field (the form's labels), in the form's order. Fields not listed are
 * not shown: the package (the summary's own line), the city id (the city is), the country code (with the mobile).
 */
export const SUMMARY_FIELDS: Readonly<Record<string, readonly (readonly [key: string, label: string])[]>> = {
  personal: [
    ['firstname', 'First name'],
    ['lastname', 'Last name'],
    ['gender', 'Gender'],
    ['dob', 'Date of birth'],
    ['email', 'E-mail'],
    ['mobile', 'Mobile'],
    ['nationality', 'Nationality'],
  ],
  passport: [
    ['passportNumber', 'Passport number'],
    ['issueDate', 'Date of issue'],
    ['expiryDate', 'Date of expiry'],
    ['issuePlace', 'Place of issue'],
  ],
  address: [
    ['line1', 'Address line 1'],
    ['line2', 'Address line 2'],
    ['city', 'City'],
    ['countryId', 'Country'],
    ['pincode', 'PIN code'],
  ],
  emergency_contact: [
    ['name', 'Name'],
    ['relation', 'Relation'],
    ['mobile', 'Mobile'],
  ],
  medical_declaration: [
    ['hasConditions', 'Medical conditions'],
    ['conditions', 'Details'],
    ['fitToTravel', 'Declared fit to travel'],
  ],
};
