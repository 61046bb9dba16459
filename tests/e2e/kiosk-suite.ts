// What both kiosk specs set up alike: the kiosk's viewport and scan timeout, one staff login per
// file, and camera browsers that are closed after each test, so a failed test leaves none behind.
import { test, type Browser } from '@playwright/test'
import { ADMIN, apiLogin, browserWithCamera } from '../support/gate.ts'

export const KIOSK = { width: 1280, height: 800 }
export const SCAN = { timeout: 15_000 }

/** Registers the spec file's hooks; call once at its top level. */
export function kioskSuite() {
  const suite = {
    staffToken: '',
    /** Chromium filming `text` (see browserWithCamera), closed after the test. */
    camera: async (...args: Parameters<typeof browserWithCamera>) => {
      const browser = await browserWithCamera(...args)
      browsers.push(browser)
      return browser
    },
  }
  const browsers: Browser[] = []
  test.describe.configure({ timeout: 60_000 })
  test.beforeAll(async ({ request }) => {
    // Admins validate too; a second account keeps clear of the per-account login rate limit.
    suite.staffToken = await apiLogin(request, ADMIN)
  })
  test.afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()))
  })
  return suite
}
