// Whole-screen stories: a screen inside the app's real frame, session and SWR, with the API
// answered by a scripted fetch (stories are the one place where the server is mocked).
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { loadContract } from '../../../src/api/client.ts'
import type { Event, Match, User, Vendor } from '../../../src/api/contract.ts'
import { PublicLayout } from '../../../src/app/public-layout.tsx'
import { ShellLayout } from '../../../src/app/shell-layout.tsx'
import { AuthProvider, RequireAdmin } from '../../../src/auth/index.ts'
import { OrganiserLayout } from '../../../src/features/organiser/organiser-layout.tsx'

export interface MockResponse {
  status?: number
  body?: unknown
  /** 'never' keeps the call pending (loading states). */
  delay?: number | 'never'
}
/** Keys like 'GET /api/users/me'; a function answers per call. */
export type MockApi = Record<string, MockResponse | ((body: string | null) => MockResponse)>

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
export const storyToken = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '7', exp: 4_102_444_800 })}.story`

/**
 * Installs the scripted fetch and the session token; resolves to the cleanup for `beforeEach`.
 * A fetch stand-in rather than msw (looked at for issue 18): the stories' 50-odd MockApi tables
 * would stay, behind an adapter about as long as this function, and msw would add two packages
 * and a generated service worker in a static folder that every story test must register first.
 * What msw adds, requests through the browser's network stack, the e2e tests against the real
 * server already cover.
 * The contract (loaded lazily by the client) is loaded first, so screens render at once.
 */
export async function mockApi(api: MockApi, { signedIn = true } = {}) {
  await loadContract()
  const original = window.fetch
  localStorage.clear()
  if (signedIn) localStorage.setItem('token', storyToken)
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input.toString(),
      window.location.origin,
    )
    if (!url.pathname.startsWith('/api/')) return original(input, init)
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    const entry = api[key]
    const response =
      typeof entry === 'function' ? entry(typeof init?.body === 'string' ? init.body : null) : entry
    if (!response) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 })
    if (response.delay === 'never') return new Promise<Response>(() => undefined)
    if (response.delay)
      await new Promise((resolve) => setTimeout(resolve, response.delay as number))
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return () => {
    window.fetch = original
    localStorage.clear()
  }
}

export interface AppFrameProps {
  /** The URL the story opens. */
  path: string
  /** The route pattern the screen is mounted on. */
  route: string
  screen: ReactNode
  layout?: 'shell' | 'public' | 'console'
}

const frames = {
  shell: <ShellLayout />,
  public: <PublicLayout />,
  // As the router mounts it: the console's frame, then the admin guard of its screens.
  console: <OrganiserLayout />,
}

export function AppFrame({ path, route, screen, layout = 'shell' }: AppFrameProps) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={frames[layout]}>
              <Route
                path={route}
                element={layout === 'console' ? <RequireAdmin>{screen}</RequireAdmin> : screen}
              />
              <Route path="*" element={<p>Altra pagina</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </SWRConfig>
  )
}

export const visitor: User = {
  id: 7,
  email: 'francesca.colombo@example.com',
  first_name: 'Francesca',
  last_name: 'Colombo',
  phone_number: '+39 347 812 4490',
  employment_type: 'employee',
  company_name: 'Colombo Packaging Srl',
  role: 'user',
  created_at: '2025-09-12T08:30:00Z',
  last_login: '2025-10-16T07:45:00Z',
  qr_code_data: 'FIERA-2025.eyJ0IjoiN2Y0YzEifQ.c2lnbmF0dXJl',
  seeking: 'Fornitori di imballaggi compostabili e software per la logistica di magazzino.',
  description: 'Responsabile acquisti in un’azienda di packaging alimentare con 80 dipendenti.',
  share_with_interested_exhibitors: false,
  share_on_badge_scan: false,
}
export const newVisitor: User = {
  ...visitor,
  id: 8,
  email: 'marco.rossi@example.com',
  first_name: 'Marco',
  last_name: 'Rossi',
  employment_type: 'private',
  company_name: null,
  seeking: null,
  description: null,
}
export const staffUser: User = { ...visitor, id: 2, email: 'staff@example.com', role: 'staff' }
export const adminUser: User = {
  ...visitor,
  id: 1,
  email: 'organizzazione@example.com',
  role: 'admin',
}
export const exhibitorUser: User = {
  ...visitor,
  id: 3,
  email: 'espositore@example.com',
  role: 'exhibitor',
  first_name: 'Marta',
  last_name: 'Gallo',
}

export const vendors: Vendor[] = [
  {
    id: 1,
    name: 'Gestionale Adriatico Srl',
    description:
      'Sviluppiamo un gestionale ERP in cloud per le PMI manifatturiere: contabilità, magazzino e fatturazione elettronica in un solo strumento.',
    seeking: 'Rivenditori e system integrator nel Centro-Sud.',
    website: 'https://gestionale-adriatico.example',
    email: 'commerciale@gestionale-adriatico.example',
    logo_path: null,
    address: 'Via dell’Industria 14, 40138 Bologna (BO)',
    telephone: '+39 051 123 4567',
    stand: 'B1',
    hall: 'B',
  },
  {
    id: 2,
    name: 'EcoPack Italia',
    description: 'Imballaggi compostabili per l’alimentare, dal prototipo alla grande serie.',
    seeking: 'Aziende alimentari che vogliono eliminare la plastica monouso.',
    website: 'https://ecopack.example',
    email: 'info@ecopack.example',
    logo_path: null,
    address: 'Via Emilia 200, 41121 Modena (MO)',
    telephone: '+39 059 765 4321',
    stand: 'C2',
    hall: 'C',
  },
  {
    id: 3,
    name: 'SolareVivo Energia SpA',
    description: 'Impianti fotovoltaici chiavi in mano per capannoni e comunità energetiche.',
    seeking: 'Imprese con consumi elettrici elevati.',
    website: 'https://solarevivo.example',
    email: 'info@solarevivo.example',
    logo_path: null,
    address: 'Corso Italia 5, 70122 Bari (BA)',
    telephone: '+39 080 555 0101',
    stand: 'A17',
    hall: 'A',
  },
]

export const events: Event[] = [
  {
    id: 1,
    title: "Apertura della Fiera: l'innovazione che fa crescere le imprese",
    speaker: 'Elena Marchetti',
    company_name: 'Osservatorio PMI Digitali',
    topic: 'Innovazione',
    location: 'Padiglione A – Stage 1',
    tags: ['apertura', 'pmi'],
    event_date: '2025-10-16',
    event_time: '09:30:00',
  },
  {
    id: 2,
    title: 'Fotovoltaico sul tetto del capannone: PPA, accumuli e CER',
    speaker: 'Paolo Zanetti',
    company_name: 'SolareVivo Energia SpA',
    topic: 'Energia',
    location: 'Padiglione B – Stage 2',
    tags: ['energia', 'cer'],
    event_date: '2025-10-16',
    event_time: '10:00:00',
  },
  {
    id: 3,
    title: 'Packaging compostabile: cosa cambia con il nuovo regolamento europeo',
    speaker: 'Chiara Ferri',
    company_name: 'EcoPack Italia',
    topic: 'Sostenibilità',
    location: 'Padiglione A – Stage 1',
    tags: ['packaging', 'ppwr'],
    event_date: '2025-10-17',
    event_time: '11:15:00',
  },
]

const ecoPackSuggestion: Match = {
  id: 11,
  vendor_id: 2,
  score: 0.874,
  description:
    'Cerchi «imballaggi compostabili»: EcoPack Italia offre «imballaggi compostabili». Loro cercano «aziende alimentari»: nel tuo profilo c’è «packaging alimentare».',
  status: 'none',
}
const erpSuggestion: Match = {
  id: 12,
  vendor_id: 1,
  score: 0.612,
  description: 'Cerchi «software per la logistica di magazzino»: offrono «magazzino».',
  status: 'none',
}
export const suggestions: Match[] = [ecoPackSuggestion, erpSuggestion]
export const history: Match[] = [
  { ...ecoPackSuggestion, id: 21, status: 'accepted' },
  { ...erpSuggestion, id: 22, status: 'rejected' },
  {
    id: 23,
    vendor_id: 3,
    score: 0.455,
    description: 'Consumi energetici elevati.',
    status: 'accepted',
  },
]

/** The answers of a signed-in visitor's ordinary session. */
export const signedInApi = (user: User = visitor): MockApi => ({
  'GET /api/users/me': { body: user },
  'GET /api/vendors/': { body: vendors },
  'GET /api/events/': { body: events },
  'GET /api/matches/': { body: history },
  'GET /api/matches/new': { body: suggestions },
  'GET /api/fair': { body: { time_zone: 'Europe/Rome' } },
  'GET /api/users/me/agenda': { body: { event_ids: [] } },
  'GET /api/users/me/badge-scans': { body: [] },
})
