// Reads one organiser file (JSON or CSV), works out whether it lists exhibitors or talks, and
// validates every row, collecting all problems with file, row and field instead of stopping at one.
import path from 'node:path'
import { parse as parseCsv } from 'csv-parse/sync'
import {
  type EventRow,
  fieldForColumn,
  type ImportKind,
  ROW_SCHEMAS,
  type VendorRow,
} from './schemas.ts'

interface ParsedCommon {
  /** The file's base name, as messages show it. */
  name: string
  /** How each row is named in messages ('riga 7', 'elemento 3'), parallel to rows. */
  labels: string[]
  warnings: string[]
}

export type ParsedFile =
  | (ParsedCommon & { kind: 'vendors'; rows: VendorRow[] })
  | (ParsedCommon & { kind: 'events'; rows: EventRow[] })

/** Every problem of a file, each line already naming the file, the row and the field. */
export class ImportFileError extends Error {
  override name = 'ImportFileError'
  readonly problems: string[]
  constructor(problems: string[]) {
    super(problems.join('\n'))
    this.problems = problems
  }
}

interface RawRecord {
  /** How the row is named in messages: 'riga 7' (CSV line) or 'elemento 3' (JSON). */
  label: string
  values: Record<string, unknown>
}

interface RawFile {
  columns: string[]
  records: RawRecord[]
  /** The kind a JSON wrapper object names ({"vendors": [...]}). */
  wrapped?: ImportKind
}

export const KIND_LABELS: Record<ImportKind, string> = { vendors: 'espositori', events: 'eventi' }

const JSON_WRAPPERS: Record<string, ImportKind> = {
  vendors: 'vendors',
  espositori: 'vendors',
  aziende: 'vendors',
  events: 'events',
  eventi: 'events',
  programma: 'events',
}

function readJson(name: string, content: string): RawFile {
  let data: unknown
  try {
    data = JSON.parse(content)
  } catch (err) {
    throw new ImportFileError([
      `${name}: JSON non valido (${err instanceof Error ? err.message : String(err)})`,
    ])
  }
  let wrapped: ImportKind | undefined
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const keys = Object.keys(data).filter((k) => k.toLowerCase() in JSON_WRAPPERS)
    if (keys.length !== 1) {
      throw new ImportFileError([
        `${name}: atteso un elenco [...] oppure un oggetto con una sola chiave "vendors" o "events"`,
      ])
    }
    const key = keys[0] as string
    wrapped = JSON_WRAPPERS[key.toLowerCase()]
    data = (data as Record<string, unknown>)[key]
  }
  if (!Array.isArray(data)) {
    throw new ImportFileError([`${name}: atteso un elenco di righe [...]`])
  }
  const columns = new Set<string>()
  const records: RawRecord[] = []
  const problems: string[] = []
  data.forEach((item, i) => {
    const label = `elemento ${i + 1}`
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push(`${name}: ${label}: atteso un oggetto { ... }`)
      return
    }
    Object.keys(item).forEach((k) => columns.add(k))
    records.push({ label, values: item as Record<string, unknown> })
  })
  if (problems.length > 0) throw new ImportFileError(problems)
  return { columns: [...columns], records, ...(wrapped ? { wrapped } : {}) }
}

function readCsv(name: string, content: string): RawFile {
  const text = content.replace(/^\uFEFF/, '')
  const headerLine = text.split(/\r?\n/, 1)[0] ?? ''
  // Italian spreadsheets export with ';' because ',' is the decimal separator.
  const delimiter =
    (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ','
  let parsed: { record: string[]; info: { lines: number }; raw: string }[]
  try {
    parsed = parseCsv(text, {
      delimiter,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
    }) as unknown as typeof parsed
  } catch (err) {
    throw new ImportFileError([
      `${name}: CSV non leggibile (${err instanceof Error ? err.message : String(err)})`,
    ])
  }
  const [header, ...body] = parsed
  if (!header) throw new ImportFileError([`${name}: il file è vuoto`])
  const columns = header.record.map((c) => c.trim())
  const records: RawRecord[] = []
  const problems: string[] = []
  for (const { record, info, raw } of body) {
    // info.lines is the line where the record ends; a quoted cell may span several lines.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0)
    const label = `riga ${line}`
    if (record.every((cell) => cell.trim() === '')) continue
    if (record.length > columns.length) {
      problems.push(
        `${name}: ${label}: ${record.length} valori ma ${columns.length} colonne nell'intestazione`,
      )
      continue
    }
    const values: Record<string, unknown> = {}
    columns.forEach((column, i) => {
      values[column] = record[i] ?? ''
    })
    records.push({ label, values })
  }
  if (problems.length > 0) throw new ImportFileError(problems)
  return { columns, records }
}

function detectKind(name: string, columns: string[]): ImportKind {
  const has = (kind: ImportKind, field: string) =>
    columns.some((c) => fieldForColumn(kind, c) === field)
  if (has('events', 'title') || has('events', 'event_date') || has('events', 'event_time')) {
    return 'events'
  }
  if (has('vendors', 'name')) return 'vendors'
  throw new ImportFileError([
    `${name}: non riconosco il tipo di file dalle colonne (${columns.join(', ') || 'nessuna'}); ` +
      `servono "name" per gli espositori o "title", "event_date", "event_time" per gli eventi, ` +
      `oppure indica --kind vendors|events`,
  ])
}

const MAX_PROBLEMS = 50

export function parseImportFile(
  filePath: string,
  content: string,
  options: { kind?: ImportKind } = {},
): ParsedFile {
  const name = path.basename(filePath)
  const extension = path.extname(filePath).toLowerCase()
  const looksJson = extension === '.json' || (extension !== '.csv' && /^\s*[[{]/.test(content))
  const raw = looksJson ? readJson(name, content) : readCsv(name, content)
  const wrapped = raw.wrapped
  if (options.kind && wrapped && options.kind !== wrapped) {
    throw new ImportFileError([
      `${name}: il file contiene ${KIND_LABELS[wrapped]} ma è stato indicato --kind ${options.kind}`,
    ])
  }
  const kind = options.kind ?? wrapped ?? detectKind(name, raw.columns)

  const warnings: string[] = []
  const problems: string[] = []
  const fieldOf = new Map<string, string>()
  const columnOf = new Map<string, string>()
  for (const column of raw.columns) {
    const field = fieldForColumn(kind, column)
    if (!field) {
      warnings.push(`${name}: colonna "${column}" sconosciuta, ignorata`)
    } else if (columnOf.has(field)) {
      problems.push(
        `${name}: le colonne "${columnOf.get(field)}" e "${column}" indicano lo stesso campo ${field}`,
      )
    } else {
      fieldOf.set(column, field)
      columnOf.set(field, column)
    }
  }
  if (problems.length > 0) throw new ImportFileError(problems)

  const schema = ROW_SCHEMAS[kind]
  const rows: (VendorRow | EventRow)[] = []
  const labels: string[] = []
  const seen = new Map<string, string>()
  for (const record of raw.records) {
    const input: Record<string, unknown> = {}
    for (const [column, value] of Object.entries(record.values)) {
      const field = fieldOf.get(column)
      if (field) input[field] = value
    }
    const result = schema.safeParse(input)
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '')
        const column = columnOf.get(field) ?? field
        problems.push(`${name}: ${record.label}, campo ${column}: ${issue.message}`)
      }
      continue
    }
    const previous = seen.get(result.data.external_id)
    if (previous) {
      problems.push(
        `${name}: ${record.label}, campo ${columnOf.get('external_id') ?? 'external_id'}: ` +
          `"${result.data.external_id}" è già usato in ${previous}`,
      )
      continue
    }
    seen.set(result.data.external_id, record.label)
    rows.push(result.data)
    labels.push(record.label)
  }
  if (problems.length > MAX_PROBLEMS) {
    const more = problems.length - MAX_PROBLEMS
    problems.splice(MAX_PROBLEMS, more, `${name}: ... e altri ${more} errori`)
  }
  if (problems.length > 0) throw new ImportFileError(problems)
  if (rows.length === 0) throw new ImportFileError([`${name}: nessuna riga da importare`])
  return kind === 'vendors'
    ? { kind, rows: rows as VendorRow[], name, labels, warnings }
    : { kind, rows: rows as EventRow[], name, labels, warnings }
}
