import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../server/db/client.ts'
import { openDatabase } from '../../server/db/client.ts'
import { events, vendors } from '../../server/db/schema.ts'
import { describeSummary, importFile } from '../../server/import/import-file.ts'
import { ImportFileError, parseImportFile } from '../../server/import/parse.ts'
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../support/test-app.ts'

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures/import', name)

async function count(database: DatabaseHandle, table: 'vendors' | 'events'): Promise<number> {
  const [row] = await database.rows<{ n: number | string }>(
    sql`select count(*) as n from ${sql.identifier(table)}`,
  )
  return Number(row?.n)
}

async function vendor(database: DatabaseHandle, externalId: string) {
  const [row] = await database.db.select().from(vendors).where(eq(vendors.externalId, externalId))
  return row
}

async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ImportFileError)
  return (err as ImportFileError).problems
}

describe(`import command on ${testDatabaseKind()}`, () => {
  let database: DatabaseHandle
  beforeEach(async () => {
    database = await openTestDatabase()
  })
  afterEach(async () => {
    await database.close()
  })

  it('loads exhibitors from an Italian CSV (";", Italian headers, quoted multi-line cells)', async () => {
    const summary = await importFile(database, fixture('espositori.csv'))
    expect(summary).toMatchObject({ file: 'espositori.csv', kind: 'vendors', inserted: 3 })
    expect(describeSummary(summary)).toBe(
      'espositori.csv: 3 espositori importati (3 nuovi, 0 aggiornati)',
    )
    expect(await vendor(database, 'imp-v-001')).toMatchObject({
      name: 'Officina Digitale Romagnola',
      description:
        'Sviluppiamo app gestionali su misura per artigiani e piccole imprese; assistenza diretta in Romagna.',
      seeking: 'Cerchiamo artigiani e negozi che vogliono digitalizzare preventivi e fatture.',
      website: 'https://www.officina-romagnola.example',
      email: 'info@officina-romagnola.example',
      telephone: '+39 0541 220 110',
      address: 'Via Flaminia 12, 47923 Rimini (RN)',
      logoPath: '/logos/officina-romagnola.svg',
      stand: 'B12',
      hall: 'B',
      pageViewCount: 0,
    })
    expect(await vendor(database, 'imp-v-002')).toMatchObject({
      description: 'Coltiviamo ortaggi biologici in serra\ncon energia geotermica.',
      stand: 'A3',
      hall: 'A',
    })
    expect(await vendor(database, 'imp-v-003')).toMatchObject({
      website: null,
      telephone: null,
      address: null,
      logoPath: null,
      stand: null,
      hall: null,
    })
  })

  it('loads exhibitors from JSON wrapped in {"vendors": [...]}, numbers and nulls included', async () => {
    const summary = await importFile(database, fixture('espositori.json'))
    expect(summary).toMatchObject({ kind: 'vendors', inserted: 2, updated: 0 })
    expect(await vendor(database, 'imp-v-011')).toMatchObject({
      name: 'Sartoria Digitale Partenopea',
      website: null,
      telephone: '3331234567',
    })
  })

  it('loads events from CSV and JSON, normalising tags, dates and times', async () => {
    expect(await importFile(database, fixture('eventi.csv'))).toMatchObject({
      kind: 'events',
      inserted: 2,
    })
    expect(await importFile(database, fixture('eventi.json'))).toMatchObject({
      kind: 'events',
      inserted: 1,
    })
    const rows = await database.db.select().from(events).orderBy(events.externalId)
    expect(
      rows.map((r) => [r.externalId, r.tags, r.eventDate, r.eventTime.slice(0, 5), r.location]),
    ).toEqual([
      [
        'imp-e-001',
        ['artigianato', 'digitale', 'pmi'],
        '2025-10-16',
        '09:45',
        'Padiglione B – Stage 2',
      ],
      [
        'imp-e-002',
        ['energia', 'agricoltura'],
        '2025-10-17',
        '14:30',
        'Padiglione C – Sala Workshop',
      ],
      [
        'imp-e-010',
        ['packaging', 'sostenibilità', 'carta'],
        '2025-10-17',
        '12:15',
        'Padiglione A – Stage 1',
      ],
    ])
  })

  it('updates on re-import instead of duplicating, and keeps page views', async () => {
    await importFile(database, fixture('espositori.csv'))
    await database.db
      .update(vendors)
      .set({ pageViewCount: 7 })
      .where(eq(vendors.externalId, 'imp-v-001'))

    const again = await importFile(database, fixture('espositori.csv'))
    expect(again).toMatchObject({ inserted: 0, updated: 3 })
    expect(await count(database, 'vendors')).toBe(3)

    const dir = mkdtempSync(path.join(tmpdir(), 'fiera-import-'))
    try {
      const changed = path.join(dir, 'espositori.csv')
      writeFileSync(
        changed,
        'external_id,name,description\n' +
          'imp-v-001,Officina Digitale Romagnola,Nuova descrizione dopo la fiera.\n' +
          'imp-v-099,Nuovo Espositore,Arrivato per ultimo.\n',
      )
      const summary = await importFile(database, changed)
      expect(describeSummary(summary)).toBe(
        'espositori.csv: 2 espositori importati (1 nuovo, 1 aggiornato)',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(await count(database, 'vendors')).toBe(4)
    expect(await vendor(database, 'imp-v-001')).toMatchObject({
      description: 'Nuova descrizione dopo la fiera.',
      // columns the second file does not have are left as they were
      email: 'info@officina-romagnola.example',
      pageViewCount: 7,
    })
  })

  it('rejects a whole file for one bad row, naming file, row and field, and changes nothing', async () => {
    await importFile(database, fixture('espositori.csv'))
    const before = await vendor(database, 'imp-v-001')

    const problems = await problemsOf(importFile(database, fixture('espositori-errore.csv')))
    expect(problems).toEqual(['espositori-errore.csv: riga 4, campo email: indirizzo non valido'])

    expect(await count(database, 'vendors')).toBe(3)
    expect(await vendor(database, 'imp-v-004')).toBeUndefined()
    expect(await vendor(database, 'imp-v-001')).toEqual(before)
  })

  it('rolls back the rows already written when the database refuses a later one', async () => {
    const problems = await problemsOf(
      importFile(database, fixture('eventi-rifiutati-dal-database.json')),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^eventi-rifiutati-dal-database\.json: elemento 2: il database ha rifiutato la riga \(.+\); nessuna riga del file è stata importata$/,
    )
    expect(await count(database, 'events')).toBe(0)
  })

  it('writes large files in batches and still names the one row the database refuses', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fiera-import-'))
    try {
      const rows = Array.from({ length: 1200 }, (_, i) => ({
        external_id: `big-${i + 1}`,
        name: `Azienda ${i + 1}${i === 900 ? ' \u0000' : ''}`,
      }))
      const file = path.join(dir, 'grande.json')
      writeFileSync(file, JSON.stringify(rows))
      const problems = await problemsOf(importFile(database, file))
      expect(problems[0]).toMatch(/^grande\.json: elemento 901: il database ha rifiutato la riga/)
      expect(await count(database, 'vendors')).toBe(0)

      rows[900] = { external_id: 'big-901', name: 'Azienda 901' }
      writeFileSync(file, JSON.stringify(rows))
      expect(await importFile(database, file)).toMatchObject({ inserted: 1200, updated: 0 })
      expect(await count(database, 'vendors')).toBe(1200)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reports every problem of a file: missing values, bad e-mails, repeated ids', async () => {
    const problems = await problemsOf(importFile(database, fixture('espositori-duplicati.json')))
    expect(problems).toEqual([
      'espositori-duplicati.json: elemento 2, campo name: obbligatorio',
      'espositori-duplicati.json: elemento 2, campo email: indirizzo non valido',
      'espositori-duplicati.json: elemento 3, campo external_id: "imp-v-030" è già usato in elemento 1',
    ])
    expect(await count(database, 'vendors')).toBe(0)
  })

  it('asks for --kind when the columns say nothing, and obeys it', async () => {
    const problems = await problemsOf(importFile(database, fixture('sconosciuto.csv')))
    expect(problems[0]).toMatch(/^sconosciuto\.csv: non riconosco il tipo di file dalle colonne/)
    expect(problems[0]).toContain('--kind vendors|events')

    const forced = await problemsOf(
      importFile(database, fixture('eventi.json'), { kind: 'vendors' }),
    )
    expect(forced).toContain('eventi.json: elemento 1, campo name: obbligatorio')
    expect(await count(database, 'vendors')).toBe(0)
  })

  it('names a missing file', async () => {
    expect(await problemsOf(importFile(database, fixture('non-esiste.csv')))).toEqual([
      'non-esiste.csv: file non trovato',
    ])
  })

  it('runs as `npm run import` against the configured database, one verdict per file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-import-cli-'))
    const databaseUrl = testDatabaseKind() === 'postgres' ? await createPostgresDatabase() : ''
    try {
      const run = promisify(execFile)
      const result = await run(
        process.execPath,
        [
          path.join(import.meta.dirname, '../../server/import.ts'),
          fixture('espositori.csv'),
          fixture('espositori-errore.csv'),
          fixture('eventi.csv'),
        ],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } },
      ).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      )
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(
        'espositori.csv: 3 espositori importati (3 nuovi, 0 aggiornati)',
      )
      expect(result.stdout).toContain('eventi.csv: 2 eventi importati (2 nuovi, 0 aggiornati)')
      expect(result.stdout).toContain('2 file importati su 3')
      expect(result.stderr).toContain(
        'espositori-errore.csv: riga 4, campo email: indirizzo non valido',
      )

      const written = await openDatabase(
        databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
      )
      try {
        expect(await count(written, 'vendors')).toBe(3)
        expect(await count(written, 'events')).toBe(2)
      } finally {
        await written.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('refuses an embedded database that another process holds open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-import-cli-'))
    try {
      mkdirSync(path.join(dataDir, 'pglite'))
      writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n')
      const result = await promisify(execFile)(
        process.execPath,
        [path.join(import.meta.dirname, '../../server/import.ts'), fixture('eventi.json')],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      )
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('è in uso: ferma il server e riprova')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('checks dates, times, phones, addresses and ids as the format document says', () => {
    const csv = [
      '\uFEFFexternal_id;title;event_date;event_time;tags',
      'ok-1;Valido;16/10/2025;9.05;"#AI | Dati ;dati"',
      'ko-1;Data impossibile;2025-02-30;10:00;',
      'ko-2;Ora impossibile;2025-10-16;24:00;',
      'ko 3;;16-10-2025;;',
    ].join('\r\n')
    const problems = (() => {
      try {
        parseImportFile('programma.csv', csv)
        return []
      } catch (err) {
        return (err as ImportFileError).problems
      }
    })()
    expect(problems).toEqual([
      'programma.csv: riga 3, campo event_date: data non valida (usa AAAA-MM-GG)',
      'programma.csv: riga 4, campo event_time: ora non valida (usa HH:MM)',
      'programma.csv: riga 5, campo external_id: non può contenere spazi',
      'programma.csv: riga 5, campo title: obbligatorio',
      'programma.csv: riga 5, campo event_date: data non valida (usa AAAA-MM-GG)',
      'programma.csv: riga 5, campo event_time: obbligatorio',
    ])
    const parsed = parseImportFile('programma.csv', csv.split('\r\n').slice(0, 2).join('\n'))
    expect(parsed).toMatchObject({
      kind: 'events',
      rows: [{ event_date: '2025-10-16', event_time: '09:05', tags: ['ai', 'dati'] }],
    })

    const vendorsJson = JSON.stringify([
      { id: 'v1', nome: 'Uno', telefono: 'chiamare', sito: 'ftp://uno.example', logo: 'uno.svg' },
    ])
    expect(() => parseImportFile('aziende.json', vendorsJson)).toThrow(
      [
        'aziende.json: elemento 1, campo sito: indirizzo web non valido',
        'aziende.json: elemento 1, campo logo: percorso non valido (usa /logos/nome.svg o un indirizzo https://)',
        'aziende.json: elemento 1, campo telefono: numero di telefono non valido',
      ].join('\n'),
    )
    const standJson = JSON.stringify([{ id: 'v2', nome: 'Due', stand: 'B12 (angolo)' }])
    expect(() => parseImportFile('stand.json', standJson)).toThrow(
      'stand.json: elemento 1, campo stand: codice dello stand non valido (ad esempio B12)',
    )
  })

  it('documents every column it accepts', () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../../docs/import-format.md'), 'utf8')
    for (const column of [
      'external_id',
      'name',
      'description',
      'seeking',
      'website',
      'email',
      'logo_path',
      'address',
      'telephone',
      'stand',
      'hall',
      'title',
      'speaker',
      'company_name',
      'topic',
      'location',
      'tags',
      'event_date',
      'event_time',
    ]) {
      expect(doc).toContain(`\`${column}\``)
    }
  })
})
