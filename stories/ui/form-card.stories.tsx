import { Typography } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FormCard } from '../../src/ui/form-card.tsx'
import { TextInput } from '../../src/ui/text-input.tsx'

const idle = { error: null, success: null, busy: false }

const meta = {
  title: 'UI/Form card',
  component: FormCard,
  args: {
    labels: { title: 'Modifica profilo', save: 'Salva', busy: 'Salvataggio...' },
    submit: { ...idle, onSubmit: fn((event) => event.preventDefault()) },
    children: <TextInput label="Nome" name="first_name" value="Giulia" onChange={fn()} />,
  },
} satisfies Meta<typeof FormCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Modifica profilo' })).toBeVisible()
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Giulia')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }))
    await expect(args.submit.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Busy: Story = {
  args: { submit: { ...idle, busy: true, onSubmit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvataggio...' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: {
    submit: { ...idle, error: 'Modifiche non salvate: riprova.', onSubmit: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Modifiche non salvate: riprova.')
    await expect(canvas.getByRole('button', { name: 'Salva' })).toBeEnabled()
  },
}

export const Saved: Story = {
  args: { submit: { ...idle, success: 'Profilo aggiornato.', onSubmit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profilo aggiornato.')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const WithContentBeforeTheForm: Story = {
  args: {
    labels: { title: 'La pagina della tua azienda', save: 'Salva', busy: 'Salvataggio...' },
    before: <Typography>Il logo si carica da solo, appena scelto.</Typography>,
    submit: { ...idle, error: 'Modifiche non salvate: riprova.', onSubmit: fn() },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'La pagina della tua azienda' })
    const note = canvas.getByText('Il logo si carica da solo, appena scelto.')
    const alert = canvas.getByRole('alert')
    // Heading, then what comes first, then the form's message.
    await expect(heading.compareDocumentPosition(note)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    await expect(note.compareDocumentPosition(alert)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  },
}
