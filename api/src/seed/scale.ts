import type { PackageSeed } from './types.ts';

const departureMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Generates `count` extra packages for load tests: dated departures of the base packages, spread
 * over every category, with prices varied deterministically so listings are not uniform.
 */
export function scaledPackageSeeds(base: PackageSeed[], count: number): PackageSeed[] {
  const templates = base.filter((seed) => !seed.registration);
  if (count <= 0 || templates.length === 0) return [];
  const generated: PackageSeed[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = templates[index % templates.length] as PackageSeed;
    const round = Math.floor(index / templates.length);
    const month = departureMonths[round % departureMonths.length] as string;
    const year = 2026 + Math.floor(round / departureMonths.length);
    const variation = 1 + ((index * 37) % 21 - 10) / 100;
    const price = Math.round((template.price * variation) / 100) * 100;
    const special = template.special > 0 ? Math.round((template.special * variation) / 100) * 100 : 0;
    generated.push({
      ...template,
      slug: `${template.slug}-${month}-${year}-departure-${index + 1}`,
      title: `${template.title} - ${capitalise(month)} ${year} Departure`,
      anotherTitle: `${template.anotherTitle ?? template.title} (${capitalise(month)} ${year})`,
      price,
      special,
    });
  }
  return generated;
}
