import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { FairMap } from '../../src/ui/fair-map.tsx'
import { padded } from '../support/controlled.tsx'

const stands = [
  { code: 'A3', name: 'Meccanica Veneta S.p.A.', href: '/vendor/12' },
  { code: 'B12', name: 'Gestionale Adriatico Srl', href: '/vendor/1' },
  { code: 'C17', name: 'Talenta HR', href: '/vendor/33' },
]

const meta = {
  title: 'UI/FairMap',
  component: FairMap,
  decorators: [padded],
  args: { src: '/map/fiera-map.svg', stands, onOpen: fn() },
} satisfies Meta<typeof FairMap>

export default meta
type Story = StoryObj<typeof meta>

/** Every exhibitor's stand is a named link; empty stands are drawn but not announced. */
export const Stands: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Stand degli espositori' })
    await expect(group.querySelectorAll('a')).toHaveLength(3)
    const stand = canvas.getByRole('link', {
      name: 'Stand B12, Padiglione B: Gestionale Adriatico Srl',
    })
    await userEvent.click(stand)
    await expect(args.onOpen).toHaveBeenCalledWith('/vendor/1')
  },
}

/** Reachable by keyboard: Tab goes from the frame to the first stand. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('region', { name: /Mappa della fiera/ }).focus()
    await userEvent.tab()
    await expect(
      canvas.getByRole('link', { name: 'Stand A3, Padiglione A: Meccanica Veneta S.p.A.' }),
    ).toHaveFocus()
  },
}

export const Highlighted: Story = {
  args: { highlighted: 'C17', zoom: 2 },
  play: async ({ canvas }) => {
    const stand = canvas.getByRole('link', { name: 'Stand C17, Padiglione C: Talenta HR' })
    await expect(stand).toHaveAttribute('aria-current', 'location')
    await waitFor(() => expect(stand).toHaveFocus())
  },
}

/** No exhibitors known (offline before the list was saved): the plan and empty stands only. */
export const NoExhibitors: Story = {
  args: { stands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0)
    await expect(canvas.getByRole('img', { name: /Mappa della fiera/ })).toBeVisible()
  },
}
