// Starts the floor server (bench/floors/fastify-floor.ts) as a child process.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

export interface FloorServer {
  url: string
  stop(): Promise<void>
}

export async function startFloorServer(databaseUrl: string): Promise<FloorServer> {
  const child = spawn(process.execPath, ['bench/floors/fastify-floor.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (!child.stdout) throw new Error('floor server has no stdout')
  const lines = createInterface({ input: child.stdout })
  const [first] = (await once(lines, 'line')) as [string]
  const { port } = JSON.parse(first) as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}
