// Writes the benchmark figures as docs/benchmarks.md, keeping sections other scripts own
// (marked <!-- keep -->) so that each benchmark can update its own part.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'

export interface Section {
  title: string
  command: string
  /** How the figures were taken, printed under the command. */
  note?: string
  header: string[]
  rows: string[][]
}

const GENERATED_START = '<!-- bench/run.ts: start -->'
const GENERATED_END = '<!-- bench/run.ts: end -->'

export async function writeReport(
  file: string,
  sections: Section[],
  meta: { machine: string },
): Promise<void> {
  const body = [
    GENERATED_START,
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${meta.machine}.`,
    '',
    ...sections.flatMap((s) => [
      `## ${s.title}`,
      '',
      `Command: \`${s.command}\``,
      '',
      ...(s.note ? [s.note, ''] : []),
      `| ${s.header.join(' | ')} |`,
      `| ${s.header.map(() => '---').join(' | ')} |`,
      ...s.rows.map((r) => `| ${r.join(' | ')} |`),
      '',
    ]),
    GENERATED_END,
  ].join('\n')
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n'
  const start = previous.indexOf(GENERATED_START)
  const end = previous.indexOf(GENERATED_END)
  const next =
    start >= 0 && end > start
      ? previous.slice(0, start) + body + previous.slice(end + GENERATED_END.length)
      : `${previous.trimEnd()}\n\n${body}\n`
  // Formatted as the repo's Prettier would, so a bench run leaves lint green.
  const options = (await resolveConfig(file)) ?? {}
  writeFileSync(file, await format(next, { ...options, filepath: file }))
}
