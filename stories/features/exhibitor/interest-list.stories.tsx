import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { RequestError } from '../../../src/api/client.ts'
import { InterestList } from '../../../src/features/exhibitor/interest-list.tsx'
import { interest } from './fixtures.ts'

const meta = {
  title: 'Features/Exhibitor/InterestList',
  component: InterestList,
  args: { interest, onAccept: fn(async () => undefined) },
} satisfies Meta<typeof InterestList>

export default meta
type Story = StoryObj<typeof meta>

export const NamedAndCounted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('3 visitatori hanno premuto «Mi interessa»; 1 non condivide i contatti.'),
    ).toBeVisible()
    const giulia = canvas.getByRole('listitem', { name: 'Giulia Apicella' })
    await expect(giulia).toHaveTextContent('giulia@apiario.example')
    await expect(canvas.getByRole('listitem', { name: 'Paolo Ferri' })).toHaveTextContent(
      'Interesse reciproco',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Interessa anche a noi' }))
    await expect(args.onAccept).toHaveBeenCalledWith(11)
  },
}

export const Empty: Story = {
  args: { interest: { total: 0, anonymous: 0, attendees: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nessun visitatore ha ancora premuto «Mi interessa» sulla vostra azienda.'),
    ).toBeVisible()
  },
}

export const OnlyAnonymous: Story = {
  args: { interest: { total: 2, anonymous: 2, attendees: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('2 visitatori hanno premuto «Mi interessa»; 2 non condividono i contatti.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('listitem')).toBeNull()
  },
}

export const AnswerFails: Story = {
  args: {
    onAccept: fn(async () => {
      throw new RequestError(500, 'Request failed', {})
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Interessa anche a noi' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Risposta non inviata: riprova.',
    )
  },
}
