/** Spec §2: the free provisional KMY registration; `package` names the registration package shown there. */
export const KMY_REGISTRATION_PATH = '/registration/kmy/add';

export function kmyRegistrationHref(packageSlug: string): string {
  return `${KMY_REGISTRATION_PATH}?package=${encodeURIComponent(packageSlug)}`;
}
