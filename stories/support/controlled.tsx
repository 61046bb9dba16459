// Story helpers for the design system: a controlled input keeps its own value in the story, as
// the screen using it would, and still reports each change to the story's spy; a padded frame
// keeps focus rings and shadows inside the screenshot; a router lets links and the back button
// render outside the app.
import type { Decorator } from '@storybook/react-vite'
import { type ComponentType, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'

export function withOwnValue<P extends { value: unknown; onChange: (next: never) => void }>(
  Component: ComponentType<P>,
) {
  return function Controlled(props: P) {
    const [value, setValue] = useState(props.value)
    const report = props.onChange as (next: P['value']) => void
    const onChange = (next: P['value']) => {
      setValue(next)
      report(next)
    }
    return <Component {...({ ...props, value, onChange } as P)} />
  }
}

export const padded: Decorator = (Story) => (
  <div style={{ padding: 16 }}>
    <Story />
  </div>
)

export const routed: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
)
