// Stands on the map against the real server and demo fair: from an exhibitor's page to its stand,
// highlighted and centred, and the map's own search by company name.
import { expect, test } from '@playwright/test'
import { VISITOR, logIn } from './session.ts'

test('open an exhibitor’s stand on the map, then find another by name', async ({ page }) => {
  await logIn(page, VISITOR.email, VISITOR.password)
  await page.goto('/vendors?q=Gestionale Adriatico')
  await page.getByRole('list', { name: 'Aziende' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'Gestionale Adriatico Srl' })).toBeVisible()
  // The demo puts the first exhibitor of 'Digitale e software' on the first stand of hall B.
  await expect(page.getByText('Stand B1 · Padiglione B')).toBeVisible()

  await page.getByRole('link', { name: 'Vedi sulla mappa' }).click()
  await expect(page).toHaveURL(/\/map\?stand=B1$/)
  const stand = page.getByRole('link', { name: 'Stand B1, Padiglione B: Gestionale Adriatico Srl' })
  await expect(stand).toHaveAttribute('aria-current', 'location')
  await expect(stand).toBeFocused()
  // Centred in the map's frame: its middle sits in the frame's middle half, vertically.
  const frame = page.getByRole('region', { name: /Mappa della fiera/ })
  await expect
    .poll(async () => {
      const [box, rect] = [await frame.boundingBox(), await stand.boundingBox()]
      if (!box || !rect) return false
      const middle = rect.y + rect.height / 2
      return middle > box.y + box.height / 4 && middle < box.y + (box.height * 3) / 4
    })
    .toBe(true)

  // Every exhibitor of the demo has a stand on the map.
  const vendorCount = (await (await page.request.get('/api/vendors/')).json()).length as number
  await expect(
    page.getByRole('group', { name: 'Stand degli espositori' }).getByRole('link'),
  ).toHaveCount(vendorCount)

  await page.getByRole('searchbox', { name: /Cerca un’azienda/ }).fill('solarevivo')
  await page.getByRole('button', { name: /^SolareVivo Energia .* · Stand A\d+$/ }).click()
  await expect(page).toHaveURL(/\/map\?stand=A\d+$/)
  const solar = page.getByRole('link', { name: /^Stand A\d+, Padiglione A: SolareVivo/ })
  await expect(solar).toHaveAttribute('aria-current', 'location')
  // Back returns to the previous stand (with the search as it was typed there).
  await page.goBack()
  await expect(page).toHaveURL(/\/map\?stand=B1&q=solarevivo$/)
  await expect(stand).toHaveAttribute('aria-current', 'location')
  // A stand opens its exhibitor.
  await solar.click()
  await expect(page).toHaveURL(/\/vendor\/\d+$/)
  await expect(page.getByRole('heading', { name: /^SolareVivo/ })).toBeVisible()
})
