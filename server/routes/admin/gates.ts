// The gate dashboard's data and the day's check-ins as CSV, for a chosen fair day (today in the
// fair's time zone by default).
import { stringify } from 'csv-stringify/sync'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DayQuerySchema, ErrorBodySchema, GateSummarySchema } from '../../../src/api/contract.ts'
import { checkinsOfDay, gateSummary } from '../../db/gates-repository.ts'
import { fairDay } from '../../domain/tickets.ts'

const CSV_COLUMNS = [
  ['at', 'data_ora'],
  ['gate', 'varco'],
  ['direction', 'direzione'],
  ['method', 'modalita'],
  ['note', 'motivo'],
  ['ticket_uuid', 'biglietto'],
  ['user_id', 'utente_id'],
  ['first_name', 'nome'],
  ['last_name', 'cognome'],
  ['email', 'email'],
  ['company_name', 'azienda'],
  ['operator', 'operatore'],
] as const

const WORDS: Record<string, string> = {
  in: 'ingresso',
  out: 'uscita',
  scan: 'scansione',
  manual: 'manuale',
}

/** A cell a spreadsheet would run as a formula (a name typed as "=HYPERLINK(...)") stays text. */
const safeCell = (value: unknown) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

const gates: FastifyPluginAsyncZod = async (app) => {
  const { config } = app
  const dayOf = (day: string | undefined) => day ?? fairDay(new Date(), config.fairTimeZone)

  app.get(
    '/api/admin/gates/summary',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A fair day at the gates: admissions per gate and hour, refusals by cause, unique visitors, inside now, last 20 scans',
        security: [{ bearer: [] }],
        querystring: DayQuerySchema,
        response: {
          200: GateSummarySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => gateSummary(app.database, dayOf(request.query.day), config.fairTimeZone),
  )

  app.get(
    '/api/admin/checkins.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "The day's check-ins as CSV (';'-separated, UTF-8 with BOM, for spreadsheets)",
        security: [{ bearer: [] }],
        querystring: DayQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string(),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const day = dayOf(request.query.day)
      const rows = await checkinsOfDay(app.database, day, config.fairTimeZone)
      const csv = stringify(
        rows.map((row) =>
          CSV_COLUMNS.map(([key]) =>
            key === 'direction' || key === 'method'
              ? (WORDS[row[key]] ?? row[key])
              : safeCell(row[key]),
          ),
        ),
        {
          bom: true,
          delimiter: ';',
          header: true,
          columns: CSV_COLUMNS.map(([, header]) => header),
        },
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ingressi-${day}.csv"`)
        .send(csv)
    },
  )
}

export default gates
