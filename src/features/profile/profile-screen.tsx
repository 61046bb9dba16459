import LogoutIcon from '@mui/icons-material/Logout'
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { User } from '../../api/contract.ts'
import { useFair } from '../../api/fair.ts'
import { useMatchHistory } from '../../api/matches.ts'
import { useVendors } from '../../api/vendors.ts'
import { useAuth } from '../../auth/index.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { formatDateTime } from '../../ui/format.ts'
import { QrTicket } from '../../ui/qr-ticket.tsx'
import { LoadingView } from '../../ui/status-views.tsx'
import { paths } from '../../routes/paths.ts'
import { BadgeScans } from './badge-scans.tsx'
import { PasswordForm } from './password-form.tsx'
import { PrivacySection } from './privacy-section.tsx'
import { ProfileEditForm } from './profile-edit-form.tsx'

/** '+39 347 812 4490' for the stored '+393478124490'; anything unparsable as it is. */
export function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone, 'IT')?.formatInternational() ?? phone
}

export function employmentLabel(type: User['employment_type']): string {
  if (type === 'private') return t.employment.private
  if (type === 'self_employed') return t.employment.self_employed
  return t.employment.employee
}

/**
 * The fields SPEC.md lists, only those present. The dates wait for the fair's time zone (the
 * server's, GET /api/fair): shown in another zone they would read wrong.
 */
export function profileFields(user: User, timeZone: string | undefined): [string, string][] {
  const date = (iso: string | null) => (iso && timeZone ? formatDateTime(iso, timeZone) : null)
  const fields: [string, string | null | undefined][] = [
    [t.profile.firstName, user.first_name],
    [t.profile.lastName, user.last_name],
    [t.profile.email, user.email],
    [t.profile.phone, user.phone_number && readablePhone(user.phone_number)],
    [t.profile.employment, user.employment_type ? employmentLabel(user.employment_type) : null],
    [t.profile.company, user.company_name],
    [t.profile.role, user.role],
    [t.profile.createdAt, date(user.created_at)],
    [t.profile.lastLogin, date(user.last_login)],
  ]
  return fields.filter((field): field is [string, string] => Boolean(field[1]))
}

export interface ProfileViewProps {
  user: User | null
  /** The editable sections (form, password, privacy) below the details; none while loading. */
  account?: ReactNode
  /** The fair's time zone for the dates; undefined until the server has said it. */
  timeZone: string | undefined
  isStaff: boolean
  onLogout: () => void
  logoutBusy?: boolean
}

export function ProfileView({
  user,
  timeZone,
  isStaff,
  onLogout,
  logoutBusy = false,
  account,
}: ProfileViewProps) {
  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.profile.title}</Typography>
      </Box>
      {!user ? (
        <LoadingView label={t.profile.loadingUser} />
      ) : (
        <>
          <Card component="section" aria-labelledby="ticket-heading">
            <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
              <Typography id="ticket-heading" variant="h2">
                {t.profile.ticket}
              </Typography>
              <QrTicket value={user.qr_code_data} label={t.profile.qrLabel} />
              <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
                {user.qr_code_data ? t.profile.ticketHint : t.profile.ticketMissing}
              </Typography>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="details-heading">
            <CardContent>
              <Typography id="details-heading" variant="h2" sx={{ mb: 1 }}>
                {t.profile.details}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
                {profileFields(user, timeZone).map(([label, value]) => (
                  <Box key={label}>
                    <Typography component="dt" sx={{ fontSize: 14, color: 'text.secondary' }}>
                      {label}
                    </Typography>
                    <Typography
                      component="dd"
                      sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
          {account}
        </>
      )}
      {isStaff && (
        <Button
          component={Link}
          to={paths.validate}
          variant="contained"
          size="large"
          startIcon={<QrCodeScannerIcon />}
        >
          {t.profile.validate}
        </Button>
      )}
      <Button
        variant="outlined"
        color="error"
        size="large"
        startIcon={<LogoutIcon />}
        onClick={onLogout}
        disabled={logoutBusy}
      >
        {t.profile.logout}
      </Button>
    </Stack>
  )
}

export function ProfileScreen() {
  const { user, isStaff, logout, refreshUser } = useAuth()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const timeZone = useFair().data?.time_zone
  // SPEC.md: the profile also loads matches and vendors (warming them for the other screens).
  useVendors()
  useMatchHistory()

  const onLogout = async () => {
    setBusy(true)
    await logout()
    navigate(paths.login, { replace: true })
  }

  const onDeleted = async () => {
    await logout().catch(() => undefined)
    navigate(paths.login, { replace: true })
  }

  return (
    <ProfileView
      user={user}
      timeZone={timeZone}
      isStaff={isStaff}
      onLogout={() => void onLogout()}
      logoutBusy={busy}
      account={
        user && (
          <>
            <ProfileEditForm key={user.id} user={user} onSaved={refreshUser} />
            <PasswordForm />
            <PrivacySection
              user={user}
              onChanged={refreshUser}
              onDeleted={() => void onDeleted()}
            />
            <BadgeScans timeZone={timeZone ?? 'UTC'} />
          </>
        )
      }
    />
  )
}
