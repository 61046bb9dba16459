// The console's tables: MUI X Data Grid as every screen shows it (compact, as tall as its rows,
// in Italian, paged), so a screen names only its rows, its columns and what differs.
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid'
import { dataGridItalian } from './data-grid-italian.ts'

export type ConsoleGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** Rows per page at first; the organiser may choose a larger page. */
  pageSize?: 25 | 50
}

export function ConsoleGrid<R extends GridValidRowModel>({
  pageSize = 25,
  ...props
}: ConsoleGridProps<R>) {
  return (
    <DataGrid
      density="compact"
      autoHeight
      disableRowSelectionOnClick
      localeText={dataGridItalian}
      initialState={{ pagination: { paginationModel: { pageSize } } }}
      pageSizeOptions={[25, 50, 100].filter((size) => size >= pageSize)}
      {...props}
    />
  )
}
