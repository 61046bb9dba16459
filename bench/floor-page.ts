// The bundle floor (bench/fixtures/floor: React, one MUI Button, one route) served as Fiera serves
// its files (brotli at the best quality), for Lighthouse to load beside Fiera's pages.
import { readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { buildFixture } from './bundle-size.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

export interface FloorPage {
  url: string
  stop(): Promise<void>
}

export async function startFloorPage(): Promise<FloorPage> {
  const dir = await buildFixture('floor')
  const brotli = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://floor').pathname
    const file = pathname.startsWith('/assets/') ? pathname : '/index.html'
    let body = brotli.get(file)
    try {
      body ??= brotliCompressSync(readFileSync(path.join(dir, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      })
    } catch {
      res.writeHead(404).end()
      return
    }
    brotli.set(file, body)
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
    })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
