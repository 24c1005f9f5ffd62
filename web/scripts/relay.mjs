// relay-compiler with a manifest that always matches the sources. The compiler persists an operation only
// when it writes its artifact, and only ever adds to its local persist file: so the artifacts are removed
// and the manifest emptied first, and one run writes every artifact and exactly the current documents.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(webRoot, 'src', '__generated__');
for (const file of readdirSync(artifacts)) if (file.endsWith('.graphql.ts')) rmSync(join(artifacts, file));
writeFileSync(join(webRoot, '..', 'schema', 'trusted-documents', 'web.json'), '{}\n');
const result = spawnSync('relay-compiler', process.argv.slice(2), { cwd: webRoot, stdio: 'inherit' });
process.exit(result.status ?? 1);
