/**
 * Every query the web ships (its compiled Relay artifacts) must pass the gateway's validation and
 * armor limits and execute without errors on seeded data: a page the gateway refuses is a broken page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, parse, validate, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { menuCategories } from '../support/catalogue-scan.ts';
import { graphql, graphqlData } from '../support/graphql.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const artifactDirectory = fileURLToPath(new URL('../../web/src/__generated__/', import.meta.url));
const contractSchema = fileURLToPath(new URL('../../schema/generated/schema.graphql', import.meta.url));

type RequestArtifact = { default: { kind: string; params: { name: string; operationKind: string; text: string | null } } };

async function webOperations(kind: 'query' | 'mutation'): Promise<{ name: string; text: string }[]> {
  const suffix = kind === 'query' ? 'Query.graphql.ts' : 'Mutation.graphql.ts';
  const files = readdirSync(artifactDirectory).filter((file) => file.endsWith(suffix));
  const operations: { name: string; text: string }[] = [];
  for (const file of files) {
    const artifact = (await import(join(artifactDirectory, file))) as RequestArtifact;
    const { params } = artifact.default;
    if (params.operationKind === kind && params.text !== null) operations.push({ name: params.name, text: params.text });
  }
  return operations;
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
    else if (name === 'slug') variables[name] = operationName.startsWith('Package') ? samples.packageSlug : samples.categorySlug;
    else if (type === 'Int') variables[name] = 12;
    else if (type === 'Float') variables[name] = 100_000;
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
      const { data, errors } = await graphql(stack.gatewayUrl, query.text, variablesFor(query.name, query.text, samples));
      if (errors !== undefined || data === null) failures.push(`${query.name}: ${JSON.stringify(errors)}`);
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
