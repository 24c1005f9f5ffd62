/** The free provisional registration (spec §2 `/registration/kmy/add`). */
export const KMY_REGISTRATION_PATH = '/registration/kmy/add';

/** The two KMY registration pages and the section of `kmyRegistrationPage` each shows. */
export const KMY_PAGES = {
  'kailash-mansarovar-yatra-registration': { section: 'BANK_DETAILS', withPackages: true },
  'guidelines-for-kailash-yatra': { section: 'GUIDELINES', withPackages: false },
} as const;

export type KmyPageSlug = keyof typeof KMY_PAGES;
