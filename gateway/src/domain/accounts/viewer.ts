/** Spec §2 header: the first name, or 'Guest' when there is none. */
export function displayNameOf(firstname: string | null): string {
  const name = firstname?.trim();
  return name ? name : 'Guest';
}

/** The header's avatar letter: the upper-case initial of the first name, or 'G' for a guest. */
export function initialOf(firstname: string | null): string {
  return (Array.from(displayNameOf(firstname))[0] ?? 'G').toUpperCase();
}
