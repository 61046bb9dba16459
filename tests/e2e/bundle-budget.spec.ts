// The bundle budget of issue 8, part of the test command because it is deterministic: what
// /login and the kiosk load, against a minimal React + MUI + router floor built beside them.
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { BUDGET, type Floors, KiB, measureFloors, measurePage } from '../../bench/bundle-size.ts'

const dist = path.resolve('dist')
let floors: Floors

test.beforeAll(async () => {
  test.setTimeout(120_000)
  floors = await measureFloors()
})

test('/login loads at most 1.3x the floor and under 170 KiB, other screens lazily', async ({
  page,
}) => {
  const login = await measurePage(page, '/login', dist)
  const limit = Math.min(BUDGET.ratio * floors.floor, BUDGET.loginMaxBytes)
  expect(
    login.bytes,
    `/login ${(login.bytes / KiB).toFixed(1)} KiB, floor ${(floors.floor / KiB).toFixed(1)} KiB: ${login.files.join(', ')}`,
  ).toBeLessThanOrEqual(limit)
  const otherScreens = login.files.filter((f) =>
    /(events|vendors?|matches|profile|map|validate|home)-screen/.test(f),
  )
  expect(otherScreens, 'screens of other routes must load lazily').toEqual([])
})

test('the kiosk loads at most 1.3x the floor plus the scanner, all from Fiera itself', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) foreign.push(request.url())
  })
  const kiosk = await measurePage(page, '/kiosk/', dist)
  const scanner = floors.floorWithScanner - floors.floor
  const limit = BUDGET.ratio * floors.floor + scanner
  expect(
    kiosk.bytes,
    `kiosk ${(kiosk.bytes / KiB).toFixed(1)} KiB, floor ${(floors.floor / KiB).toFixed(1)} KiB + scanner ${(scanner / KiB).toFixed(1)} KiB`,
  ).toBeLessThanOrEqual(limit)
  expect(foreign).toEqual([])
})
