import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { CatalogueScreen } from '../../../src/features/organiser/catalogue-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'
import { consoleApi } from '../support/console-story.tsx'

const meta = {
  title: 'Screens/Organiser/Catalogue',
  component: CatalogueScreen,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  render: () => (
    <AppFrame
      path="/organizzatore/catalogo"
      route="/organizzatore/catalogo"
      layout="console"
      screen={<CatalogueScreen />}
    />
  ),
} satisfies Meta<typeof CatalogueScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Exhibitors: Story = {
  beforeEach: () => mockApi(consoleApi()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Espositori e programma' }),
    ).toBeVisible()
    await expect(await canvas.findByText('EcoPack Italia')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Modifica: EcoPack Italia' })).toBeEnabled()
  },
}

export const Programme: Story = {
  beforeEach: () => mockApi(consoleApi()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Programma' }))
    await expect(
      await canvas.findByText('Fotovoltaico sul tetto del capannone: PPA, accumuli e CER'),
    ).toBeVisible()
  },
}

export const EditForm: Story = {
  beforeEach: () => mockApi(consoleApi()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifica: EcoPack Italia' }))
    await expect(await screen.findByRole('dialog')).toBeVisible()
    await expect(screen.getByLabelText(/^Nome/)).toHaveValue('EcoPack Italia')
    // Where the exhibitor stands (issue 19), with the map's codes as examples.
    await expect(screen.getByLabelText('Stand (es. B12)')).toHaveValue('C2')
    await expect(screen.getByLabelText('Padiglione (es. B)')).toHaveValue('C')
  },
}
