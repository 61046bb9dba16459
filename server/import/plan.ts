// The console's import: what a set of organiser files would add, change and remove (dry run),
// and applying them all in one transaction, so the upload is loaded whole or not at all, like
// `npm run import`. Parsing and row rules are the command's own (parse.ts, schemas.ts).
import { and, getTableColumns, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { ImportReport } from '../../src/api/contract.ts'
import type { Database } from '../db/client.ts'
import { events, vendors } from '../db/schema.ts'
import { ImportFileError, type ParsedFile, parseImportFile } from './parse.ts'
import type { ImportKind } from './schemas.ts'
import { RowWriteError, upsertEvents, upsertVendors } from './upsert.ts'

export interface UploadedFile {
  name: string
  content: string
}

type Problem = ImportReport['errors'][number]

/** 'file.csv: riga 7, campo email: indirizzo non valido' as line, field and message. */
export function problemOf(file: string, text: string): Problem {
  const rest = text.startsWith(`${file}: `) ? text.slice(file.length + 2) : text
  const found = /^((?:riga|elemento) \d+)(?:, campo (.+?))?: (.*)$/s.exec(rest)
  if (!found) return { file, line: null, field: null, message: rest }
  return { file, line: found[1] ?? null, field: found[2] ?? null, message: found[3] ?? rest }
}

const TABLES = { vendors, events } as const

/** Stored values in the form a parsed row has them, to tell a change from a rewrite. */
function sameValue(field: string, stored: unknown, given: unknown): boolean {
  if (field === 'event_time' && typeof stored === 'string') return stored.slice(0, 5) === given
  if (Array.isArray(stored) || Array.isArray(given)) {
    return JSON.stringify(stored ?? []) === JSON.stringify(given ?? [])
  }
  return (stored ?? null) === (given ?? null)
}

interface Plan {
  parsed: ParsedFile[]
  report: ImportReport
}

export async function planImport(
  db: Database,
  files: UploadedFile[],
  options: { dryRun: boolean; removeMissing: boolean },
): Promise<Plan> {
  const report: ImportReport = { dry_run: options.dryRun, applied: false, files: [], errors: [] }
  const parsed: ParsedFile[] = []
  for (const file of files) {
    try {
      parsed.push(parseImportFile(file.name, file.content))
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err
      report.errors.push(...err.problems.map((p) => problemOf(file.name, p)))
    }
  }
  const listed: Record<ImportKind, string[]> = { vendors: [], events: [] }
  for (const file of parsed) {
    const table = TABLES[file.kind]
    const columns = Object.entries(getTableColumns(table))
    const ids = file.rows.map((row) => row.external_id)
    listed[file.kind].push(...ids)
    const stored = await db.select().from(table).where(inArray(table.externalId, ids))
    const byId = new Map(stored.map((row) => [row.externalId, row as Record<string, unknown>]))
    let added = 0
    let changed = 0
    for (const row of file.rows as Record<string, unknown>[]) {
      const current = byId.get(row.external_id as string)
      if (!current) {
        added++
        continue
      }
      const differs = columns.some(
        ([prop, column]) =>
          row[column.name] !== undefined &&
          !sameValue(column.name, current[prop], row[column.name]),
      )
      if (differs) changed++
    }
    report.files.push({
      file: file.name,
      kind: file.kind,
      added,
      changed,
      unchanged: file.rows.length - added - changed,
      removed: 0,
      warnings: file.warnings,
    })
  }
  // Rows no file lists, counted once per kind on its first file.
  for (const kind of ['vendors', 'events'] as const) {
    const first = report.files.find((f) => f.kind === kind)
    if (!first) continue
    const table = TABLES[kind]
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(isNotNull(table.externalId), notInArray(table.externalId, listed[kind])))
    first.removed = row?.n ?? 0
  }
  return { parsed, report }
}

/** Writes every file in one transaction; a row the database refuses rolls all of it back. */
export async function applyImport(
  db: Database,
  plan: Plan,
  options: { removeMissing: boolean },
): Promise<ImportReport> {
  const { parsed, report } = plan
  if (report.errors.length > 0 || parsed.length === 0) return report
  let current: ParsedFile | undefined
  try {
    await db.transaction(async (tx) => {
      const listed: Record<ImportKind, string[]> = { vendors: [], events: [] }
      for (const file of parsed) {
        current = file
        if (file.kind === 'vendors') await upsertVendors(tx, file.rows)
        else await upsertEvents(tx, file.rows)
        listed[file.kind].push(...file.rows.map((row) => row.external_id))
      }
      current = undefined
      if (options.removeMissing) {
        for (const kind of ['vendors', 'events'] as const) {
          if (listed[kind].length === 0) continue
          const table = TABLES[kind]
          await tx
            .delete(table)
            .where(and(isNotNull(table.externalId), notInArray(table.externalId, listed[kind])))
        }
      }
    })
  } catch (err) {
    if (!(err instanceof RowWriteError) || !current) throw err
    const file = current
    report.errors.push({
      file: file.name,
      line: file.labels[err.index] ?? null,
      field: null,
      message: `il database ha rifiutato la riga (${err.message}); nessun file è stato importato`,
    })
    return report
  }
  return { ...report, applied: true }
}
