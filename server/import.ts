// `npm run import -- <file>...`: loads organisers' exhibitor and programme files (JSON or CSV)
// into the configured database. Formats and examples: docs/import-format.md.
import path from 'node:path'
import { readArguments } from './cli-arguments.ts'
import { openForCommand } from './cli-database.ts'
import { describeSummary, importFile } from './import/import-file.ts'
import { ImportFileError } from './import/parse.ts'
import { IMPORT_KINDS, type ImportKind } from './import/schemas.ts'

const USAGE = `Uso: npm run import -- [--kind vendors|events] [--force] <file.json|file.csv>...

Carica espositori (vendors) ed eventi (events) da file JSON o CSV nel database configurato
(DATABASE_URL, altrimenti il database integrato in DATA_DIR). Ogni file è importato per intero
oppure per niente; le righe esistenti sono aggiornate in base a external_id.
Il tipo di file è riconosciuto dalle colonne; --kind lo impone per tutti i file.
Il database integrato non può essere aperto da due processi: ferma prima il server
(--force salta questo controllo). Formati: docs/import-format.md`

async function main(argv: string[]): Promise<number> {
  const parsed = readArguments(argv, { kind: { type: 'string', short: 'k' } }, USAGE, 2)
  if (typeof parsed === 'number') return parsed
  const { values, positionals: files } = parsed
  if (values.kind !== undefined && !IMPORT_KINDS.includes(values.kind as ImportKind)) {
    console.error(`--kind deve essere vendors oppure events, non "${values.kind}"\n\n${USAGE}`)
    return 2
  }
  if (files.length === 0) {
    console.error(USAGE)
    return 2
  }

  const opened = await openForCommand(values.force)
  if (!opened) return 1
  const { database } = opened
  const kind = values.kind as ImportKind | undefined
  let failed = 0
  try {
    for (const file of files) {
      try {
        const summary = await importFile(database, file, kind ? { kind } : {})
        for (const warning of summary.warnings) console.warn(`attenzione: ${warning}`)
        console.log(describeSummary(summary))
      } catch (err) {
        if (!(err instanceof ImportFileError)) throw err
        failed++
        console.error(err.problems.join('\n'))
        console.error(`${path.basename(file)}: non importato, il database non è stato modificato`)
      }
    }
  } finally {
    await database.close()
  }
  if (files.length > 1) {
    console.log(`${files.length - failed} file importati su ${files.length}`)
  }
  return failed > 0 ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
