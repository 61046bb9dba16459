// Where each stand is drawn on the fair map (public/map/fiera-map.svg, 600 x 1466 units): every
// sector band of a hall holds a row of eight stands, numbered across the hall's three bands
// (A1-A8, A9-A16, A17-A24). Plain data, so the map, the exhibitor page and the tests read it alike.

export const MAP_WIDTH = 600
export const MAP_HEIGHT = 1466

export interface StandPlace {
  /** The stand's code, as exhibitors are imported with it (e.g. B12). */
  code: string
  hall: string
  x: number
  y: number
  width: number
  height: number
}

/** The top of each sector band in the map, per hall, in stand order. */
const BANDS: Record<string, readonly number[]> = {
  A: [234, 304, 374],
  B: [588, 658, 728],
  C: [942, 1012, 1082],
}
const STANDS_PER_BAND = 8
const BAND_X = 36
const BAND_WIDTH = 368
const GAP = 4
const STAND_WIDTH = (BAND_WIDTH - GAP * (STANDS_PER_BAND + 1)) / STANDS_PER_BAND
// Below the sector's name, which sits in the band's top 32 units.
const STAND_TOP = 32
const STAND_HEIGHT = 26

export const STANDS: readonly StandPlace[] = Object.entries(BANDS).flatMap(([hall, tops]) =>
  tops.flatMap((top, band) =>
    Array.from({ length: STANDS_PER_BAND }, (_, i) => ({
      code: `${hall}${band * STANDS_PER_BAND + i + 1}`,
      hall,
      x: BAND_X + GAP + i * (STAND_WIDTH + GAP),
      y: top + STAND_TOP,
      width: STAND_WIDTH,
      height: STAND_HEIGHT,
    })),
  ),
)

const byCode = new Map(STANDS.map((stand) => [stand.code, stand]))

/** The stand as the map draws it, for a code written any way (b 12, B-12); undefined if absent. */
export function standPlace(code: string | null | undefined): StandPlace | undefined {
  if (!code) return undefined
  return byCode.get(code.toUpperCase().replace(/[\s-]+/g, ''))
}
