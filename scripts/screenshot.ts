// Takes screenshots of running pages in Debian's Chromium, to look at screens as users see them.
// Usage: node scripts/screenshot.ts <url> <out.png> [phone|kiosk|WxH] [--login email:password]
//        [--wait ms] (time for data answered after the network went quiet to be drawn) [--full]
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts'

const [url, out, size = 'phone', ...rest] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: node scripts/screenshot.ts <url> <out.png> [phone|kiosk|WxH]')
  process.exit(2)
}
const sizes: Record<string, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  kiosk: { width: 1280, height: 800 },
}
const [w, h] = size.split('x').map(Number)
const viewport = sizes[size] ?? { width: w ?? 390, height: h ?? 844 }
const loginIndex = rest.indexOf('--login')
const login = loginIndex >= 0 ? rest[loginIndex + 1] : undefined
const waitIndex = rest.indexOf('--wait')
const waitMs = waitIndex >= 0 ? Number(rest[waitIndex + 1]) : 0

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
const page = await browser.newPage({ viewport, locale: 'it-IT', timezoneId: 'Europe/Rome' })
if (login) {
  const [email, password] = login.split(':')
  const origin = new URL(url).origin
  const res = await page.request.post(`${origin}/api/auth/login`, {
    form: { username: email ?? '', password: password ?? '' },
  })
  const { access_token } = (await res.json()) as { access_token: string }
  await page.goto(origin + '/login')
  await page.evaluate((token) => localStorage.setItem('token', token), access_token)
}
await page.goto(url, { waitUntil: 'networkidle' })
await page.evaluate(() => document.fonts.ready)
if (waitMs > 0) await page.waitForTimeout(waitMs)
await page.screenshot({ path: out, fullPage: rest.includes('--full') })
await browser.close()
console.log(`saved ${out} (${viewport.width}x${viewport.height})`)
