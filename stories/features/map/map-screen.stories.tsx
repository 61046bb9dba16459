import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MapScreen } from '../../../src/features/map/map-screen.tsx'
import { AppFrame, mockApi, signedInApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Map',
  component: MapScreen,
  render: () => <AppFrame path="/map" route="/map" screen={<MapScreen />} />,
  beforeEach: () => mockApi(signedInApi()),
} satisfies Meta<typeof MapScreen>

export default meta
type Story = StoryObj<typeof meta>

const loaded = async (image: HTMLImageElement) => {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true))
}

export const FairMap: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: /Mappa della fiera/ })
    await loaded(image)
    await expect(canvas.getByRole('button', { name: 'Riduci' })).toBeDisabled()
  },
}

export const ZoomedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: /Mappa della fiera/ })
    await loaded(image)
    await userEvent.click(canvas.getByRole('button', { name: 'Ingrandisci' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Ingrandisci' }))
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeGreaterThan(500))
    await expect(canvas.getByRole('button', { name: 'Riduci' })).toBeEnabled()
  },
}

/** "Vedi sulla mappa" from an exhibitor: its stand highlighted, focused and in view. */
export const StandHighlighted: Story = {
  render: () => <AppFrame path="/map?stand=B1" route="/map" screen={<MapScreen />} />,
  play: async ({ canvas }) => {
    const stand = await canvas.findByRole('link', {
      name: 'Stand B1, Padiglione B: Gestionale Adriatico Srl',
    })
    await expect(stand).toHaveAttribute('aria-current', 'location')
    await waitFor(() => expect(stand).toHaveFocus())
    const frame = canvas.getByRole('region', { name: /Mappa della fiera/ })
    await waitFor(() => {
      const box = frame.getBoundingClientRect()
      const rect = stand.getBoundingClientRect()
      const middle = rect.top + rect.height / 2
      expect(middle).toBeGreaterThan(box.top)
      expect(middle).toBeLessThan(box.bottom)
    })
    await expect(
      canvas.getByRole('link', { name: 'Apri la scheda di Gestionale Adriatico Srl' }),
    ).toHaveAttribute('href', '/vendor/1')
  },
}

export const SearchByCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Cerca un’azienda/ }), 'solare')
    const results = await canvas.findByRole('list', { name: 'Aziende trovate' })
    const hit = within(results).getByRole('button', { name: 'SolareVivo Energia SpA · Stand A17' })
    await userEvent.click(hit)
    await expect(
      await canvas.findByRole('link', { name: 'Stand A17, Padiglione A: SolareVivo Energia SpA' }),
    ).toHaveAttribute('aria-current', 'location')
  },
}

export const SearchWithoutResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Cerca un’azienda/ }), 'zzz')
    await expect(
      await canvas.findByText('Nessuna azienda con stand sulla mappa per "zzz".'),
    ).toBeVisible()
  },
}

/** A stand code the map does not draw (an organiser's own code). */
export const StandNotOnMap: Story = {
  render: () => <AppFrame path="/map?stand=D5" route="/map" screen={<MapScreen />} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lo stand D5 non è disegnato sulla mappa.')).toBeVisible()
  },
}

/** No exhibitor list (offline before it was saved, or a server error): the plan still shows. */
export const StandsMissing: Story = {
  beforeEach: () =>
    mockApi({ ...signedInApi(), 'GET /api/vendors/': { status: 503, body: { detail: 'x' } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Impossibile caricare gli espositori/)).toBeVisible()
    await loaded(await canvas.findByRole<HTMLImageElement>('img', { name: /Mappa della fiera/ }))
  },
}
