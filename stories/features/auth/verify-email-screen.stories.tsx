import type { Meta, StoryObj } from '@storybook/react-vite'
import { StrictMode } from 'react'
import { expect } from 'storybook/test'
import { VerifyEmailScreen } from '../../../src/features/auth/verify-email-screen.tsx'
import { AppFrame, mockApi } from '../support/app-story.tsx'

const meta = {
  title: 'Screens/Account/Email verification',
  component: VerifyEmailScreen,
} satisfies Meta<typeof VerifyEmailScreen>

export default meta
type Story = StoryObj<typeof meta>

// Each story has its own token: the screen verifies one token once per visit.
const frame = (token: string | null) => () => (
  <AppFrame
    path={token ? `/verify-email?token=${token}` : '/verify-email'}
    route="/verify-email"
    layout="public"
    screen={<VerifyEmailScreen />}
  />
)
const api = () =>
  mockApi(
    {
      'POST /api/auth/verify-email': (body) => {
        if (body?.includes('in-corso')) return { delay: 'never' }
        if (body?.includes('usato'))
          return { status: 400, body: { detail: 'Link di verifica non valido o già usato.' } }
        return { body: { message: 'ok' } }
      },
    },
    { signedIn: false },
  )

export const Verifying: Story = {
  beforeEach: api,
  render: frame('in-corso'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verifica in corso...')).toBeVisible()
  },
}

export const Verified: Story = {
  beforeEach: api,
  render: frame('valido'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Email verificata!/)).toBeVisible()
  },
}

export const LinkAlreadyUsed: Story = {
  beforeEach: api,
  render: frame('usato'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Link di verifica non valido o già usato.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible()
  },
}

let strictCalls = 0
export const OneCallInStrictMode: Story = {
  beforeEach: () => {
    strictCalls = 0
    return mockApi(
      {
        'POST /api/auth/verify-email': () => {
          strictCalls += 1
          return { body: { message: 'ok' } }
        },
      },
      { signedIn: false },
    )
  },
  render: () => <StrictMode>{frame('strict')()}</StrictMode>,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Email verificata!/)).toBeVisible()
    await expect(strictCalls).toBe(1)
  },
}

export const MissingToken: Story = {
  beforeEach: api,
  render: frame(null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Invalid verification link')).toBeVisible()
  },
}
