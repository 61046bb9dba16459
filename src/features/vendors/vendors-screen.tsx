import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import {
  Avatar,
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Vendor } from '../../api/contract.ts'
import { useVendors } from '../../api/vendors.ts'
import { t } from '../../i18n/it.ts'
import { BackButton } from '../../ui/back-button.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { EmptyView, ErrorView, LoadingView } from '../../ui/status-views.tsx'

export interface VendorListProps {
  vendors: readonly Vendor[]
}

export function VendorList({ vendors }: VendorListProps) {
  const sorted = [...vendors].sort((a, b) => a.name.localeCompare(b.name, 'it-IT'))
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label={t.vendors.title}>
        {sorted.map((vendor, index) => (
          <ListItem key={vendor.id} disablePadding divider={index < sorted.length - 1}>
            <ListItemButton component={Link} to={`/vendor/${vendor.id}`} sx={{ minHeight: 64 }}>
              <ListItemAvatar>
                <Avatar
                  src={vendor.logo_path ?? undefined}
                  alt=""
                  variant="rounded"
                  sx={{ bgcolor: 'primary.main' }}
                >
                  {vendor.name.slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={vendor.name}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  )
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('it-IT')

export function VendorsScreen() {
  const { data, error, isLoading, mutate } = useVendors()
  const [search, setSearch] = useState('')
  const needle = fold(search.trim())
  const shown = data?.filter(
    (vendor) =>
      !needle ||
      fold(vendor.name).includes(needle) ||
      fold(vendor.description ?? '').includes(needle),
  )

  let body
  if (error && !data) {
    body = (
      <ErrorView
        message={t.vendors.failed(error instanceof Error ? error.message : String(error))}
        onRetry={() => void mutate()}
      />
    )
  } else if (isLoading || !data) {
    body = <LoadingView label={t.vendors.loading} />
  } else if (!shown || shown.length === 0) {
    body = <EmptyView message={t.vendors.empty} />
  } else {
    body = (
      <>
        <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t.vendors.count(shown.length)}
        </Typography>
        <VendorList vendors={shown} />
      </>
    )
  }

  return (
    <Stack spacing={2}>
      <Box>
        <BackButton />
        <Typography variant="h1">{t.vendors.title}</Typography>
      </Box>
      {data && data.length > 0 && (
        <SearchField value={search} onChange={setSearch} label={t.vendors.search} />
      )}
      {body}
    </Stack>
  )
}
