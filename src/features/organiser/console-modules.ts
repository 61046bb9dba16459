// The console's lazily loaded modules (its frame and its screens), each its own chunk. The app's
// router loads this list only when an /organizzatore page opens, so /login's first bundle names
// the whole console once instead of carrying each console chunk's name (src/routes/table.ts).
export const modules = import.meta.glob<Record<string, unknown>>(
  '/src/features/organiser/*-{screen,layout}.tsx',
)
