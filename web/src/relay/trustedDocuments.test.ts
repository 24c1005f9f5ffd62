import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import manifest from '@pilgrim/schema/trusted-documents/web.json';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const artifactDirectory = join(webRoot, 'src', '__generated__');
const manifestPath = join(webRoot, '..', 'schema', 'trusted-documents', 'web.json');

/** The persisted id of every compiled operation (query, mutation, refetch query), by artifact file. */
function operationIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of readdirSync(artifactDirectory).filter((name) => name.endsWith('.graphql.ts'))) {
    const source = readFileSync(join(artifactDirectory, file), 'utf8');
    if (!source.includes('"kind": "Request"')) continue;
    expect(source, `${file} must carry no document text`).toMatch(/"text": null/);
    const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
    expect(id, `${file} must carry its persisted id`).toBeDefined();
    ids.set(file, id ?? '');
  }
  return ids;
}

describe('the trusted-documents manifest (schema/trusted-documents/web.json)', () => {
  it("holds exactly the web's compiled operations, which carry ids and no text", () => {
    const ids = [...operationIds().values()].sort();
    expect(ids.length).toBeGreaterThan(10);
    expect(Object.keys(manifest).sort()).toEqual(ids);
  });

  // The build rewrites the manifest; in CI (a clean clone) any difference from the commit means it was not committed.
  it.runIf(process.env.CI === 'true' || process.env.TRUSTED_DOCUMENTS_CHECK_COMMITTED === '1')(
    'is committed as the build writes it',
    () => {
      const changed = execFileSync('git', ['status', '--porcelain', '--', manifestPath], { cwd: webRoot, encoding: 'utf8' });
      expect(changed, 'commit schema/trusted-documents/web.json as `pnpm --filter ./web run relay` writes it').toBe('');
    },
  );
});
