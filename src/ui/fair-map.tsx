// The fair map with its stands: the drawn plan (a static SVG) under a layer of stands, each a named
// link to its exhibitor, so keyboard and screen-reader users reach every one. Zoom changes the
// width and panning is the frame's own scrolling; a highlighted stand is centred in the frame.
import { Box, Paper } from '@mui/material'
import { useEffect, useRef } from 'react'
import { t } from '../i18n/it.ts'
import { MAP_HEIGHT, MAP_WIDTH, STANDS } from './fair-map-layout.ts'
import { brand } from './tokens.ts'

export interface MapStand {
  /** The stand's code (A1…C24). */
  code: string
  /** The exhibitor at the stand. */
  name: string
  href: string
}

export interface FairMapProps {
  src: string
  /** The stands that have an exhibitor; the others are drawn empty. */
  stands: readonly MapStand[]
  /** The stand to highlight and centre (e.g. from "Vedi sulla mappa"). */
  highlighted?: string
  /** 1 = the frame's width. */
  zoom?: number
  /** Opens an exhibitor's page (the router's navigate); a plain link when absent. */
  onOpen?: (href: string) => void
}

export function FairMap({ src, stands, highlighted, zoom = 1, onOpen }: FairMapProps) {
  const frame = useRef<HTMLDivElement>(null)
  const byCode = new Map(stands.map((stand) => [stand.code, stand]))
  // The exhibitors may arrive after the page: centre the stand once it is drawn as a link.
  const drawn = highlighted !== undefined && byCode.has(highlighted)

  // Centre the highlighted stand in the frame (not the page) and give it focus, so a screen
  // reader says which stand it is. Also after a zoom, which moves it.
  useEffect(() => {
    const box = frame.current
    if (!box || !highlighted || !drawn) return
    const target = box.querySelector<SVGAElement>(`[data-stand="${highlighted}"]`)
    if (!target) return
    const frameRect = box.getBoundingClientRect()
    const rect = target.getBoundingClientRect()
    box.scrollTo({
      left: box.scrollLeft + rect.left - frameRect.left - (frameRect.width - rect.width) / 2,
      top: box.scrollTop + rect.top - frameRect.top - (frameRect.height - rect.height) / 2,
    })
    target.focus({ preventScroll: true })
  }, [highlighted, drawn, zoom])

  return (
    <Paper
      ref={frame}
      variant="outlined"
      // Focusable, so the keyboard can scroll it even with no stand to tab to.
      tabIndex={0}
      role="region"
      aria-label={t.fairMap.region}
      sx={{
        overflow: 'auto',
        maxHeight: 'calc(100dvh - 300px)',
        minHeight: 240,
        bgcolor: brand.map,
        touchAction: 'pan-x pan-y',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {/* The plan's own proportions, so the stands have their place before the image arrives. */}
      <Box
        sx={{
          position: 'relative',
          width: `${zoom * 100}%`,
          aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`,
        }}
      >
        <Box
          component="img"
          src={src}
          alt={t.fairMap.alt}
          sx={{ display: 'block', width: '100%', maxWidth: 'none', height: 'auto' }}
        />
        <Box
          component="svg"
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          aria-label={t.fairMap.stands}
          role="group"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            '& a:focus-visible rect': { stroke: brand.focus, strokeWidth: 5 },
            '& a:focus': { outline: 'none' },
          }}
        >
          {STANDS.map((place) => {
            const stand = byCode.get(place.code)
            const active = place.code === highlighted
            const shape = (
              <>
                <rect
                  x={place.x}
                  y={place.y}
                  width={place.width}
                  height={place.height}
                  rx={4}
                  fill={active ? brand.secondary : stand ? brand.primarySoft : brand.surface}
                  stroke={active ? brand.secondaryDark : stand ? brand.primary : brand.border}
                  strokeWidth={active ? 4 : 1.5}
                />
                <text
                  x={place.x + place.width / 2}
                  y={place.y + place.height / 2 + 6}
                  textAnchor="middle"
                  fontSize={18}
                  fontWeight={700}
                  fill={active ? brand.surface : stand ? brand.primary : brand.textMuted}
                  style={{ fontFamily: 'inherit' }}
                >
                  {place.code}
                </text>
              </>
            )
            if (!stand) {
              return (
                <g key={place.code} aria-hidden>
                  {shape}
                </g>
              )
            }
            return (
              <a
                key={place.code}
                href={stand.href}
                data-stand={place.code}
                aria-label={t.fairMap.standLabel(place.code, place.hall, stand.name)}
                aria-current={active ? 'location' : undefined}
                onClick={(event) => {
                  if (!onOpen) return
                  event.preventDefault()
                  onOpen(stand.href)
                }}
              >
                <title>{t.fairMap.standLabel(place.code, place.hall, stand.name)}</title>
                {shape}
              </a>
            )
          })}
        </Box>
      </Box>
    </Paper>
  )
}
