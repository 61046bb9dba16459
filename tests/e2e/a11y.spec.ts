// Every route of the attendee app passes axe (WCAG 2.2 AA rules) with no violations, and
// reflows at 320 px without horizontal scrolling.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { PRIVATE_ROUTES, PUBLIC_ROUTES, VISITOR, logIn } from './session.ts'

async function expectAccessible(page: Page, route: string) {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(
    results.violations.map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([])
}

async function expectReflow(page: Page, route: string) {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${route} scrolls sideways at 320 px`).toBeLessThanOrEqual(0)
}

test('public routes pass axe', async ({ page }) => {
  test.setTimeout(120_000)
  for (const route of PUBLIC_ROUTES) await expectAccessible(page, route)
})

test('signed-in routes pass axe', async ({ page }) => {
  test.setTimeout(120_000)
  await logIn(page, VISITOR.email, VISITOR.password)
  for (const route of PRIVATE_ROUTES) await expectAccessible(page, route)
  await page.goto('/matches')
  await page.getByRole('tab', { name: 'Cronologia' }).click()
  await expect(page.getByRole('button', { name: /^Ti interessano/ })).toBeVisible()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => v.id)).toEqual([])
})

test('every route reflows at 320 px', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 320, height: 640 })
  for (const route of PUBLIC_ROUTES) await expectReflow(page, route)
  await logIn(page, VISITOR.email, VISITOR.password)
  for (const route of PRIVATE_ROUTES) await expectReflow(page, route)
})

test('the login works by keyboard alone with a visible focus', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible()
  // The logo link comes first, then the form.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Fiera: vai alla home' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(VISITOR.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(VISITOR.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  // The footer navigation is reachable and shows where focus is.
  const events = page.getByRole('link', { name: 'Eventi' })
  await events.focus()
  const outline = await events.evaluate((el) => {
    const style = getComputedStyle(el)
    return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`
  })
  expect(outline).not.toBe('none 0px none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/events$/)
})
