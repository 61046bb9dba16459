// The server floor the benchmarks compare Fiera with: bare Fastify answering small JSON, and
// Fastify doing one UPDATE ... RETURNING on PostgreSQL. Run as a child process by bench/server.ts.
import Fastify from 'fastify'
import pg from 'pg'

const port = Number(process.env.PORT ?? 0)
const app = Fastify({ logger: false })
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
  : undefined

if (pool) {
  await pool.query(
    'create table if not exists bench_counter (id int primary key, n bigint not null)',
  )
  await pool.query('insert into bench_counter values (1, 0) on conflict (id) do nothing')
}

app.get('/json', async () => ({ status: 'ok', items: [1, 2, 3] }))
app.post('/update', async () => {
  if (!pool) throw new Error('DATABASE_URL is required for /update')
  const { rows } = await pool.query('update bench_counter set n = n + 1 where id = 1 returning n')
  return { n: Number(rows[0].n) }
})

await app.listen({ host: '127.0.0.1', port })
const address = app.server.address()
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : port }))
