// One row of an organiser's exhibitor or programme file, as the import command and the demo seed
// accept it. Messages are Italian because organisers read them next to their own spreadsheets.
import { z } from 'zod'

export const IMPORT_KINDS = ['vendors', 'events'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** A blank cell or a JSON null clears the field; an absent column leaves the stored value alone. */
const blankToNull = (v: unknown) => {
  if (v === null) return null
  if (typeof v === 'number' || typeof v === 'bigint') return String(v)
  if (typeof v === 'string') {
    const trimmed = v.trim()
    return trimmed === '' ? null : trimmed
  }
  return v
}

const text = (max: number) =>
  z
    .string({ error: 'deve essere un testo' })
    .max(max, { error: `troppo lungo (al massimo ${max} caratteri)` })

const requiredText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? 'obbligatorio'
            : 'deve essere un testo',
      })
      .max(max, { error: `troppo lungo (al massimo ${max} caratteri)` }),
  )

const optionalText = (max: number) => z.preprocess(blankToNull, text(max).nullable().optional())

const withOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToNull, schema.nullable().optional())

const externalId = requiredText(100).refine((v) => !/\s/.test(v), {
  error: 'non può contenere spazi',
})

/** Accepts 'www.azienda.it' too: organisers rarely type the scheme. */
const website = withOptional(
  z
    .string({ error: 'deve essere un testo' })
    .max(500, { error: 'troppo lungo (al massimo 500 caratteri)' })
    .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
    .pipe(z.url({ protocol: /^https?$/, error: 'indirizzo web non valido' })),
)

const email = withOptional(
  z
    .string({ error: 'deve essere un testo' })
    .max(254, { error: 'troppo lungo (al massimo 254 caratteri)' })
    .pipe(z.email({ error: 'indirizzo non valido' })),
)

const telephone = withOptional(
  z
    .string({ error: 'deve essere un testo' })
    .max(40, { error: 'troppo lungo (al massimo 40 caratteri)' })
    .regex(/^\+?[0-9 ()./-]+$/, { error: 'numero di telefono non valido' })
    .refine((v) => v.replace(/\D/g, '').length >= 6, { error: 'numero di telefono non valido' }),
)

/** A path under public/ (e.g. /logos/azienda.svg) or an absolute http(s) address. */
const logoPath = withOptional(
  z
    .string({ error: 'deve essere un testo' })
    .max(500, { error: 'troppo lungo (al massimo 500 caratteri)' })
    .refine((v) => /^\/[^/\s]\S*$/.test(v) || /^https?:\/\/\S+$/.test(v), {
      error: 'percorso non valido (usa /logos/nome.svg o un indirizzo https://)',
    }),
)

/** A stand code as the fair map names it (B12): written 'b 12' or 'B-12' it is stored as B12. */
const stand = withOptional(
  z
    .string({ error: 'deve essere un testo' })
    .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))
    .pipe(
      z
        .string()
        .max(20, { error: 'troppo lungo (al massimo 20 caratteri)' })
        .regex(/^[A-Z0-9./]+$/, { error: 'codice dello stand non valido (ad esempio B12)' }),
    ),
)

/** The hall's name as visitors read it on the signs (B, or 'Padiglione B'): stored as its code. */
const hall = withOptional(
  z
    .string({ error: 'deve essere un testo' })
    .transform((v) => v.replace(/^padiglione\s+/i, ''))
    .pipe(z.string().min(1).max(40, { error: 'troppo lungo (al massimo 40 caratteri)' })),
)

export const VendorRowSchema = z.object({
  external_id: externalId,
  name: requiredText(200),
  description: optionalText(4000),
  seeking: optionalText(2000),
  website,
  email,
  logo_path: logoPath,
  address: optionalText(300),
  telephone,
  stand,
  hall,
})
export type VendorRow = z.infer<typeof VendorRowSchema>
export type VendorRowInput = z.input<typeof VendorRowSchema>

/** YYYY-MM-DD, or the DD/MM/YYYY an Italian spreadsheet exports; stored as YYYY-MM-DD. */
const eventDate = z.preprocess(
  blankToNull,
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'obbligatorio' : 'deve essere un testo',
    })
    .transform((v, ctx) => {
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
      const it = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(v)
      const [y, m, d] = iso
        ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
        : it
          ? [Number(it[3]), Number(it[2]), Number(it[1])]
          : [NaN, NaN, NaN]
      const date = new Date(Date.UTC(y, m - 1, d))
      if (
        Number.isNaN(date.getTime()) ||
        date.getUTCFullYear() !== y ||
        date.getUTCMonth() !== m - 1 ||
        date.getUTCDate() !== d
      ) {
        ctx.addIssue({ code: 'custom', message: 'data non valida (usa AAAA-MM-GG)' })
        return z.NEVER
      }
      return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    }),
)

/** HH:MM (also H:MM, HH.MM, HH:MM:SS); stored as HH:MM. */
const eventTime = z.preprocess(
  blankToNull,
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'obbligatorio' : 'deve essere un testo',
    })
    .transform((v, ctx) => {
      const match = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?$/.exec(v)
      const hours = Number(match?.[1])
      const minutes = Number(match?.[2])
      if (!match || hours > 23 || minutes > 59 || Number(match[3] ?? 0) > 59) {
        ctx.addIssue({ code: 'custom', message: 'ora non valida (usa HH:MM)' })
        return z.NEVER
      }
      return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
    }),
)

/** A list, or one cell with the tags separated by '|' or ';'. Stored trimmed, lower-case, unique. */
const tags = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return v
    if (typeof v === 'string') return v.split(/[|;]/)
    return v
  },
  z
    .array(text(50), { error: 'deve essere un elenco di tag separati da | o ;' })
    .max(20, { error: 'troppi tag (al massimo 20)' })
    .transform((list) => [
      ...new Set(list.map((tag) => tag.trim().replace(/^#/, '').toLowerCase()).filter(Boolean)),
    ])
    .nullable()
    .optional()
    .transform((v) => (v === null ? [] : v)),
)

export const EventRowSchema = z.object({
  external_id: externalId,
  title: requiredText(200),
  speaker: optionalText(200),
  company_name: optionalText(200),
  topic: optionalText(100),
  location: optionalText(200),
  tags,
  event_date: eventDate,
  event_time: eventTime,
})
export type EventRow = z.infer<typeof EventRowSchema>
export type EventRowInput = z.input<typeof EventRowSchema>

/**
 * Column names as organisers may write them (Italian or English, any case): each maps to the
 * field it fills. Matching ignores case, accents, spaces and dashes.
 */
export const COLUMN_ALIASES: Record<ImportKind, Record<string, readonly string[]>> = {
  vendors: {
    external_id: ['id', 'id_esterno', 'codice', 'codice_espositore'],
    name: ['nome', 'ragione_sociale', 'azienda'],
    description: ['descrizione'],
    seeking: ['cerca', 'cercano', 'cosa_cerca', 'cosa_cercano'],
    website: ['sito', 'sito_web', 'web'],
    email: ['e_mail', 'posta_elettronica'],
    logo_path: ['logo'],
    address: ['indirizzo', 'sede'],
    telephone: ['telefono', 'tel', 'phone'],
    stand: ['codice_stand', 'posizione'],
    hall: ['padiglione', 'pad'],
  },
  events: {
    external_id: ['id', 'id_esterno', 'codice'],
    title: ['titolo'],
    speaker: ['relatore', 'relatrice', 'speaker'],
    company_name: ['azienda', 'societa', 'company'],
    topic: ['tema', 'argomento'],
    location: ['luogo', 'sala'],
    tags: ['tag'],
    event_date: ['data', 'date', 'giorno'],
    event_time: ['ora', 'orario', 'time'],
  },
}

export const normaliseColumn = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/** The field a column fills for this kind of file, or undefined when the column is unknown. */
export function fieldForColumn(kind: ImportKind, column: string): string | undefined {
  const wanted = normaliseColumn(column)
  for (const [field, aliases] of Object.entries(COLUMN_ALIASES[kind])) {
    if (field === wanted || aliases.includes(wanted)) return field
  }
  return undefined
}

export const ROW_SCHEMAS = { vendors: VendorRowSchema, events: EventRowSchema } as const
