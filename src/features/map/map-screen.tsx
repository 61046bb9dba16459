// The fair map: the plan with every exhibitor's stand, a search by company name, and the stand
// named in the address (?stand=B12, from an exhibitor's "Vedi sulla mappa") highlighted and centred.
import AddIcon from '@mui/icons-material/Add'
import FitScreenIcon from '@mui/icons-material/FitScreen'
import PlaceIcon from '@mui/icons-material/Place'
import RemoveIcon from '@mui/icons-material/Remove'
import {
  Alert,
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import type { Vendor } from '../../api/contract.ts'
import { useVendors } from '../../api/vendors.ts'
import { t } from '../../i18n/it.ts'
import { paths } from '../../routes/paths.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { FairMap, type MapStand } from '../../ui/fair-map.tsx'
import { standPlace } from '../../ui/fair-map-layout.ts'
import { foldForSearch } from '../../ui/format.ts'
import { SearchField } from '../../ui/search-field.tsx'

export const MAP_URL = '/map/fiera-map.svg'
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const
/** A highlighted stand is shown this much larger, so its code and neighbours read on a phone. */
const HIGHLIGHT_STEP = 2
const MAX_RESULTS = 6

/** The exhibitors whose stand the map draws, keyed by the stand's code. */
export function mapStands(vendors: readonly Vendor[]): MapStand[] {
  return vendors.flatMap((vendor) => {
    const place = standPlace(vendor.stand)
    return place ? [{ code: place.code, name: vendor.name, href: paths.vendor(vendor.id) }] : []
  })
}

export interface MapScreenProps {
  src?: string
}

export function MapScreen({ src = MAP_URL }: MapScreenProps) {
  const vendors = useVendors()
  const navigate = useNavigate()
  // The stand and the search live in the URL: "Vedi sulla mappa", Back and a shared link keep them.
  const [params, setParams] = useSearchParams()
  const wanted = params.get('stand')
  const search = params.get('q') ?? ''
  const highlighted = standPlace(wanted)?.code
  const [step, setStep] = useState(highlighted ? HIGHLIGHT_STEP : 0)
  const zoom = ZOOM_STEPS[step] ?? 1

  const stands = mapStands(vendors.data ?? [])
  const needle = foldForSearch(search.trim())
  const results = needle ? stands.filter((stand) => foldForSearch(stand.name).includes(needle)) : []

  const setSearch = (value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set('q', value)
    else next.delete('q')
    setParams(next, { replace: true })
  }
  const show = (code: string) => {
    // Pushed, not replaced: Back returns to the previous stand or to the search.
    setParams({ stand: code })
    setStep((current) => Math.max(current, HIGHLIGHT_STEP))
  }
  const selected = stands.find((stand) => stand.code === highlighted)

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.map.title}</Typography>
      </Box>
      <SearchField value={search} onChange={setSearch} label={t.map.search} />
      {needle &&
        (results.length > 0 ? (
          <Paper variant="outlined">
            <List dense disablePadding aria-label={t.map.results}>
              {results.slice(0, MAX_RESULTS).map((stand) => (
                <ListItemButton key={stand.code} onClick={() => show(stand.code)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PlaceIcon color="primary" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={t.map.resultLine(stand.name, stand.code)} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        ) : (
          vendors.data && (
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              {t.map.noResults(search.trim())}
            </Typography>
          )
        ))}
      {wanted && !highlighted && <Alert severity="info">{t.map.notOnMap(wanted)}</Alert>}
      {vendors.error && !vendors.data && <Alert severity="warning">{t.map.standsMissing}</Alert>}
      {selected && (
        <Alert severity="success" icon={<PlaceIcon />}>
          <Link to={selected.href}>{t.map.openVendor(selected.name)}</Link>
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1, color: 'text.secondary', fontSize: 14 }}>
          {t.map.hint}
        </Typography>
        <Tooltip title={t.map.zoomOut}>
          <span>
            <IconButton
              aria-label={t.map.zoomOut}
              disabled={step === 0}
              onClick={() => setStep((s) => Math.max(0, s - 1))}
            >
              <RemoveIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t.map.zoomIn}>
          <span>
            <IconButton
              aria-label={t.map.zoomIn}
              disabled={step === ZOOM_STEPS.length - 1}
              onClick={() => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1))}
            >
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t.map.reset}>
          <span>
            <IconButton aria-label={t.map.reset} disabled={step === 0} onClick={() => setStep(0)}>
              <FitScreenIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <FairMap
        src={src}
        stands={stands}
        highlighted={highlighted}
        zoom={zoom}
        onOpen={(href) => void navigate(href)}
      />
    </Stack>
  )
}
