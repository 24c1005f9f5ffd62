/** Every text the registration routes answer besides the router's field messages. */
export const REGISTRATION_MESSAGES = {
  notFound: 'Registration not found',
  saved: 'Registration saved',
  deleted: 'Registration deleted',
  emailed: 'Registration summary e-mailed to your confirmed e-mail',
  confirmEmailFirst: 'Please confirm your e-mail address first (account menu › Confirm e-mail): the summary is sent only to your confirmed e-mail',
  uploaded: 'Document uploaded',
  startWithPersonal: "A new registration starts with its 'personal' step",
  notKmyPackage: 'must be one of the KMY packages (GET /package/kmy-resiger-package-list)',
  documentsMissing: (missing: string[]) => `upload ${missing.join(', ')} first`,
  tooMany: (max: number) => `You can keep at most ${max} registrations. Delete one to start another.`,
} as const;
