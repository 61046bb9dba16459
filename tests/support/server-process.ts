// Starts the real server as a child process (built front end, fresh data directory, free port),
// for benchmarks and for tests that need several processes or a process to kill.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

export interface ServerProcess {
  url: string
  port: number
  dataDir: string
  child: ChildProcess
  /** Everything the process wrote, for assertions on logs. */
  output(): string
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** `cwd`: another checkout of the app (a benchmark comparing two versions); this one by default. */
export async function startServerProcess(
  env: Record<string, string> = {},
  cwd?: string,
): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'fiera-proc-'))
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['server/main.ts'], {
    ...(cwd ? { cwd } : {}),
    env: {
      ...process.env,
      // Vite's build API sets NODE_ENV=production in the calling process (the benchmark builds
      // its floors with it); a server started afterwards must not inherit that by accident.
      NODE_ENV: process.env.NODE_ENV === 'production' ? 'development' : process.env.NODE_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}
