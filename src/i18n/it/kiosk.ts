export const kiosk = {
  kiosk: {
    title: "Varco d'ingresso",
  },
} as const
