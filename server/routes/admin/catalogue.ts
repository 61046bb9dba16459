// Exhibitors and programme from the console: the import command's files uploaded from the
// browser (dry run, then apply), and single exhibitors and talks edited in a form. Every change
// empties this process's catalogue cache; other processes see it within CATALOGUE_FRESH_MS.
import multipart from '@fastify/multipart'
import { asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminEventListSchema,
  AdminEventSchema,
  AdminVendorListSchema,
  AdminVendorSchema,
  ErrorBodySchema,
  EventInputSchema,
  IdParamSchema,
  ImportQuerySchema,
  ImportReportSchema,
  MessageSchema,
  VendorInputSchema,
} from '../../../src/api/contract.ts'
import { recordAudit } from '../../db/audit-repository.ts'
import { toEvent, toVendor } from '../../db/catalogue-repository.ts'
import { events, vendors } from '../../db/schema.ts'
import { applyImport, planImport, type UploadedFile } from '../../import/plan.ts'
import { EventRowSchema, VendorRowSchema } from '../../import/schemas.ts'
import { HttpError } from '../../plugins/errors.ts'
import { CATALOGUE_MESSAGES } from '../../messages.ts'
import { actorOf } from './actor.ts'
import { adminSecurity, refusals } from './refusals.ts'

const MAX_FILE_BYTES = 5 * 1024 * 1024
const MAX_FILES = 10

type VendorRowData = typeof vendors.$inferSelect
type EventRowData = typeof events.$inferSelect

const toAdminVendor = (row: VendorRowData): z.infer<typeof AdminVendorSchema> => ({
  ...toVendor(row, true),
  external_id: row.externalId,
})

const toAdminEvent = (row: EventRowData): z.infer<typeof AdminEventSchema> => ({
  ...toEvent(row),
  external_id: row.externalId,
})

/** Form input checked by the import's row rules, so a form and a file accept the same values. */
function checkRow<T>(schema: z.ZodType<T>, input: Record<string, unknown>): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new HttpError(
    422,
    result.error.issues
      .map((issue) => `Campo ${String(issue.path[0] ?? '')}: ${issue.message}.`)
      .join(' '),
  )
}

const newExternalId = (prefix: string) =>
  `${prefix}-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`

const isUniqueViolation = (err: unknown) => {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

const adminCatalogue: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10, parts: 20 },
  })

  const changed = () => app.catalogueCache.invalidate()

  app.post(
    '/api/admin/import',
    {
      bodyLimit: MAX_FILE_BYTES * MAX_FILES,
      schema: {
        tags: ['admin'],
        summary: 'Import exhibitor and programme files (multipart, the formats of npm run import)',
        description:
          'Every part with a file name is a CSV or JSON file. dry_run=true (default) only reports what ' +
          'would be added, changed and removed, and every row error with line and field; ' +
          'dry_run=false writes all files in one transaction (422, nothing written, on any error). ' +
          'remove_missing=true also deletes the rows no uploaded file of their kind lists.',
        security: adminSecurity,
        consumes: ['multipart/form-data'],
        querystring: ImportQuerySchema,
        response: {
          200: ImportReportSchema,
          422: z.union([ImportReportSchema, ErrorBodySchema]),
          ...refusals(413),
        },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run === 'true'
      const removeMissing = request.query.remove_missing === 'true'
      if (!request.isMultipart()) throw new HttpError(422, CATALOGUE_MESSAGES.noFiles)
      const files: UploadedFile[] = []
      const utf8 = new TextDecoder('utf-8', { fatal: true })
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file' || !part.filename) continue
          const name = part.filename.replace(/^.*[/\\]/, '')
          const bytes = await part.toBuffer()
          let content: string
          try {
            content = utf8.decode(bytes)
          } catch {
            throw new HttpError(422, CATALOGUE_MESSAGES.notText(name))
          }
          files.push({ name, content })
        }
      } catch (err) {
        const code = (err as { code?: string }).code ?? ''
        if (/LIMIT|TOO_LARGE/.test(code))
          throw new HttpError(
            413,
            CATALOGUE_MESSAGES.tooBig(MAX_FILE_BYTES / 1024 / 1024, MAX_FILES),
          )
        // busboy's words for a truncated or malformed body: the client's fault, not a 500.
        if (err instanceof Error && /multipart|boundary/i.test(err.message)) {
          throw new HttpError(422, CATALOGUE_MESSAGES.unreadable)
        }
        throw err
      }
      if (files.length === 0) throw new HttpError(422, CATALOGUE_MESSAGES.noFiles)
      const plan = await planImport(db, files, { dryRun, removeMissing })
      if (dryRun) return plan.report
      const report = await applyImport(db, plan, { removeMissing })
      if (!report.applied) return reply.code(422).send(report)
      changed()
      await recordAudit(db, actorOf(request.admin), {
        action: 'import.apply',
        targetType: 'import',
        targetLabel: files.map((f) => f.name).join(', '),
        details: {
          remove_missing: removeMissing,
          files: report.files.map(({ file, kind, added, changed: c, removed }) => ({
            file,
            kind,
            added,
            changed: c,
            removed: removeMissing ? removed : 0,
          })),
        },
      })
      return report
    },
  )

  // Single exhibitors and talks. A form's row goes through the import's own rules (schemas.ts).
  const resources = [
    {
      path: 'vendors',
      table: vendors,
      prefix: 'v',
      targetType: 'vendor' as const,
      notFound: CATALOGUE_MESSAGES.vendorNotFound,
      input: VendorInputSchema,
      output: AdminVendorSchema,
      list: AdminVendorListSchema,
      rowSchema: VendorRowSchema,
      label: (row: Record<string, unknown>) => String(row.name ?? ''),
      toOutput: (row: unknown) => toAdminVendor(row as VendorRowData),
      order: [asc(sql`lower(${vendors.name})`), asc(vendors.id)],
    },
    {
      path: 'events',
      table: events,
      prefix: 'e',
      targetType: 'event' as const,
      notFound: CATALOGUE_MESSAGES.eventNotFound,
      input: EventInputSchema,
      output: AdminEventSchema,
      list: AdminEventListSchema,
      rowSchema: EventRowSchema,
      label: (row: Record<string, unknown>) => String(row.title ?? ''),
      toOutput: (row: unknown) => toAdminEvent(row as EventRowData),
      order: [asc(events.eventDate), asc(events.eventTime), asc(events.id)],
    },
  ]

  for (const r of resources) {
    // Both tables share id, external_id and updated_at; Drizzle's types cannot follow the union.
    const table = r.table as typeof vendors
    /** The form's fields as Drizzle properties, blank values cleared. */
    const valuesOf = (input: Record<string, unknown>, externalId: string) => {
      const row = checkRow(r.rowSchema as z.ZodType<Record<string, unknown>>, {
        ...input,
        external_id: externalId,
      })
      const values: Record<string, unknown> = {}
      for (const [prop, column] of Object.entries(getTableColumns(r.table))) {
        if (column.name in row) values[prop] = row[column.name]
      }
      return values
    }
    const write = async <T>(run: () => Promise<T>, externalId: string) => {
      try {
        return await run()
      } catch (err) {
        if (isUniqueViolation(err))
          throw new HttpError(409, CATALOGUE_MESSAGES.externalIdTaken(externalId))
        throw err
      }
    }

    app.get(
      `/api/admin/${r.path}`,
      {
        schema: {
          tags: ['admin'],
          summary: `Every ${r.path === 'vendors' ? 'exhibitor' : 'talk'}, with its external_id`,
          security: adminSecurity,
          response: { 200: r.list as z.ZodType<unknown[]>, ...refusals() },
        },
      },
      async () =>
        (
          await db
            .select()
            .from(table)
            .orderBy(...r.order)
        ).map((row) => r.toOutput(row)),
    )

    app.post(
      `/api/admin/${r.path}`,
      {
        schema: {
          tags: ['admin'],
          summary: `Add one ${r.path === 'vendors' ? 'exhibitor' : 'talk'}`,
          security: adminSecurity,
          body: r.input,
          response: { 201: r.output, ...refusals(409, 422) },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>
        const externalId =
          (body.external_id as string | null | undefined)?.trim() || newExternalId(r.prefix)
        const values = valuesOf(body, externalId)
        const [row] = await write(
          () =>
            db
              .insert(table)
              .values(values as typeof vendors.$inferInsert)
              .returning(),
          externalId,
        )
        if (!row) throw new Error('insert returned nothing')
        await recordAudit(db, actorOf(request.admin), {
          action: `${r.targetType}.create`,
          targetType: r.targetType,
          targetId: row.id,
          targetLabel: r.label(body),
        })
        changed()
        return reply.code(201).send(r.toOutput(row))
      },
    )

    app.put(
      `/api/admin/${r.path}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `Edit one ${r.path === 'vendors' ? 'exhibitor' : 'talk'} (every field; blank clears)`,
          security: adminSecurity,
          params: IdParamSchema,
          body: r.input,
          response: {
            200: r.output,
            ...refusals(404, 409, 422),
          },
        },
      },
      async (request) => {
        const { id } = request.params
        const [current] = await db.select().from(table).where(eq(table.id, id))
        if (!current) throw new HttpError(404, r.notFound)
        // A field the form leaves out is cleared, as a PUT replaces the record.
        const body = {
          ...Object.fromEntries(Object.keys(r.input.shape).map((field) => [field, null])),
          ...(request.body as Record<string, unknown>),
        }
        const externalId =
          (body.external_id as string | null | undefined)?.trim() ||
          current.externalId ||
          newExternalId(r.prefix)
        const values = valuesOf(body, externalId)
        const [row] = await write(
          () =>
            db
              .update(table)
              .set({ ...values, updatedAt: sql`now()` })
              .where(eq(table.id, id))
              .returning(),
          externalId,
        )
        if (!row) throw new HttpError(404, r.notFound)
        await recordAudit(db, actorOf(request.admin), {
          action: `${r.targetType}.update`,
          targetType: r.targetType,
          targetId: id,
          targetLabel: r.label(body),
        })
        changed()
        return r.toOutput(row)
      },
    )

    app.delete(
      `/api/admin/${r.path}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `Delete one ${r.path === 'vendors' ? 'exhibitor' : 'talk'}`,
          security: adminSecurity,
          params: IdParamSchema,
          response: { 200: MessageSchema, ...refusals(404) },
        },
      },
      async (request) => {
        const { id } = request.params
        const [row] = await db.delete(table).where(eq(table.id, id)).returning()
        if (!row) throw new HttpError(404, r.notFound)
        await recordAudit(db, actorOf(request.admin), {
          action: `${r.targetType}.delete`,
          targetType: r.targetType,
          targetId: id,
          targetLabel: r.label(row as unknown as Record<string, unknown>),
        })
        changed()
        return { message: CATALOGUE_MESSAGES.deleted }
      },
    )
  }
}

export default adminCatalogue
