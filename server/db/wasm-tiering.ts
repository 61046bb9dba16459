// How V8 compiles PGlite's WebAssembly: a process-wide choice, made by the process's entry point
// before PGlite compiles its module (flags set later do not apply to it).
import v8 from 'node:v8'

/**
 * Keeps PostgreSQL's WebAssembly on V8's baseline compiler (Liftoff). By default V8 also
 * recompiles the hot functions with its optimising compiler in the background; PostgreSQL's huge
 * functions (the parser, the executor) take about 600 MB of compiler memory at the peak, which
 * glibc keeps resident after it is freed (50-130 MiB of a server's resident set), for queries
 * about 15% faster in CPU time.
 */
export function preferBaselineWasmCompiler(): void {
  v8.setFlagsFromString('--no-wasm-tier-up --no-wasm-dynamic-tiering')
}
