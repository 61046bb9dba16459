// Strings of the staff validator (/validate), SPEC.md 'Validate (staff)' word for word; the result
// views' words live with the design system's ValidationResult (ui area).
export const validate = {
  validate: {
    title: 'Inquadra qui il QR Code',
    validating: 'Convalida in corso...',
    scanAgain: 'Scansiona di nuovo',
    errorPrefix: 'Error: ',
  },
} as const
