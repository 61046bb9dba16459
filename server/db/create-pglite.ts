// Creates an embedded database directory (PostgreSQL's initdb) and exits. openDatabase runs it as
// a child process, as PostgreSQL runs initdb: the memory it needs (a second WebAssembly instance,
// the new directory copied through an in-memory tar) leaves with the process instead of staying
// in the server's malloc heap for good (about 80 MiB of the server's resident set).
import { PGlite } from '@electric-sql/pglite'
import { preferBaselineWasmCompiler } from './wasm-tiering.ts'

const dir = process.argv[2]
if (!dir) throw new Error('usage: node server/db/create-pglite.ts <data directory>')
preferBaselineWasmCompiler()
const pglite = await PGlite.create(dir)
await pglite.close()
