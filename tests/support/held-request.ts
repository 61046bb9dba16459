// An HTTP request held under way: its headers and half its body are sent at once, the rest only
// when the test says so. For what a server does with requests in flight when it is told to stop.
import net from 'node:net'

export interface HeldRequest {
  /** Sends the rest of the body. */
  finish(): void
  /** The raw HTTP answer, once the server closes the connection. */
  answered: Promise<string>
}

export function heldRequest(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; body: string },
): HeldRequest {
  const socket = net.connect(port, '127.0.0.1')
  let raw = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (raw += chunk))
  const answered = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(raw))
    socket.on('error', reject)
  })
  const half = Math.floor(request.body.length / 2)
  socket.write(
    [
      `${request.method} ${request.path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Buffer.byteLength(request.body)}`,
      'Connection: close',
      '',
      request.body.slice(0, half),
    ].join('\r\n'),
  )
  return { finish: () => socket.write(request.body.slice(half)), answered }
}

/**
 * Resolves once a server process started with LOG_LEVEL=info has logged one more incoming request
 * to `path` than it had when this was called: Fastify logs a request once its headers are read,
 * before its body, so from then on the request is under way. Call it before sending the request.
 * (A fixed wait instead could be too short on a loaded machine.)
 */
export async function nextRequestLogged(output: () => string, path: string): Promise<void> {
  const logged = () =>
    output()
      .split('\n')
      .filter(
        (line) => line.includes('"msg":"incoming request"') && line.includes(`"url":"${path}"`),
      ).length
  const before = logged()
  const deadline = Date.now() + 20_000
  while (logged() === before) {
    if (Date.now() > deadline) throw new Error(`no request to ${path} logged:\n${output()}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** The status code and JSON body of a raw HTTP answer. */
export function parseAnswer(raw: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1] ?? 0)
  const text = raw.slice(raw.indexOf('\r\n\r\n') + 4)
  return { status, body: text ? (JSON.parse(text) as unknown) : undefined }
}
