import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PageViews } from '../../../src/features/exhibitor/page-views.tsx'
import { exhibitorVendor } from './fixtures.ts'

const meta = {
  title: 'Features/Exhibitor/PageViews',
  component: PageViews,
  args: { vendor: exhibitorVendor },
} satisfies Meta<typeof PageViews>

export default meta
type Story = StoryObj<typeof meta>

export const PerDay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('57 visite in tutto')).toBeVisible()
    const rows = canvas.getAllByRole('row')
    // Newest day first, under the header row.
    await expect(rows[1]).toHaveTextContent('17 ottobre26')
    await expect(rows[2]).toHaveTextContent('16 ottobre31')
  },
}

export const NoViews: Story = {
  args: { vendor: { page_view_count: 0, page_views_by_day: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ancora nessuna visita.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
