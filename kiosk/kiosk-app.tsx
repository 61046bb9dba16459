// The kiosk's flow: staff login, gate setup, then the unattended gate. A device that was set up
// before goes straight back to scanning after a reload.
import { lazy, Suspense, useState } from 'react'
import { errorMessage } from '../src/api/client.ts'
import { isStaffRole } from '../src/api/roles.ts'
import { useAuth } from '../src/auth/index.ts'
import { t } from '../src/i18n/it.ts'
import { LoadingView } from '../src/ui/status-views.tsx'
import { KioskLoginScreen } from './screens/login-screen.tsx'
import { loadSettings, saveSettings, type KioskSettings } from './settings.ts'
import { unlockAudio } from './sounds.ts'
import { useIdle } from './use-idle.ts'
import { enterFullscreen } from './use-wake-lock.ts'

// Only the login screen is in the first load: the setup form comes after login, and the gate
// screen (with the camera scanner) once the device is set up (tests/e2e/bundle-budget.spec.ts).
const GateSetupScreen = lazy(async () => ({
  default: (await import('./screens/gate-setup-screen.tsx')).GateSetupScreen,
}))
const GateScreen = lazy(async () => ({
  default: (await import('./screens/gate-screen.tsx')).GateScreen,
}))

export function KioskApp() {
  const auth = useAuth()
  const [settings, setSettings] = useState<KioskSettings>(loadSettings)
  const [running, setRunning] = useState(() => settings.gate !== '')
  // Settings left open on a gate that was running: back to scanning after 30 s untouched.
  useIdle(!running && settings.gate !== '' && auth.authenticated, () => setRunning(true))

  const login = async (email: string, password: string) => {
    let role: string
    try {
      role = (await auth.login(email, password)).role
    } catch (error) {
      throw new Error(errorMessage(error, t.kiosk.login.failed, t.kiosk.login.network), {
        cause: error,
      })
    }
    if (!isStaffRole(role)) {
      await auth.logout()
      throw new Error(t.kiosk.login.notStaff)
    }
  }

  if (auth.loading) return <LoadingView />
  if (!auth.authenticated || !auth.isStaff) return <KioskLoginScreen onLogin={login} />
  if (!running) {
    const user = auth.user
    const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || ''
    return (
      <Suspense fallback={<LoadingView />}>
        <GateSetupScreen
          initial={settings}
          staffName={name}
          onStart={(next) => {
            enterFullscreen()
            unlockAudio()
            saveSettings(next)
            setSettings(next)
            setRunning(true)
          }}
          onLogout={() => void auth.logout()}
        />
      </Suspense>
    )
  }
  return (
    <Suspense fallback={<LoadingView />}>
      <GateScreen
        settings={settings}
        onOpenSettings={() => setRunning(false)}
        onCameraReady={(cameraId) => {
          if (cameraId === settings.cameraId) return
          const next = { ...settings, cameraId }
          saveSettings(next)
          setSettings(next)
        }}
      />
    </Suspense>
  )
}
