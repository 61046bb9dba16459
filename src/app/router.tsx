// Route table of the attendee app; each screen is loaded lazily.
import { createBrowserRouter } from 'react-router-dom'

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('../features/home/home-screen.tsx')).HomeScreen,
    }),
  },
])
