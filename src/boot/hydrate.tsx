// Starts a React tree on a page's #root. A page the server sent prerendered
// (src/boot/prerendered-page.ts, `data-prerendered` on #root) is hydrated: React adopts the markup
// already on screen, so nothing is drawn twice. Any other page (the offline copy from the service
// worker) is rendered afresh, and so is a prerendered page opened with a session: its markup is
// the signed-out screen, hidden by the page's inline script (`data-session` on <html>,
// src/boot/splash.css) so it never shows.
import { startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { getToken } from '../api/client.ts'

/** Written by the prerendered page's inline script when a form was sent before hydration. */
export const PENDING_SUBMIT = 'data-submit-pending'

export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute('data-prerendered') && getToken() === null
}

type Field = HTMLInputElement | HTMLTextAreaElement
const checkable = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

/** The fields a visitor filled in before the scripts arrived, with what they hold. */
function filledFields(root: HTMLElement) {
  return [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) =>
      checkable(field)
        ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
        : field.value !== field.defaultValue,
    )
    .map((field) => ({ field, value: field.value }))
}

/**
 * Gives the hydrated screen what was typed into its markup: React keeps the screen's state (empty
 * fields) and would clear them on its next render. Each field goes back to that state, then gets
 * the visitor's input as events React listens to, so the screen's own onChange takes it.
 */
function replayInput(filled: ReturnType<typeof filledFields>) {
  for (const { field, value } of filled) {
    if (field instanceof HTMLInputElement && checkable(field)) {
      field.checked = field.defaultChecked
      field.click()
      continue
    }
    field.value = field.defaultValue
    const prototype = Object.getPrototypeOf(field) as Field
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

interface HydratedProps {
  onHydrated: () => void
  children: ReactNode
}

/** Runs `onHydrated` once the whole tree has adopted the markup (parents' effects run last). */
function Hydrated({ onHydrated, children }: HydratedProps) {
  useEffect(onHydrated, [onHydrated])
  return children
}

export function startRoot(root: HTMLElement, tree: ReactNode): void {
  if (isPrerendered(root)) {
    const filled = filledFields(root)
    const onHydrated = () => {
      replayInput(filled)
      root.removeAttribute('data-prerendered')
      // A form sent before hydration goes now, once React has taken the replayed input.
      if (root.hasAttribute(PENDING_SUBMIT)) {
        root.removeAttribute(PENDING_SUBMIT)
        setTimeout(() => root.querySelector('form')?.requestSubmit(), 0)
      }
    }
    // As a transition, like a first render below: React adopts the markup in slices of a few
    // milliseconds instead of one long task, while the prerendered form stays on screen.
    startTransition(() => {
      hydrateRoot(root, <Hydrated onHydrated={onHydrated}>{tree}</Hydrated>, {
        // React recovers from a mismatch by drawing the screen afresh; the console says so.
        onRecoverableError: (error) => console.error('Hydration of the prerendered page:', error),
      })
    })
    return
  }
  if (root.hasAttribute('data-prerendered')) {
    root.replaceChildren()
    root.removeAttribute('data-prerendered')
  }
  // The first render runs as a transition: React yields to the browser every few milliseconds
  // while it builds the page instead of blocking a slow phone for one long task.
  const reactRoot = createRoot(root)
  startTransition(() => reactRoot.render(tree))
}
