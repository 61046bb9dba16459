// Phone numbers as one canonical form (E.164), checked with libphonenumber-js's metadata rather
// than a home-made pattern. Without a prefix a number is read as Italian (the fair's country).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { PHONE_INVALID } from '../messages.ts'
import { HttpError } from '../plugins/errors.ts'

/** '+393331234567' for '333 123 4567'; null when it is not a possible number. */
export function toE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, 'IT')
  return parsed?.isValid() ? parsed.number : null
}

/** A phone from a request: E.164; blank stays blank (it clears the field); impossible is a 422. */
export function phoneOrThrow(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return raw
  const e164 = toE164(raw)
  if (!e164) throw new HttpError(422, PHONE_INVALID)
  return e164
}
