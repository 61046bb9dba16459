// WCAG 1.4.10 at 200% zoom: a 1280 x 800 screen zoomed to 200% is a 640 x 400 CSS-pixel viewport
// at device scale factor 2. Every route must reflow there without sideways scrolling, and the
// signed-in frame's bars must leave most of the short viewport to the content.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { PRIVATE_ROUTES, PUBLIC_ROUTES, VISITOR, logIn } from './session.ts'

test.use({
  viewport: { width: 640, height: 400 },
  deviceScaleFactor: 2,
  isMobile: false,
  hasTouch: false,
})

async function expectReflowAtDoubleZoom(page: Page, route: string) {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const { overflow, zoom } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    zoom: window.devicePixelRatio,
  }))
  expect(zoom).toBe(2)
  expect(overflow, `${route} scrolls sideways at 200% zoom`).toBeLessThanOrEqual(0)
}

test('every public route reflows at 200% zoom', async ({ page }) => {
  test.setTimeout(60_000)
  for (const route of PUBLIC_ROUTES) await expectReflowAtDoubleZoom(page, route)
})

test('every signed-in route reflows at 200% zoom, the bars leaving room to read', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logIn(page, VISITOR.email, VISITOR.password)
  for (const route of PRIVATE_ROUTES) {
    await expectReflowAtDoubleZoom(page, route)
    // Fixed or sticky bars (header, footer navigation) cover at most half of the viewport.
    const covered = await page.evaluate(() => {
      let total = 0
      for (const el of document.querySelectorAll('body *')) {
        const style = getComputedStyle(el)
        if (style.position !== 'fixed' && style.position !== 'sticky') continue
        const box = el.getBoundingClientRect()
        if (box.width > window.innerWidth / 2) total += Math.max(0, box.height)
      }
      return total / window.innerHeight
    })
    expect(
      covered,
      `${route}: bars cover ${Math.round(covered * 100)}% of the height`,
    ).toBeLessThan(0.5)
  }
})
