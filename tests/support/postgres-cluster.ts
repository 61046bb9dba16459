// Starts a private PostgreSQL cluster from Debian's packages on 127.0.0.1 and a free port, for
// the server and end-to-end tests. As root it runs the server as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

export interface PostgresCluster {
  /** postgres://… URL of the maintenance database `postgres`. */
  url: string
  stop(): void
  /** Stops the server but keeps its data (a database outage); `resume` starts it again. */
  pause(): void
  resume(): void
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BINDIR
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const v of versions) {
    const dir = path.join(root, v, 'bin')
    if (existsSync(path.join(dir, 'initdb'))) return dir
  }
  throw new Error(
    'PostgreSQL server binaries not found. Install them with `apt-get install postgresql` ' +
      '(scripts/ensure-system-deps.sh does this as root) or set PG_BINDIR.',
  )
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinDir()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-pg-'))
  const dataDir = path.join(dir, 'data')
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd)
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(`${cmd} failed: ${result.stderr || result.stdout || result.error?.message}`)
    }
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const port = await freePort()
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      // fsync off: test data is throw-away, and it makes the suite much faster.
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=300`,
      '-w',
      'start',
    ])
  start()
  let running = true
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      running = false
    },
    resume() {
      start()
      running = true
    },
    stop() {
      if (stopped) return
      stopped = true
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
