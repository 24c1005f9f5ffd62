/** A return URL on one of the allowed origins (PAYMENT_RETURN_ORIGINS), so the provider page never redirects elsewhere. */
export function isAllowedReturnUrl(url: string, origins: readonly string[]): boolean {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed !== null && origins.some((origin) => parsed.origin === new URL(origin).origin);
}

export const RETURN_URL_MESSAGE = "Invalid body field 'returnUrl': must be a page of this site";
