// Reading an organiser command's arguments (`npm run import`, `npm run users`): one way to parse
// them, to answer --help with the usage, and to refuse a bad option with the usage beside it.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; options: O }>
>

/**
 * The command's options and words, or the exit code to stop with: 0 after --help, `usageCode`
 * after a bad option (both already printed). Every command gets `--help`/`-h` and `--force`.
 */
export function readArguments<O extends ParseArgsOptionsConfig>(
  argv: string[],
  options: O,
  usage: string,
  usageCode: number,
): Parsed<O & typeof COMMON_OPTIONS> | number {
  let parsed: Parsed<O & typeof COMMON_OPTIONS>
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...options, ...COMMON_OPTIONS },
    })
  } catch (err) {
    // Node's own words name the option; the usage says what is expected.
    console.error(
      `Opzione non valida: ${err instanceof Error ? err.message : String(err)}\n\n${usage}`,
    )
    return usageCode
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage)
    return 0
  }
  return parsed
}

const COMMON_OPTIONS = {
  // The embedded database's busy check is skipped with --force (see cli-database.ts).
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig
