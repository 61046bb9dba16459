// The camera scanner of the design system (SPEC.md 'Scanner behaviour') on react-zxing: red
// corner frame, on/off, torch and zoom where the track supports them, errors shown to the user,
// and an optional tracker overlay outlining each code found (which retries every 10 ms, SPEC 9).
import './scanner-wasm.ts'
import FlashlightOffIcon from '@mui/icons-material/FlashlightOff'
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn'
import VideocamIcon from '@mui/icons-material/Videocam'
import VideocamOffIcon from '@mui/icons-material/VideocamOff'
import ZoomInIcon from '@mui/icons-material/ZoomIn'
import ZoomOutIcon from '@mui/icons-material/ZoomOut'
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material'
import { alpha } from '@mui/material/styles'
import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react'
import { useZxing, type BarcodeFormat, type DetectedBarcode } from 'react-zxing'
import { t } from '../i18n/it.ts'
import {
  canRelax,
  classifyCameraError,
  detectCameraSupport,
  scannerError,
  type ScannerError,
} from './scanner-errors.ts'
import {
  applyZoom,
  canZoomIn,
  canZoomOut,
  nextZoom,
  readZoom,
  readZoomRange,
  type ZoomRange,
} from './scanner-zoom.ts'
import { scannerColors } from './tokens.ts'

/** A line of text over the video's middle: starting, or the camera off. */
const overlayText = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: scannerColors.text,
} as const

export interface ScanResult {
  rawValue: string
  format: string
  boundingBox: DOMRectReadOnly
  cornerPoints: ReadonlyArray<{ x: number; y: number }>
}

export type CameraFacing = 'environment' | 'user'

export interface ScannerProps {
  onScan: (result: ScanResult) => void
  /** Called with every camera error, which is also shown inside the scanner. */
  onError?: (error: ScannerError) => void
  /** Freezes the picture and ignores codes until it turns false again (a new scan session). */
  paused?: boolean
  /** Minimum time between two reported codes, in ms. */
  scanDelay?: number
  /** Report one code per scan session (until paused and resumed). */
  singleScan?: boolean
  /**
   * Outlines every code the decoder finds over the picture. With the tracker the decoder retries
   * every 10 ms instead of every 500 ms (SPEC.md section 9), unless retryDelay says otherwise.
   */
  tracker?: boolean
  /** Time between two decoding attempts, in ms. */
  retryDelay?: number
  /** Shows the on/off toggle; without it the camera is always on. */
  showOnOff?: boolean
  showTorch?: boolean
  showZoom?: boolean
  facingMode?: CameraFacing
  formats?: BarcodeFormat[]
  /** The camera must stream within this time, in ms, counted after the settle wait. */
  startTimeout?: number
  /** The device's camera to ask for first (a kiosk keeps the one it used last). */
  deviceId?: string
  /** Called with the id of the camera that streams, so the caller can keep it. */
  onCameraReady?: (deviceId: string) => void
  /** Accessible name of the camera region. */
  label?: string
}

/** One code at a time with a person holding the phone: SPEC.md's /validate set-up, reused at stands. */
export const SINGLE_SCAN_SETUP = {
  scanDelay: 1000,
  singleScan: true,
  tracker: true,
  showOnOff: false,
  showTorch: true,
  showZoom: true,
} as const satisfies Partial<ScannerProps>

export const SCANNER_DEFAULTS = {
  scanDelay: 1000,
  retryDelay: 500,
  trackerRetryDelay: 10,
  startTimeout: 3000,
  /** SPEC.md section 9: a camera just asked for gets this long before the start time-out runs. */
  settleWait: 500,
  toggleLock: 1000,
} as const

export function cameraConstraints(
  facingMode: CameraFacing,
  deviceId?: string,
): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      facingMode,
      width: { min: 640, ideal: 720, max: 1920 },
      height: { min: 640, ideal: 720, max: 1080 },
    },
  }
}

/** The one retry after the default request failed: the rear camera, at any resolution. */
export const RELAXED_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment' },
}

const DEFAULT_FORMATS: BarcodeFormat[] = ['qr_code']
/** The outline fades when the decoder has not found the code again for this long. */
const TRACKER_HOLD_MS = 300

function toScanResult(barcode: DetectedBarcode): ScanResult {
  return {
    rawValue: barcode.rawValue,
    format: barcode.format,
    boundingBox: barcode.boundingBox,
    cornerPoints: barcode.cornerPoints.map(({ x, y }) => ({ x, y })),
  }
}

export function Scanner({
  onScan,
  onError,
  paused = false,
  scanDelay = SCANNER_DEFAULTS.scanDelay,
  singleScan = false,
  tracker = false,
  retryDelay = tracker ? SCANNER_DEFAULTS.trackerRetryDelay : SCANNER_DEFAULTS.retryDelay,
  showOnOff = false,
  showTorch = true,
  showZoom = true,
  facingMode = 'environment',
  formats = DEFAULT_FORMATS,
  startTimeout = SCANNER_DEFAULTS.startTimeout,
  deviceId,
  onCameraReady,
  label = t.scanner.region,
}: ScannerProps) {
  const [unsupported] = useState(detectCameraSupport)
  const [on, setOn] = useState(true)
  const [toggleLocked, setToggleLocked] = useState(false)
  const [streaming, setStreaming] = useState(false)
  const [cameraError, setCameraError] = useState<ScannerError | null>(null)
  const [track, setTrack] = useState<MediaStreamTrack | null>(null)
  const [zoomRange, setZoomRange] = useState<ZoomRange | null>(null)
  const [zoom, setZoom] = useState(0)
  const [relaxed, setRelaxed] = useState(false)
  const error = unsupported ?? cameraError
  const active = on && !unsupported

  const pausedRef = useRef(paused)
  const onScanRef = useRef(onScan)
  const onErrorRef = useRef(onError)
  const onCameraReadyRef = useRef(onCameraReady)
  const lastReportRef = useRef(Number.NEGATIVE_INFINITY)
  const reportedRef = useRef(false)
  const lockTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined)
  const trackerRef = useRef<SVGSVGElement>(null)
  const trackerTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    onScanRef.current = onScan
    onErrorRef.current = onError
    onCameraReadyRef.current = onCameraReady
  }, [onScan, onError, onCameraReady])

  const report = useCallback((next: ScannerError) => {
    setCameraError(next)
    onErrorRef.current?.(next)
  }, [])

  useEffect(() => {
    if (unsupported) onErrorRef.current?.(unsupported)
  }, [unsupported])

  // Drawn outside React: the decoder may find the code dozens of times a second.
  const hideTracker = useCallback(() => {
    clearTimeout(trackerTimerRef.current)
    trackerRef.current?.setAttribute('visibility', 'hidden')
  }, [])

  const showTracker = useCallback(
    (barcode: DetectedBarcode) => {
      const svg = trackerRef.current
      const video = svg?.parentElement?.querySelector('video')
      if (!svg || !video?.videoWidth) return
      svg.setAttribute('viewBox', `0 0 ${video.videoWidth} ${video.videoHeight}`)
      svg.firstElementChild?.setAttribute(
        'points',
        barcode.cornerPoints.map(({ x, y }) => `${x},${y}`).join(' '),
      )
      svg.setAttribute('visibility', 'visible')
      clearTimeout(trackerTimerRef.current)
      trackerTimerRef.current = setTimeout(hideTracker, TRACKER_HOLD_MS)
    },
    [hideTracker],
  )

  const handleDecode = useCallback(
    (barcode: DetectedBarcode) => {
      if (pausedRef.current) return
      if (tracker) showTracker(barcode)
      if (singleScan && reportedRef.current) return
      const now = performance.now()
      if (now - lastReportRef.current < scanDelay) return
      lastReportRef.current = now
      reportedRef.current = true
      onScanRef.current(toScanResult(barcode))
    },
    [scanDelay, singleScan, tracker, showTracker],
  )

  const constraints = useMemo(
    () => (relaxed ? RELAXED_CONSTRAINTS : cameraConstraints(facingMode, deviceId)),
    [relaxed, facingMode, deviceId],
  )
  const handleCameraError = (cause: unknown) => {
    const failure = classifyCameraError(cause)
    if (!relaxed && canRelax(failure.kind)) {
      // Logged, not shown: the relaxed request usually works (e.g. a 640x480 USB webcam).
      console.info(
        'Camera: default request failed; retrying with the rear camera at any resolution',
        cause,
      )
      setRelaxed(true)
      return
    }
    report(failure)
  }
  const { ref, torch } = useZxing({
    paused: !active,
    constraints,
    formats,
    timeBetweenDecodingAttempts: retryDelay,
    onDecodeResult: handleDecode,
    onError: handleCameraError,
  })

  // Pausing freezes the picture but keeps the camera running, so resuming is instant. react-zxing
  // would go on decoding the frozen frame at every retry (every 10 ms with the tracker): while
  // paused the video reports no frame (readyState 0), so its loop only waits for the next try.
  useEffect(() => {
    pausedRef.current = paused
    const video = ref.current
    if (paused) {
      video?.pause()
      hideTracker()
      if (!video) return
      Object.defineProperty(video, 'readyState', { configurable: true, get: () => 0 })
      return () => {
        delete (video as { readyState?: number }).readyState
      }
    }
    reportedRef.current = false
    if (video?.srcObject) video.play().catch(() => undefined)
  }, [paused, ref, hideTracker])

  // The start time-out runs after the settle wait, and again from the start for the relaxed retry.
  useEffect(() => {
    if (!active || streaming || error) return
    let timer = setTimeout(() => {
      timer = setTimeout(() => report(scannerError('timeout')), startTimeout)
    }, SCANNER_DEFAULTS.settleWait)
    return () => clearTimeout(timer)
  }, [active, streaming, error, startTimeout, report, relaxed])

  useEffect(
    () => () => {
      clearTimeout(lockTimerRef.current)
      clearTimeout(trackerTimerRef.current)
    },
    [],
  )

  const handlePlaying = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget
    if (pausedRef.current) video.pause()
    const stream = video.srcObject instanceof MediaStream ? video.srcObject : null
    const videoTrack = stream?.getVideoTracks()[0] ?? null
    const range = readZoomRange(videoTrack)
    setStreaming(true)
    setCameraError((current) => (current?.kind === 'timeout' ? null : current))
    setTrack(videoTrack)
    setZoomRange(range)
    if (videoTrack && range) setZoom(readZoom(videoTrack, range))
    const cameraId = videoTrack?.getSettings().deviceId
    if (cameraId) onCameraReadyRef.current?.(cameraId)
  }

  const handleEmptied = () => {
    setStreaming(false)
    setTrack(null)
    setZoomRange(null)
  }

  const toggleCamera = () => {
    setOn((value) => !value)
    setCameraError(null)
    setToggleLocked(true)
    clearTimeout(lockTimerRef.current)
    lockTimerRef.current = setTimeout(() => setToggleLocked(false), SCANNER_DEFAULTS.toggleLock)
  }

  const changeZoom = async (direction: 1 | -1) => {
    if (!track || !zoomRange) return
    const next = nextZoom(zoom, zoomRange, direction)
    try {
      await applyZoom(track, next)
      setZoom(next)
    } catch (cause) {
      console.warn('Zoom not applied', cause)
    }
  }

  const scanning = active && streaming && !paused
  const torchVisible = showTorch && scanning && torch.isAvailable === true
  const zoomVisible = showZoom && scanning && zoomRange !== null

  return (
    <Box
      role="region"
      aria-label={label}
      aria-busy={active && !streaming && !error}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '1 / 1',
        bgcolor: scannerColors.video,
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="video"
        ref={ref}
        muted
        playsInline
        aria-hidden
        data-testid="scanner-video"
        onPlaying={handlePlaying}
        onEmptied={handleEmptied}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          visibility: active ? 'visible' : 'hidden',
        }}
      />
      <Box
        component="svg"
        viewBox="0 0 100 100"
        aria-hidden
        data-testid="scanner-frame"
        sx={{ position: 'absolute', top: '7%', left: '15%', width: '70%', height: '70%' }}
      >
        <path
          d="M2 22 V2 H22 M78 2 H98 V22 M98 78 V98 H78 M22 98 H2 V78"
          fill="none"
          stroke={scannerColors.frame}
          strokeWidth={5}
          strokeLinecap="square"
          vectorEffect="non-scaling-stroke"
        />
      </Box>
      {tracker ? (
        <Box
          component="svg"
          ref={trackerRef}
          aria-hidden
          data-testid="scanner-tracker"
          visibility="hidden"
          // The same box as the picture's object-fit: cover, in the video's own pixels.
          preserveAspectRatio="xMidYMid slice"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          <polygon
            fill={alpha(scannerColors.tracker, 0.2)}
            stroke={scannerColors.tracker}
            strokeWidth={4}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </Box>
      ) : null}
      {active && !streaming && !error ? (
        <Typography role="status" sx={{ ...overlayText, fontWeight: 600 }}>
          {t.scanner.loading}
        </Typography>
      ) : null}
      {!on && !unsupported ? <Typography sx={overlayText}>{t.scanner.cameraOff}</Typography> : null}
      {error ? (
        <Box sx={{ position: 'absolute', insetInline: 12, top: 12 }}>
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        </Box>
      ) : null}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 12,
          justifyContent: 'center',
          '& .MuiIconButton-root': {
            bgcolor: alpha(scannerColors.control, 0.6),
            color: scannerColors.text,
            '&:hover': { bgcolor: alpha(scannerColors.control, 0.8) },
            '&.Mui-disabled': {
              bgcolor: alpha(scannerColors.control, 0.45),
              color: alpha(scannerColors.text, 0.6),
            },
          },
        }}
      >
        {showOnOff && !unsupported ? (
          <IconButton
            aria-label={on ? t.scanner.turnOff : t.scanner.turnOn}
            onClick={toggleCamera}
            disabled={toggleLocked}
          >
            {on ? <VideocamOffIcon /> : <VideocamIcon />}
          </IconButton>
        ) : null}
        {torchVisible ? (
          <IconButton
            aria-label={torch.isOn ? t.scanner.torchOff : t.scanner.torchOn}
            aria-pressed={torch.isOn}
            onClick={() => void (torch.isOn ? torch.off() : torch.on())}
          >
            {torch.isOn ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
          </IconButton>
        ) : null}
        {zoomVisible && zoomRange ? (
          <>
            <IconButton
              aria-label={t.scanner.zoomOut}
              onClick={() => void changeZoom(-1)}
              disabled={!canZoomOut(zoom, zoomRange)}
            >
              <ZoomOutIcon />
            </IconButton>
            <IconButton
              aria-label={t.scanner.zoomIn}
              onClick={() => void changeZoom(1)}
              disabled={!canZoomIn(zoom, zoomRange)}
            >
              <ZoomInIcon />
            </IconButton>
          </>
        ) : null}
      </Stack>
    </Box>
  )
}
