import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
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
