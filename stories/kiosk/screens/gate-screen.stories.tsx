import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { openOfflineStore, type OfflineStore } from '../../../kiosk/offline/offline-store.ts'
import { GateScreen } from '../../../kiosk/screens/gate-screen.tsx'
import { RequestError } from '../../../src/api/client.ts'
import type { KioskSettings } from '../../../kiosk/settings.ts'
import type { OfflineBundle, TicketValidation } from '../../../src/api/contract.ts'
import { offlineBundle } from '../../../tests/support/offline-bundle.ts'
import { installSyntheticCamera } from '../../support/synthetic-camera.ts'

const TICKET = 'FIERA-T1.eyJ0IjoiZGVtbyJ9.c2lnbmF0dXJh'
/** A signed (F2) ticket and the public key of the key that signed it, for the offline stories. */
const SIGNED_TICKET =
  'F2.tooiKAOMbr1VuJosLJED7A.kkIljgI1ctiOk5SGgpRBM4AWBlqt2DNF2kMaz2whMebplrsXMz55DrlJpSx8XHe9B-9p9uir4K-vhgpBmFXHAw'
const FORGED_TICKET = SIGNED_TICKET.replace('kkIlj', 'kkIlk')
const BUNDLE = offlineBundle({
  generated_at: '2025-10-16T07:00:00Z',
  public_keys: [{ key_id: 'jv0bHT2g', public_key: 'ynMXyKnjiMCiejhhOQWYmxvnugglOSPZvANCjMtEqLs' }],
})
/** hashPin('2468'), worked out beforehand (a story's args are not awaited). */
const PIN_2468 = '8dfae56a8424be72527afaaaa0e063d5a58c8de27dbcd798ed1d81e3ad59244b'
// A fresh IndexedDB database for each story: nothing admitted or queued by the one before.
let currentStore = openOfflineStore(`fiera-kiosk-story-${Date.now()}`)
const storyStore = new Proxy({} as OfflineStore, {
  get: (_target, key) => Reflect.get(currentStore, key) as unknown,
})
/** The offline half with no server: no bundle unless a story gives one, nothing uploaded. */
const offlineWith = (bundle: OfflineBundle | null) => ({
  store: storyStore,
  fetchBundle: fn(async (): Promise<OfflineBundle> => {
    if (bundle) return bundle
    throw new TypeError('Failed to fetch')
  }),
  upload: fn(async () => {
    throw new TypeError('Failed to fetch')
  }),
})
const unreachable = fn(async (): Promise<TicketValidation> => {
  throw new TypeError('Failed to fetch')
})
// Each story starts from a fresh device: no admissions counted, no scans left to retry.
function forgetGate() {
  currentStore = openOfflineStore(`fiera-kiosk-story-${Date.now()}-${Math.random()}`)
  sessionStorage.clear()
  Object.keys(localStorage)
    .filter((key) => key.startsWith('fiera.kiosk.'))
    .forEach((key) => localStorage.removeItem(key))
}
const camera = (text?: string) => () => {
  forgetGate()
  const { restore } = installSyntheticCamera({ text })
  return () => {
    restore()
    forgetGate()
  }
}
const answer = (result: TicketValidation) => fn(async () => result)
const SCAN = { timeout: 8000 }
/** The gate's settings; the verdict stays long enough to be looked at (the kiosk's default is 2.5 s). */
const gateSettings = (changes: Partial<KioskSettings> = {}): KioskSettings => ({
  gate: 'Ingresso Nord',
  direction: 'in',
  facing: 'environment',
  cameraId: '',
  pauseMs: 60_000,
  pinHash: '',
  ...changes,
})
/** A kiosk holding the offline bundle, the server out of reach, and this code in front of it. */
const offlineGate = (code: string) => ({
  beforeEach: camera(code),
  args: { validate: unreachable, offline: offlineWith(BUNDLE) },
})
/** What every refusal shows: the red heading and the reason, no admission, the refusal's sound. */
async function expectRefused(
  canvas: ReturnType<typeof within>,
  args: { sound?: unknown },
  reason: string,
) {
  await expect(await canvas.findByText('Biglietto Non Valido', {}, SCAN)).toBeVisible()
  await expect(canvas.getByText(reason)).toBeVisible()
  await expect(canvas.getByTestId('admissions')).toHaveTextContent('0')
  await expect(args.sound).toHaveBeenCalledWith('invalid')
}
/** Today at 09:41 on the device's clock. */
const FIRST_USED_AT = new Date(new Date().setHours(9, 41, 0, 0))

const meta = {
  title: 'Kiosk/Gate',
  component: GateScreen,
  parameters: { fieraTheme: 'kiosk' },
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  beforeEach: camera(TICKET),
  args: {
    settings: gateSettings(),
    onOpenSettings: fn(),
    sound: fn(),
    ping: fn(async () => false),
    offline: offlineWith(null),
    validate: answer({
      valid: true,
      message: 'Benvenuta, Giulia!',
      ticket_uuid: 'a1',
      user_id: 4,
      reason: 'ok',
      first_used_at: null,
      first_gate: null,
    }),
  },
} satisfies Meta<typeof GateScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Scanning: Story = {
  beforeEach: camera(),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Varco: Ingresso Nord')).toBeVisible()
    await expect(canvas.getByText('Pronto')).toBeVisible()
    await expect(canvas.getByTestId('admissions')).toHaveTextContent('0')
    await expect(args.validate).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByText('Biglietto Valido', {}, SCAN)).toBeVisible()
    await expect(canvas.getByText('Benvenuta, Giulia!')).toBeVisible()
    await expect(canvas.getByTestId('admissions')).toHaveTextContent('1')
    await expect(args.sound).toHaveBeenCalledWith('valid')
    await expect(args.validate).toHaveBeenCalledWith(
      expect.objectContaining({ qr_code_data: TICKET, gate: 'Ingresso Nord' }),
    )
    await expect(canvasElement.querySelector('[data-verdict="valid"]')).not.toBeNull()
  },
}

export const RecentlyAdmitted: Story = {
  args: { settings: gateSettings({ pauseMs: 1500 }) },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Biglietto Valido', {}, SCAN)).toBeVisible()
    // The ticket stays in view after its green verdict: a calm answer, not a second call.
    await expect(
      await canvas.findByText('Già registrato/a pochi secondi fa', {}, SCAN),
    ).toBeVisible()
    await expect(args.validate).toHaveBeenCalledTimes(1)
    await expect(canvas.getByTestId('admissions')).toHaveTextContent('1')
    await expect(canvas.queryByText('Biglietto Non Valido')).toBeNull()
  },
}

export const Invalid: Story = {
  args: {
    validate: answer({
      valid: false,
      // The kiosk words it from the reason: the message below is never shown nor parsed.
      message: 'Messaggio del server',
      ticket_uuid: 'a1',
      user_id: 4,
      reason: 'already_used',
      first_used_at: FIRST_USED_AT.toISOString(),
      first_gate: 'Ingresso Nord',
    }),
  },
  play: async ({ args, canvas }) => {
    await expectRefused(canvas, args, 'Già utilizzato oggi alle 09:41 al varco Ingresso Nord.')
    await expect(canvas.queryByText('Messaggio del server')).toBeNull()
  },
}

export const ServerError: Story = {
  args: {
    validate: fn(async (): Promise<TicketValidation> => {
      throw new RequestError(500, 'Request failed', undefined)
    }),
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Errore di Convalida', {}, SCAN)).toBeVisible()
    await expect(canvas.getByText('Stato: 500')).toBeVisible()
    await expect(canvas.getByText('Error: Internal Server Error')).toBeVisible()
    await expect(args.sound).toHaveBeenCalledWith('error')
    await expect(canvas.queryByText(/Server non raggiungibile/)).toBeNull()
  },
}

// The list shows when each scan failed: a fixed clock keeps the baseline stable.
const FIXED_NOW = Date.parse('2025-10-16T07:41:05Z')

export const Offline: Story = {
  beforeEach: () => {
    const restoreCamera = camera(TICKET)()
    const realNow = Date.now
    Date.now = () => FIXED_NOW
    return () => {
      Date.now = realNow
      restoreCamera()
    }
  },
  args: { validate: unreachable },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Errore di Convalida', {}, SCAN)).toBeVisible()
    await expect(
      canvas.getByText(/^Server non raggiungibile: le scansioni non vengono convalidate/),
    ).toBeVisible()
    await expect(
      canvas.getByText('Scansione non convalidata: server non raggiungibile.'),
    ).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /Non convalidati/ })).toHaveTextContent(
        'Non convalidati (1)',
      ),
    )
    await expect(canvas.getByRole('button', { name: 'Riprova tutti' })).toBeVisible()
  },
}

export const OfflineAdmitted: Story = {
  ...offlineGate(SIGNED_TICKET),
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByText('Verificato sul dispositivo, senza rete.', {}, SCAN),
    ).toBeVisible()
    await expect(
      canvas.getByText('Senza rete: i biglietti sono verificati su questo dispositivo.'),
    ).toBeVisible()
    await expect(canvas.getByTestId('waiting')).toHaveTextContent('1 ingresso da inviare')
    await expect(canvas.getByTestId('admissions')).toHaveTextContent('1')
    await expect(args.sound).toHaveBeenCalledWith('valid')
  },
}

export const OfflineForged: Story = {
  ...offlineGate(FORGED_TICKET),
  play: async ({ args, canvas }) => {
    await expectRefused(canvas, args, 'Codice non riconosciuto: non è un biglietto di Fiera.')
    await expect(canvas.queryByTestId('waiting')).toBeNull()
  },
}

/** An exit gate without the server: the exit is kept for upload, under the exit's own heading. */
export const OfflineExit: Story = {
  ...offlineGate(SIGNED_TICKET),
  args: {
    ...offlineGate(SIGNED_TICKET).args,
    settings: gateSettings({ gate: 'Uscita Est', direction: 'out' }),
  },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Uscita registrata' }, SCAN),
    ).toBeVisible()
    await expect(canvas.getByTestId('exits')).toHaveTextContent('1')
    await expect(canvas.getByTestId('waiting')).toHaveTextContent('1 uscita da inviare')
    await expect(canvas.queryByTestId('admissions')).toBeNull()
    await expect(args.sound).toHaveBeenCalledWith('valid')
  },
}

export const PinLocked: Story = {
  beforeEach: camera(),
  args: { settings: gateSettings({ pinHash: PIN_2468 }) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Impostazioni' }))
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Inserisci il PIN del varco',
    })
    await userEvent.type(within(dialog).getByLabelText('PIN'), '1111')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sblocca' }))
    await expect(await within(dialog).findByText('PIN errato.')).toBeVisible()
    await expect(args.onOpenSettings).not.toHaveBeenCalled()
  },
}

export const ExitGate: Story = {
  args: {
    settings: gateSettings({ gate: 'Uscita Est', direction: 'out' }),
    validate: answer({
      valid: true,
      message: 'Uscita registrata: arrivederci, Giulia!',
      ticket_uuid: 'a1',
      user_id: 4,
      reason: 'exit_ok',
      first_used_at: null,
      first_gate: null,
    }),
  },
  play: async ({ args, canvas }) => {
    // Its own heading, never SPEC's 'Biglietto Valido' of an entry.
    await expect(
      await canvas.findByRole('heading', { name: 'Uscita registrata' }, SCAN),
    ).toBeVisible()
    await expect(canvas.getByText('Arrivederci e a presto!')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Biglietto Valido' })).toBeNull()
    // An exit is not an admission: the exit gate counts exits.
    await expect(canvas.getByTestId('exits')).toHaveTextContent('1')
    await expect(canvas.queryByTestId('admissions')).toBeNull()
    await expect(args.validate).toHaveBeenCalledWith(
      expect.objectContaining({ gate: 'Uscita Est', direction: 'out' }),
    )
  },
}
