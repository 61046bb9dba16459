// MUI X Data Grid's own Italian texts (its kept translation), for every table of the console.
import { itIT } from '@mui/x-data-grid/locales'

export const dataGridItalian = itIT.components.MuiDataGrid.defaultProps.localeText
