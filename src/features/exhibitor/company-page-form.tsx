// The exhibitor's own page: the texts attendees read (Smart Matching reads description and
// "Cosa cerchiamo" from the next request on) and the logo, checked here for size and type before
// it is sent (the server checks the bytes again and strips their metadata).
import { Box, Button, Stack, Typography } from '@mui/material'
import { useState, type ChangeEvent } from 'react'
import { errorMessage } from '../../api/client.ts'
import { LOGO_LIMITS, TEXT_LIMITS, type ExhibitorVendor } from '../../api/contract.ts'
import { updateExhibitorVendor, uploadLogo } from '../../api/exhibitor.ts'
import { t } from '../../i18n/it.ts'
import { FormCard } from '../../ui/form-card.tsx'
import { FormError, FormSuccess } from '../../ui/form-fields.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { LONG_TEXT, useFormFields } from '../../ui/use-form-fields.ts'
import { useFormSubmit } from '../../ui/use-form-submit.ts'

const text = t.exhibitor.page

export interface CompanyPageFormProps {
  vendor: ExhibitorVendor
  /** Reloads the page after a save or an upload. */
  onSaved: () => Promise<unknown>
}

/** Why a chosen file cannot be a logo, or null. */
export function logoProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(LOGO_LIMITS.types as readonly string[]).includes(file.type)) return text.logoType
  if (file.size > LOGO_LIMITS.maxBytes) return text.logoTooLarge
  return null
}

export function CompanyPageForm({ vendor, onSaved }: CompanyPageFormProps) {
  const { values: form, field } = useFormFields({
    description: vendor.description ?? '',
    seeking: vendor.seeking ?? '',
    website: vendor.website ?? '',
    email: vendor.email ?? '',
    telephone: vendor.telephone ?? '',
    address: vendor.address ?? '',
  })
  const [logo, setLogo] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  })
  const submit = useFormSubmit({
    send: async () => {
      await updateExhibitorVendor(form)
      await onSaved().catch(() => undefined)
      return text.saved
    },
    failed: (cause) => errorMessage(cause, text.failed),
  })

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = logoProblem(file)
    if (problem) {
      setLogo({ busy: false, error: problem, done: false })
      return
    }
    setLogo({ busy: true, error: null, done: false })
    try {
      await uploadLogo(file)
      await onSaved().catch(() => undefined)
      setLogo({ busy: false, error: null, done: true })
    } catch (cause) {
      setLogo({ busy: false, error: errorMessage(cause, text.logoFailed), done: false })
    }
  }

  return (
    <FormCard
      labels={text}
      submit={submit}
      noValidate
      before={
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {vendor.logo_path ? (
              <Box
                component="img"
                src={vendor.logo_path}
                alt={text.logoAlt(vendor.name)}
                sx={{ width: 72, height: 72, objectFit: 'contain', borderRadius: 1 }}
              />
            ) : (
              <Box
                sx={{
                  width: 72,
                  height: 72,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 12,
                  color: 'text.secondary',
                  textAlign: 'center',
                }}
              >
                {text.logoNone}
              </Box>
            )}
            <Stack spacing={0.5}>
              <Button
                // A label opens the file picker; MUI's role="button" is not allowed on a label (axe).
                component="label"
                role={undefined}
                variant="outlined"
                disabled={logo.busy}
              >
                {logo.busy ? text.logoBusy : text.logoUpload}
                <input
                  hidden
                  type="file"
                  accept={LOGO_LIMITS.types.join(',')}
                  onChange={(event) => void onLogo(event)}
                />
              </Button>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {text.logoHelp}
              </Typography>
            </Stack>
          </Stack>
          <FormError message={logo.error} />
          <FormSuccess message={logo.done ? text.logoSaved : null} />
        </>
      }
    >
      <TextInput
        label={text.description}
        {...LONG_TEXT}
        {...field('description', TEXT_LIMITS.long)}
      />
      <TextInput
        label={text.seeking}
        {...LONG_TEXT}
        helperText={text.seekingHelp}
        {...field('seeking', TEXT_LIMITS.long)}
      />
      <TextInput
        label={text.website}
        type="url"
        autoComplete="url"
        helperText={text.websiteHelp}
        {...field('website', TEXT_LIMITS.short)}
      />
      <TextInput label={text.email} type="email" autoComplete="email" {...field('email', 254)} />
      <TextInput
        label={text.telephone}
        type="tel"
        autoComplete="tel"
        {...field('telephone', TEXT_LIMITS.phone)}
      />
      <TextInput label={text.address} {...field('address', TEXT_LIMITS.short)} />
    </FormCard>
  )
}
