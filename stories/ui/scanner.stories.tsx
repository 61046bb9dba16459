import { Box } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { Scanner } from '../../src/ui/scanner.tsx'
import {
  installSyntheticCamera,
  removeMediaDevices,
  simulateInsecureContext,
  type SyntheticCamera,
  type SyntheticCameraOptions,
} from '../support/synthetic-camera.ts'

const TICKET = 'FIERA-T1.eyJ0IjoiZGVtbyJ9.c2lnbmF0dXJh'

let camera: SyntheticCamera | undefined

function withCamera(options: SyntheticCameraOptions) {
  return () => {
    camera = installSyntheticCamera(options)
    return () => {
      camera?.restore()
      camera = undefined
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isLocal = (url: string) => ['localhost', '127.0.0.1'].includes(new URL(url).hostname)

const meta = {
  title: 'UI/Scanner',
  component: Scanner,
  args: { onScan: fn(), onError: fn(), scanDelay: 1000 },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 420, mx: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Scanner>

export default meta
type Story = StoryObj<typeof meta>

const streaming = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="false"]')).not.toBeNull(), {
    timeout: 5000,
  })
}

export const ScansOnce: Story = {
  args: { singleScan: true },
  beforeEach: withCamera({ text: TICKET }),
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onScan).toHaveBeenCalled(), { timeout: 8000 })
    // The QR stays in view for more than two scan delays: a single scan reports it once.
    await sleep(2500)
    await expect(args.onScan).toHaveBeenCalledTimes(1)
    await expect(args.onScan).toHaveBeenCalledWith(
      expect.objectContaining({ rawValue: TICKET, format: 'qr_code' }),
    )
    await expect(canvasElement.querySelector('[data-testid="scanner-frame"]')).toBeVisible()
    await expect(camera?.requests[0]).toEqual({
      audio: false,
      video: {
        facingMode: 'environment',
        width: { min: 640, ideal: 720, max: 1920 },
        height: { min: 640, ideal: 720, max: 1080 },
      },
    })
    // The decoder is bundled: nothing was fetched from another host (no CDN).
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name)
    await expect(fetched.some((url) => url.includes('zxing_reader'))).toBe(true)
    await expect(fetched.filter((url) => !isLocal(url))).toEqual([])
  },
}

export const TorchAndZoom: Story = {
  beforeEach: withCamera({ capabilities: { torch: true, zoom: { min: 1, max: 4, step: 0.1 } } }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await streaming(canvasElement)
    const zoomIn = await canvas.findByRole('button', { name: 'Aumenta lo zoom' })
    const zoomOut = canvas.getByRole('button', { name: 'Riduci lo zoom' })
    await expect(canvas.getByRole('button', { name: 'Accendi la torcia' })).toBeEnabled()
    await expect(zoomOut).toBeDisabled()
    for (let step = 0; step < 3; step++) await userEvent.click(zoomIn)
    await waitFor(() => expect(zoomIn).toBeDisabled())
    await expect(zoomOut).toBeEnabled()
    const zooms = camera?.applied.map((c) => (c.advanced?.[0] as { zoom?: number }).zoom)
    await expect(zooms).toEqual([2, 3, 4])
    await userEvent.click(zoomOut)
    await waitFor(() => expect(zoomIn).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: 'Accendi la torcia' }))
    await expect(
      await canvas.findByRole('button', { name: 'Spegni la torcia', pressed: true }),
    ).toBeVisible()
    await expect(camera?.applied.at(-1)).toEqual({ advanced: [{ torch: true }] })
  },
}

export const NoTorchNoZoom: Story = {
  beforeEach: withCamera({ capabilities: {} }),
  play: async ({ canvas, canvasElement }) => {
    await streaming(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Accendi la torcia' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Aumenta lo zoom' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Riduci lo zoom' })).toBeNull()
  },
}

export const WithOnOffToggle: Story = {
  args: { showOnOff: true },
  beforeEach: withCamera({ capabilities: { torch: true } }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await streaming(canvasElement)
    const off = canvas.getByRole('button', { name: 'Spegni la fotocamera' })
    await userEvent.click(off)
    const on = await canvas.findByRole('button', { name: 'Accendi la fotocamera' })
    // Locked for one second after each click, and the torch only shows while scanning.
    await expect(on).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Accendi la torcia' })).toBeNull()
    await expect(canvas.getByText('Fotocamera spenta')).toBeVisible()
    await waitFor(() => expect(on).toBeEnabled(), { timeout: 2000 })
  },
}

export const Paused: Story = {
  args: { paused: true, singleScan: true },
  beforeEach: withCamera({ text: TICKET, capabilities: { torch: true } }),
  play: async ({ args, canvas, canvasElement }) => {
    await streaming(canvasElement)
    await sleep(1500)
    await expect(args.onScan).not.toHaveBeenCalled()
    await expect(canvas.queryByRole('button', { name: 'Accendi la torcia' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { startTimeout: 60_000 },
  beforeEach: withCamera({ mode: 'hang' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading ...')
  },
}

export const TimedOut: Story = {
  beforeEach: withCamera({ mode: 'hang' }),
  play: async ({ args, canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('Loading camera stream timed out after 3 seconds.')
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }))
  },
}

export const RelaxedRetry: Story = {
  beforeEach: withCamera({ text: TICKET, mode: { rejectFirst: 'OverconstrainedError' } }),
  play: async ({ args, canvas }) => {
    // The webcam cannot meet SPEC's resolution: one retry, rear camera at any resolution, silently.
    await waitFor(() => expect(args.onScan).toHaveBeenCalled(), { timeout: 8000 })
    await expect(camera?.requests).toHaveLength(2)
    await expect(camera?.requests[1]).toEqual({
      audio: false,
      video: { facingMode: 'environment' },
    })
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(args.onError).not.toHaveBeenCalled()
  },
}

export const RelaxedRetryFails: Story = {
  beforeEach: withCamera({ mode: { reject: 'OverconstrainedError' } }),
  play: async ({ args, canvas }) => {
    // Only one retry: when the relaxed request fails too, the user is told.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La fotocamera non supporta la risoluzione richiesta.',
    )
    await expect(camera?.requests).toHaveLength(2)
    await expect(args.onError).toHaveBeenCalledTimes(1)
  },
}

export const PermissionDenied: Story = {
  beforeEach: withCamera({ mode: { reject: 'NotAllowedError' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Accesso alla fotocamera negato',
    )
    // A refusal is not retried.
    await expect(camera?.requests).toHaveLength(1)
  },
}

export const NoStreamSupport: Story = {
  beforeEach: () => removeMediaDevices(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Questo browser non supporta lo streaming della fotocamera',
    )
  },
}

export const InsecureContext: Story = {
  beforeEach: () => simulateInsecureContext(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La fotocamera funziona solo in un contesto sicuro (HTTPS)',
    )
  },
}
