/** One break of a convention: what breaks it (`Type.field`, `Mutation.name`, ...) and which rule. */
export interface Offence {
  subject: string;
  rule: string;
}

/** A deliberate exception: the subject it excuses, and why (kept in the test, next to the rule). */
export type AllowList = Readonly<Record<string, string>>;

/** The offences no allow-list entry excuses, as `subject — rule` lines, so a failure names each one. */
export const unexcused = (offences: Offence[], allowed: AllowList = {}): string[] =>
  offences.filter(({ subject }) => !Object.hasOwn(allowed, subject)).map(({ subject, rule }) => `${subject} — ${rule}`);

/** Allow-list entries that excuse nothing any more: the exception was fixed, so the entry must go. */
export const staleExceptions = (offences: Offence[], allowed: AllowList): string[] =>
  Object.keys(allowed).filter((subject) => !offences.some((offence) => offence.subject === subject));
