/**
 * Every query the web ships (its compiled Relay artifacts) must pass the gateway's validation and
 * armor limits and execute without errors on seeded data: a page the gateway refuses is a broken page.
 * The artifacts carry trusted-document ids only; their texts are in the manifest the gateway serves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, parse, validate, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { menuCategories } from '../support/catalogue-scan.ts';
import { graphqlData } from '../support/graphql.ts';
import { contractStack } from '../support/stack-context.ts';
import { webDocuments } from '../support/trusted-documents.ts';

const stack = contractStack();
const artifactDirectory = fileURLToPath(new URL('../../web/src/__generated__/', import.meta.url));
const contractSchema = fileURLToPath(new URL('../../schema/generated/schema.graphql', import.meta.url));

type RequestArtifact = { default: { kind: string; params: { name: string; operationKind: string; id: string | null } } };
type WebOperation = { name: string; id: string; text: string };

async function webOperations(kind: 'query' | 'mutation'): Promise<WebOperation[]> {
  const suffix = kind === 'query' ? 'Query.graphql.ts' : 'Mutation.graphql.ts';
  const files = readdirSync(artifactDirectory).filter((file) => file.endsWith(suffix));
  const operations: WebOperation[] = [];
  for (const file of files) {
    const artifact = (await import(join(artifactDirectory, file))) as RequestArtifact;
    const { params } = artifact.default;
    if (params.operationKind !== kind || params.id === null) continue;
    const text = webDocuments.get(params.name)?.text;
    if (text === undefined) throw new Error(`${params.name} (${params.id}) is not in the trusted-documents manifest`);
    operations.push({ name: params.name, id: params.id, text });
  }
  return operations;
}

/** Runs a trusted document by its id, as the web does (a query as GET). */
async function runById(id: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: unknown[] }> {
  const search = new URLSearchParams({ documentId: id, variables: JSON.stringify(variables) });
  const response = await fetch(`${stack.gatewayUrl}?${search}`, { headers: { accept: 'application/graphql-response+json' } });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}

const webQueries = () => webOperations('query');

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

type SeedSamples = { categorySlug: string; categoryId: string; packageSlug: string };

async function seedSamples(): Promise<SeedSamples> {
  const menu = await menuCategories(stack);
  const category = menu.find((entry) => entry.packages.length > 0);
  const packageSlug = category?.packages[0]?.slug;
  if (category === undefined || packageSlug === undefined) throw new Error('the seeded menu lists no package');
  const { category: found } = await graphqlData<{ category: { id: string } | null }>(
    stack.gatewayUrl,
    'query ($slug: String!) { category(slug: $slug) { id } }',
    { slug: category.slug },
  );
  if (found === null) throw new Error(`category ${category.slug} not found through the gateway`);
  return { categorySlug: category.slug, categoryId: found.id, packageSlug };
}

/** Values for an operation's required variables, taken from the seed so the query really executes. */
function variablesFor(operationName: string, text: string, samples: SeedSamples): Record<string, unknown> {
  const operation = parse(text).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    if (definition.type.kind !== Kind.NON_NULL_TYPE) continue;
    const name = definition.variable.name.value;
    const type = namedType(definition.type);
    if (type === 'ID') variables[name] = samples.categoryId;
    else if (name === 'query') variables[name] = 'kailash';
    else if (name === 'slug') variables[name] = /^(Package|ReviewedPackage)/.test(operationName) ? samples.packageSlug : samples.categorySlug;
    else if (name === 'category') variables[name] = samples.categorySlug;
    else if (name === 'place') variables[name] = 'mount-kailash';
    else if (name === 'countryCode') variables[name] = 'IN';
    else if (type === 'Int') variables[name] = 12;
    else if (type === 'Float') variables[name] = 100_000;
    else if (type === 'Boolean') variables[name] = true;
    else if (type === 'KmyRegistrationSection') variables[name] = 'BANK_DETAILS';
    else if (type === 'WalletType') variables[name] = 'CUSTOMER';
    else throw new Error(`no sample value for required variable $${name}: ${type} of ${operationName}`);
  }
  return variables;
}

describe('operations the web ships', () => {
  it('finds the compiled Relay queries of the web (run `pnpm build` first)', async () => {
    const names = (await webQueries()).map((query) => query.name);
    expect(names).toEqual(
      expect.arrayContaining(['HomePageQuery', 'CategoryPageQuery', 'PackageDetailPageQuery', 'SearchResultsQuery', 'gatewayViewerQuery']),
    );
  });

  it('executes every web query on the gateway without errors (validation, armor limits, resolvers)', async () => {
    const samples = await seedSamples();
    const failures: string[] = [];
    for (const query of await webQueries()) {
      const { data, errors } = await runById(query.id, variablesFor(query.name, query.text, samples));
      if (errors !== undefined || data == null) failures.push(`${query.name}: ${JSON.stringify(errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it("validates every web mutation against the contract schema, next-auth's server-side sign-in and sign-out included", async () => {
    const schema = buildSchema(readFileSync(contractSchema, 'utf8'));
    const mutations = await webOperations('mutation');
    expect(mutations.map((mutation) => mutation.name)).toEqual(
      expect.arrayContaining(['gatewaySignInPasswordMutation', 'gatewaySignInOtpMutation', 'gatewaySignOutMutation']),
    );
    // Mutations change state, so they are validated rather than executed.
    const failures = mutations.flatMap(({ name, text }) => validate(schema, parse(text)).map((error) => `${name}: ${error.message}`));
    expect(failures).toEqual([]);
  });
});
