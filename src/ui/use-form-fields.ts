// The values of a form's text fields and the props that bind each one to its input (TextInput,
// PasswordField, SelectField): the profile, the password change and the exhibitor's page each
// wrote this binding out by hand.
import { useState } from 'react'

/** How many lines a long text (what one seeks, a description) shows before it scrolls. */
export const LONG_TEXT = { multiline: true, rows: 4 } as const

export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial)
  /** The props of the field `name`; with `max`, the browser stops typing at that length. */
  const field = (name: keyof Values & string, max?: number) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    ...(max === undefined ? {} : { inputProps: { maxLength: max } }),
  })
  return { values, setValues, field }
}
