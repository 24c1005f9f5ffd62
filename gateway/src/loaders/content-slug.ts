/**
 * The api's content slugs (CONTRACT.md "Content": lowercase letters, digits and hyphens). Anything else is
 * answered null by the gateway without a call, where the api would answer 400 for the whole operation.
 */
export const isContentSlug = (text: string): boolean => /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/.test(text);
