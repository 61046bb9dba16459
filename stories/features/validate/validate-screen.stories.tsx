import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { RequestError } from '../../../src/api/client.ts'
import type { TicketValidation } from '../../../src/api/contract.ts'
import { ValidateScreen } from '../../../src/features/validate/validate-screen.tsx'
import { installSyntheticCamera } from '../../support/synthetic-camera.ts'

const TICKET = 'FIERA-T1.eyJ0IjoiZGVtbyJ9.c2lnbmF0dXJh'
const VALID: TicketValidation = {
  valid: true,
  message: 'Ingresso consentito: benvenuta, Giulia Rossi!',
  ticket_uuid: '3f2c9a1e-7b4d-4e2a-9c1f-5d8e6a7b9c0d',
  user_id: 42,
  reason: 'ok',
  first_used_at: null,
  first_gate: null,
}
const REPEAT: TicketValidation = {
  valid: false,
  message: 'Biglietto già utilizzato oggi alle 09:41 al varco Ingresso Nord.',
  ticket_uuid: '3f2c9a1e-7b4d-4e2a-9c1f-5d8e6a7b9c0d',
  user_id: 42,
  reason: 'already_used',
  first_used_at: '2025-10-16T07:41:00.000Z',
  first_gate: 'Ingresso Nord',
}

const camera = (text?: string) => () => installSyntheticCamera({ text }).restore

const meta = {
  title: 'Features/Validate/ValidateScreen',
  component: ValidateScreen,
  beforeEach: camera(TICKET),
} satisfies Meta<typeof ValidateScreen>

export default meta
type Story = StoryObj<typeof meta>

const ANSWER_TIMEOUT = { timeout: 8000 }

export const Scanning: Story = {
  args: { validate: fn(async () => VALID) },
  beforeEach: camera(),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Inquadra qui il QR Code' })).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="false"]')).not.toBeNull())
    await expect(canvas.queryByRole('button', { name: /fotocamera/ })).toBeNull()
    await expect(args.validate).not.toHaveBeenCalled()
  },
}

export const Validating: Story = {
  args: { validate: fn(() => new Promise<TicketValidation>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Convalida in corso...', {}, ANSWER_TIMEOUT)).toBeVisible()
    await expect(args.validate).toHaveBeenCalledWith({ qr_code_data: TICKET })
    await expect(canvas.queryByRole('button', { name: 'Scansiona di nuovo' })).toBeNull()
  },
}

export const Valid: Story = {
  args: { validate: fn(async () => VALID) },
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Biglietto Valido' }, ANSWER_TIMEOUT),
    ).toBeVisible()
    await expect(canvas.getByText(VALID.message)).toBeVisible()
    await expect(canvas.getByText(VALID.ticket_uuid ?? '')).toBeVisible()
    await expect(canvas.getByText('42')).toBeVisible()
    await expect(args.validate).toHaveBeenCalledOnce()
  },
}

export const Invalid: Story = {
  args: { validate: fn(async () => REPEAT) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Biglietto Non Valido' }, ANSWER_TIMEOUT),
    ).toBeVisible()
    await expect(canvas.getByText(REPEAT.message)).toBeVisible()
  },
}

export const HttpError: Story = {
  args: {
    validate: fn(async (): Promise<TicketValidation> => {
      throw new RequestError(403, 'Riservato allo staff', { detail: 'Riservato allo staff' })
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Errore di Convalida' }, ANSWER_TIMEOUT),
    ).toBeVisible()
    await expect(canvas.getByText('403')).toBeVisible()
    await expect(canvas.getByText('Error: Forbidden')).toBeVisible()
  },
}

export const NetworkError: Story = {
  args: {
    validate: fn(async (): Promise<TicketValidation> => {
      throw new TypeError('Failed to fetch')
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Errore di Convalida' }, ANSWER_TIMEOUT),
    ).toBeVisible()
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvas.getByText('Error: Failed to fetch')).toBeVisible()
  },
}

export const ScanAgain: Story = {
  args: { validate: fn(async () => VALID) },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Biglietto Valido' }, ANSWER_TIMEOUT)
    await userEvent.click(canvas.getByRole('button', { name: 'Scansiona di nuovo' }))
    await expect(canvas.queryByRole('heading', { name: 'Biglietto Valido' })).toBeNull()
    // Scanning resumed: the ticket still in view is read and sent again.
    await waitFor(() => expect(args.validate).toHaveBeenCalledTimes(2), ANSWER_TIMEOUT)
    await canvas.findByRole('heading', { name: 'Biglietto Valido' }, ANSWER_TIMEOUT)
  },
}
