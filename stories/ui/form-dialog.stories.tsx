import { TextField } from '@mui/material'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { FormDialog } from '../../src/ui/form-dialog.tsx'

const meta = {
  title: 'UI/Form dialog',
  component: FormDialog,
  globals: { viewport: { value: 'kiosk', isRotated: false } },
  args: {
    title: 'Invita una persona',
    closeLabel: 'Chiudi',
    submitLabel: 'Invita',
    onClose: fn(),
    onSubmit: fn(),
    busy: false,
    contentSx: { display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' },
    children: <TextField label="Email" type="email" defaultValue="nuovo.varco@example.com" />,
  },
} satisfies Meta<typeof FormDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invita una persona' })
    await expect(dialog).toBeVisible()
    await expect(screen.getByLabelText('Email')).toHaveValue('nuovo.varco@example.com')
    await expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Invita' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Invita una persona' })
    await expect(screen.getByRole('button', { name: 'Invita' })).toBeDisabled()
    await expect(screen.getByRole('button', { name: 'Chiudi' })).toBeEnabled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  args: { message: { severity: 'error', text: 'Operazione non riuscita: riprova.' } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Invita una persona' })
    await expect(screen.getByRole('alert')).toHaveTextContent('Operazione non riuscita: riprova.')
    await expect(screen.getByRole('button', { name: 'Invita' })).toBeEnabled()
  },
}

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}
