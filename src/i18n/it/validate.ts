// Strings of the staff validator (/validate), SPEC.md 'Validate (staff)' word for word.
export const validate = {
  validate: {
    title: 'Inquadra qui il QR Code',
    validating: 'Convalida in corso...',
    valid: 'Biglietto Valido',
    invalid: 'Biglietto Non Valido',
    error: 'Errore di Convalida',
    ticketId: 'ID biglietto',
    userId: 'ID utente',
    status: 'Stato',
    scanAgain: 'Scansiona di nuovo',
    errorPrefix: 'Error: ',
  },
} as const
