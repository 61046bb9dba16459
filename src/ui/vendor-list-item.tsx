// One row of the company list: the vendor's logo (or initials) and name, linking to
// /vendor/{id}. Use inside a <List>.
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material'
import { Link } from 'react-router-dom'
import type { Vendor } from '../api/contract.ts'
import { paths } from '../routes/paths.ts'
import { VendorLogo } from './vendor-detail.tsx'

export interface VendorListItemProps {
  vendor: Pick<Vendor, 'id' | 'name'> & Partial<Pick<Vendor, 'logo_path'>>
  /** A line under the row; off for the last row of a framed list. */
  divider?: boolean
}

export function VendorListItem({ vendor, divider = true }: VendorListItemProps) {
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton component={Link} to={paths.vendor(vendor.id)} sx={{ minHeight: 64 }}>
        <ListItemAvatar>
          <VendorLogo name={vendor.name} src={vendor.logo_path} size={40} />
        </ListItemAvatar>
        <ListItemText
          primary={vendor.name}
          slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
        />
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  )
}
