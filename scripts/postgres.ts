/**
 * A throw-away PostgreSQL cluster for `pnpm test`: Debian's server binaries, `initdb` in a temporary data directory,
 * `pg_ctl` on a free loopback port, trust auth on loopback only, stopped and deleted at the end (also on failure).
 * As root, initdb refuses to run: the cluster then belongs to the `postgres` user Debian's package creates.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the maintenance database, for creating throw-away ones. */
  serverUrl: string;
  /** Creates database `name` and answers its URL. */
  createDatabase(name: string): string;
  stop(): void;
};

const debianRoot = '/usr/lib/postgresql';

/** `PG_BIN`, else the newest `/usr/lib/postgresql/<major>/bin` holding initdb. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  if (!existsSync(debianRoot)) return null;
  const majors = readdirSync(debianRoot).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  const found = majors.map((major) => join(debianRoot, major, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
  return found ?? null;
}

/** Installs Debian's `postgresql` when it is missing and this user may (root with apt-get); answers the bin folder. */
export function ensurePostgres(): string | null {
  const found = postgresBinDir();
  if (found || process.getuid?.() !== 0 || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return found;
  console.log('PostgreSQL is missing: installing Debian\'s postgresql for the api and contract suites on PostgreSQL...');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  if (update.status === 0) spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit' });
  return postgresBinDir();
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a server binary as the cluster's owner: `postgres` when we are root, ourselves otherwise. */
function asOwner(bin: string, args: string[]): { status: number | null; output: string } {
  const [command, fullArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command as string, fullArgs as string[], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}` };
}

export async function startPostgres(binDir: string, port?: number): Promise<PostgresCluster> {
  const root = mkdtempSync(join(tmpdir(), 'pilgrim-pg-'));
  if (process.getuid?.() === 0) chownSync(root, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
  const data = join(root, 'data');
  const listenPort = port ?? (await freeLoopbackPort());
  const remove = () => rmSync(root, { recursive: true, force: true });
  const init = asOwner(join(binDir, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  if (init.status !== 0) {
    remove();
    throw new Error(`initdb failed:\n${init.output}`);
  }
  // Loopback TCP only (the socket lives in the throw-away folder); fsync off: the data is thrown away anyway.
  const options = `-p ${listenPort} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400`;
  const start = asOwner(join(binDir, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  if (start.status !== 0) {
    remove();
    throw new Error(`pg_ctl start failed:\n${start.output}`);
  }
  const serverUrl = `postgres://postgres@127.0.0.1:${listenPort}/postgres`;
  let stopped = false;
  return {
    serverUrl,
    createDatabase(name) {
      const created = spawnSync(join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(listenPort), '-U', 'postgres', name], { encoding: 'utf8' });
      if (created.status !== 0) throw new Error(`createdb ${name} failed: ${created.stderr}`);
      return `postgres://postgres@127.0.0.1:${listenPort}/${name}`;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      asOwner(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      remove();
    },
  };
}
