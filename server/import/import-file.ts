// Imports one organiser file into the database: parse and validate everything first, then write
// every row in one transaction, so a file is either fully loaded or not loaded at all.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { DatabaseHandle } from '../db/client.ts'
import { ImportFileError, parseImportFile } from './parse.ts'
import type { ImportKind } from './schemas.ts'
import { RowWriteError, type UpsertCounts, upsertEvents, upsertVendors } from './upsert.ts'

export interface ImportSummary extends UpsertCounts {
  file: string
  kind: ImportKind
  warnings: string[]
}

export async function importFile(
  database: DatabaseHandle,
  filePath: string,
  options: { kind?: ImportKind } = {},
): Promise<ImportSummary> {
  let content: string
  try {
    content = await readFile(filePath, 'utf8')
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file non trovato' : err
    throw new ImportFileError([`${path.basename(filePath)}: ${String(reason)}`])
  }
  const parsed = parseImportFile(filePath, content, options)
  try {
    const counts = await database.db.transaction((tx) =>
      parsed.kind === 'vendors' ? upsertVendors(tx, parsed.rows) : upsertEvents(tx, parsed.rows),
    )
    return { file: parsed.name, kind: parsed.kind, warnings: parsed.warnings, ...counts }
  } catch (err) {
    if (err instanceof RowWriteError) {
      throw new ImportFileError([
        `${parsed.name}: ${parsed.labels[err.index] ?? `riga ${err.index + 1}`}: ` +
          `il database ha rifiutato la riga (${err.message}); nessuna riga del file è stata importata`,
      ])
    }
    throw err
  }
}

const NOUNS: Record<ImportKind, [string, string]> = {
  vendors: ['espositore importato', 'espositori importati'],
  events: ['evento importato', 'eventi importati'],
}

export function describeSummary(summary: ImportSummary): string {
  const total = summary.inserted + summary.updated
  const [one, many] = NOUNS[summary.kind]
  const news = summary.inserted === 1 ? '1 nuovo' : `${summary.inserted} nuovi`
  const updates = summary.updated === 1 ? '1 aggiornato' : `${summary.updated} aggiornati`
  return `${summary.file}: ${total} ${total === 1 ? one : many} (${news}, ${updates})`
}
