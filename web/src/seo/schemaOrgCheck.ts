import { DATE_PROPERTIES, ITEM_AVAILABILITY, SCHEMA_ORG_TYPES, URL_PROPERTIES } from './schemaOrgVocabulary.ts'; // with its extension: tests/e2e imports this file under NodeNext resolution

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every property a type may carry: its own and its ancestors'. */
function propertiesOf(type: string): Set<string> {
  const known = SCHEMA_ORG_TYPES[type];
  if (known === undefined) return new Set();
  return new Set([...known.properties, ...known.parents.flatMap((parent) => [...propertiesOf(parent)])]);
}

const isAbsoluteUrl = (value: string): boolean => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** `2026-05-01`, or a date-time with seconds and a zone (`Z` or `+05:30`), as ISO 8601 and Google ask. */
const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value));

function checkValue(key: string, value: Json, at: string, issues: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => checkValue(key, entry, `${at}[${index}]`, issues));
  } else if (value !== null && typeof value === 'object') {
    checkNode(value, at, issues);
  } else if (typeof value === 'string' && URL_PROPERTIES.has(key) && !isAbsoluteUrl(value)) {
    issues.push(`${at}: "${value}" is not an absolute http(s) URL`);
  } else if (DATE_PROPERTIES.has(key) && (typeof value !== 'string' || !isIsoDate(value))) {
    issues.push(`${at}: ${JSON.stringify(value)} is not an ISO 8601 date`);
  }
}

/** Google's breadcrumb rules: every crumb has a name, every crumb but the page itself an item. */
function checkTrail(elements: Json[], at: string, issues: string[]): void {
  elements.forEach((element, index) => {
    const crumb = element !== null && typeof element === 'object' && !Array.isArray(element) ? element : {};
    if (crumb.name === undefined) issues.push(`${at}.itemListElement[${index}]: a breadcrumb needs a name`);
    if (crumb.position !== index + 1) issues.push(`${at}.itemListElement[${index}]: position must be ${index + 1}`);
    if (index < elements.length - 1 && crumb.item === undefined) issues.push(`${at}.itemListElement[${index}]: a breadcrumb before the last needs an item`);
  });
}

function checkNode(node: { [key: string]: Json }, at: string, issues: string[]): void {
  const type = node['@type'];
  if (typeof type !== 'string') {
    issues.push(`${at}: has no @type`);
    return;
  }
  if (SCHEMA_ORG_TYPES[type] === undefined) {
    issues.push(`${at}: unknown type ${type}`);
    return;
  }
  const allowed = propertiesOf(type);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    if (key !== '@id' && !allowed.has(key)) issues.push(`${at}: ${type} has no property "${key}"`);
    checkValue(key, value, `${at}.${key}`, issues);
  }
  for (const required of SCHEMA_ORG_TYPES[type]?.required ?? []) {
    if (node[required] === undefined) issues.push(`${at}: ${type} requires "${required}"`);
  }
  const availability = node.availability;
  if (type === 'Offer' && availability !== undefined && !ITEM_AVAILABILITY.has(String(availability))) {
    issues.push(`${at}.availability: "${String(availability)}" is not an ItemAvailability`);
  }
  if (type === 'Offer' && node.priceCurrency !== undefined && !/^[A-Z]{3}$/.test(String(node.priceCurrency))) {
    issues.push(`${at}.priceCurrency: "${String(node.priceCurrency)}" is not an ISO 4217 code`);
  }
  if (type === 'BreadcrumbList' && Array.isArray(node.itemListElement)) checkTrail(node.itemListElement, at, issues);
}

/**
 * Checks one JSON-LD block against the schema.org vocabulary the site uses (`schemaOrgVocabulary.ts`): the
 * `@context`, known types, properties that exist on each type (or its ancestors), required properties, absolute
 * URLs, ISO 8601 dates and enumeration members. Returns the problems found, empty when the block is valid.
 */
export function schemaOrgIssues(block: unknown): string[] {
  if (block === null || typeof block !== 'object' || Array.isArray(block)) return ['the block is not a JSON object'];
  const node = block as { [key: string]: Json };
  const issues: string[] = [];
  if (node['@context'] !== 'https://schema.org') issues.push(`@context must be "https://schema.org", got ${JSON.stringify(node['@context'])}`);
  checkNode(node, String(node['@type'] ?? 'block'), issues);
  return issues;
}
