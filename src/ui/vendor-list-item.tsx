// One row of the company list: the vendor's name, linking to /vendor/{id}. Use inside a <List>.
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { ListItem, ListItemButton, ListItemText } from '@mui/material'
import { Link } from 'react-router-dom'
import type { Vendor } from '../api/contract.ts'

export interface VendorListItemProps {
  vendor: Pick<Vendor, 'id' | 'name'>
}

export const vendorPath = (id: number) => `/vendor/${id}`

export function VendorListItem({ vendor }: VendorListItemProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={vendorPath(vendor.id)} divider>
        <ListItemText primary={vendor.name} />
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  )
}
