// A TLS + HTTP/2 front for the real server, as docs/deploy.md puts a TLS-terminating load
// balancer before it: Lighthouse measures the pages once as the server speaks (HTTP/1.1, six
// connections per host) and once as a phone at the fair would reach them. A self-signed
// certificate (openssl) for 127.0.0.1; Chromium is told to accept it.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createSecureServer, type IncomingHttpHeaders } from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Connection-level headers of HTTP/1.1 that HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiera-tls-'))
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith(':') && typeof entry[1] === 'string',
    ),
  )

export interface Http2Proxy {
  url: string
  stop(): Promise<void>
}

/** Listens on `port` (https://127.0.0.1:port) and forwards every request to `upstream`. */
export async function startHttp2Proxy(port: number, upstream: string): Promise<Http2Proxy> {
  const target = new URL(upstream)
  const server = createSecureServer(selfSignedCertificate())
  server.on('stream', (stream, headers) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: {
          ...forwardable(headers),
          host: headers[':authority'] ?? target.host,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        const out: Record<string, string | string[] | number> = {
          ':status': answer.statusCode ?? 502,
        }
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value
        }
        stream.respond(out)
        answer.pipe(stream)
      },
    )
    forward.on('error', () => stream.close())
    stream.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
