// The hot catalogue reads served three ways, for bench/http-libraries.ts: Fiera's own path
// (server/plugins/api-headers.ts + server/http/cached-json.ts), the same with @fastify/helmet
// setting the headers, and @fastify/helmet + @fastify/etag + @fastify/compress doing all three
// jobs. Same bodies (the demo fair's lists, encoded by the contract), same headers. Run as a
// child process; prints {"ports": {...}} once listening.
import compress from '@fastify/compress'
import etag from '@fastify/etag'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'
import { z } from 'zod'
import { EventListSchema, VendorListSchema } from '../../src/api/contract.ts'
import { CachedJson, COMPRESS_MIN_BYTES, sendCached } from '../../server/http/cached-json.ts'
import type { Config } from '../../server/config.ts'
import apiHeaders from '../../server/plugins/api-headers.ts'
import { DEMO_EXHIBITORS } from '../../server/demo/data/exhibitors.ts'
import { DEMO_TALKS } from '../../server/demo/data/talks.ts'

const vendors = JSON.stringify(
  z.encode(
    VendorListSchema,
    DEMO_EXHIBITORS.map((e, i) => ({
      id: i + 1,
      name: e.name,
      description: e.description,
      seeking: e.seeking,
      website: e.website,
      email: e.email,
      logo_path: e.logo_path,
      address: e.address,
      telephone: e.telephone,
      stand: e.stand,
      hall: e.hall,
    })),
  ),
)
const events = JSON.stringify(
  z.encode(
    EventListSchema,
    DEMO_TALKS.map((talk, i) => ({
      id: i + 1,
      title: talk.title,
      speaker: talk.speaker,
      company_name: talk.company_name,
      topic: talk.topic,
      location: talk.location,
      tags: talk.tags,
      event_date: talk.event_date,
      event_time: `${talk.event_time}:00`,
    })),
  ),
)
const bodies = { '/api/vendors/': vendors, '/api/events/': events }

/** What api-headers.ts sends on an API answer over plain http, and nothing more. */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const

function server(): FastifyInstance {
  const app = Fastify({ logger: false })
  // api-headers.ts reads these two settings only.
  app.decorate('config', { env: 'development', publicUrl: 'http://localhost' } as Config)
  return app
}

/** Fiera's path: the callback onSend hook, and bodies serialised and compressed once. */
async function handWritten(withHelmet: boolean): Promise<FastifyInstance> {
  const app = server()
  if (withHelmet) await app.register(helmet, helmetOptions)
  else await app.register(apiHeaders)
  for (const [path, body] of Object.entries(bodies)) {
    const cached = new CachedJson(async () => body, 1000)
    app.get(path, (request, reply) =>
      sendCached(request, reply, cached, { cacheControl: 'no-cache' }),
    )
  }
  return app
}

/** The libraries' path: the handler returns the JSON; ETag and compression per answer. */
async function libraries(): Promise<FastifyInstance> {
  const app = server()
  await app.register(helmet, helmetOptions)
  // onSend order: the ETag is taken from the JSON before compression turns it into a stream.
  await app.register(etag)
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] })
  for (const [path, body] of Object.entries(bodies)) {
    app.get(path, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body),
    )
  }
  return app
}

const variants = {
  handWritten: await handWritten(false),
  helmet: await handWritten(true),
  libraries: await libraries(),
}
// The process's CPU time, read between runs: a per-request cost that a busy machine blurs far
// less than it blurs throughput.
const control = Fastify({ logger: false })
control.get('/cpu', async () => process.cpuUsage())
const ports: Record<string, number> = {}
for (const [name, app] of Object.entries({ ...variants, control })) {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  ports[name] = typeof address === 'object' && address ? address.port : 0
}
console.log(JSON.stringify({ ports }))
