// The console's own paths, under the /organizzatore area the app's route table reserves.
export const ORGANISER_BASE = '/organizzatore'

export const organiserPaths = {
  dashboard: ORGANISER_BASE,
  attendees: `${ORGANISER_BASE}/partecipanti`,
  accounts: `${ORGANISER_BASE}/account`,
  import: `${ORGANISER_BASE}/importa`,
  catalogue: `${ORGANISER_BASE}/catalogo`,
  audit: `${ORGANISER_BASE}/registro`,
} as const
