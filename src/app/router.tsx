// Route table of the attendee app (SPEC.md section 2); each screen's code is loaded lazily.
import { createBrowserRouter } from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { RequireAuth, RequireStaff } from '../auth/index.ts'
import { LoadingView } from '../ui/status-views.tsx'
import { PublicLayout } from './public-layout.tsx'
import { RouteError } from './route-error.tsx'

async function loadValidateScreen() {
  return {
    Component: (await import('../features/validate/validate-screen.tsx')).ValidateScreen,
  }
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingView />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/login-screen.tsx')).LoginScreen,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/auth/register-screen.tsx')).RegisterScreen,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-screen.tsx'))
                .ForgotPasswordScreen,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-screen.tsx'))
                .ResetPasswordScreen,
            }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: (await import('../features/auth/verify-email-screen.tsx'))
                .VerifyEmailScreen,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./shell-layout.tsx')).ShellLayout }),
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/home/home-screen.tsx')).HomeScreen,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/profile-screen.tsx')).ProfileScreen,
                }),
              },
              {
                path: 'events',
                lazy: async () => {
                  // The programme is public: ask for it beside the screen's code, not after the
                  // session check and the first render.
                  void import('../api/events.ts').then(({ preloadEvents }) => preloadEvents())
                  return {
                    Component: (await import('../features/events/events-screen.tsx')).EventsScreen,
                  }
                },
              },
              {
                path: 'map',
                lazy: async () => ({
                  Component: (await import('../features/map/map-screen.tsx')).MapScreen,
                }),
              },
              {
                path: 'matches',
                lazy: async () => ({
                  Component: (await import('../features/matches/matches-screen.tsx')).MatchesScreen,
                }),
              },
              {
                path: 'vendors',
                lazy: async () => ({
                  Component: (await import('../features/vendors/vendors-screen.tsx')).VendorsScreen,
                }),
              },
            ],
          },
          {
            // No guard in SPEC.md's route table: exhibitor pages can be shared as links.
            path: 'vendor/:vendorId',
            lazy: async () => ({
              Component: (await import('../features/vendors/vendor-detail-screen.tsx'))
                .VendorDetailScreen,
            }),
          },
          {
            element: <RequireStaff />,
            children: [{ path: 'validate', lazy: loadValidateScreen }],
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./not-found.tsx')).NotFound,
            }),
          },
        ],
      },
    ],
  },
]

/** The browser's router; the build prerenders the same `routes` with a static one (src/app/prerender.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
