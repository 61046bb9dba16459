import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HomeScreen } from '../../../src/features/home/home-screen.tsx'
import { AppFrame, mockApi, newVisitor, signedInApi, staffUser } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  render: () => <AppFrame path="/" route="/" screen={<HomeScreen />} />,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const AttendeeDay: Story = {
  beforeEach: () => mockApi(signedInApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ciao Francesca!' })).toBeVisible()
    await expect(await canvas.findByText('2 aziende ti aspettano.')).toBeVisible()
    // The fair is over by the story's clock: its opening talks, read in the fair's time zone.
    await expect(await canvas.findByText(/^Apertura della Fiera/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Il tuo biglietto/ })).toHaveAttribute(
      'href',
      '/profile',
    )
    await expect(canvas.queryByRole('link', { name: 'Valida biglietti' })).toBeNull()
  },
}

/** Staff and admins: the ticket scanner is the first thing on their home screen. */
export const StaffDay: Story = {
  beforeEach: () => mockApi(signedInApi(staffUser)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Valida biglietti' })).toHaveAttribute(
      'href',
      '/validate',
    )
  },
}

export const ProfileToComplete: Story = {
  beforeEach: () => mockApi(signedInApi(newVisitor)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Completa il profilo per scoprire le aziende più adatte a te.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Completa il profilo' })).toBeVisible()
  },
}
