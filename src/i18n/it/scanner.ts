export const scanner = {
  scanner: {
    region: 'Inquadratura della fotocamera',
    loading: 'Loading ...',
    cameraOff: 'Fotocamera spenta',
    turnOn: 'Accendi la fotocamera',
    turnOff: 'Spegni la fotocamera',
    torchOn: 'Accendi la torcia',
    torchOff: 'Spegni la torcia',
    zoomIn: 'Aumenta lo zoom',
    zoomOut: 'Riduci lo zoom',
    errors: {
      insecureContext:
        'La fotocamera funziona solo in un contesto sicuro (HTTPS): apri la pagina da un indirizzo https://.',
      noStreamSupport:
        'Questo browser non supporta lo streaming della fotocamera: usa una versione recente di Chrome, Firefox o Safari.',
      timeout: 'Loading camera stream timed out after 3 seconds.',
      permissionDenied:
        'Accesso alla fotocamera negato: consentilo nelle impostazioni del browser e ricarica la pagina.',
      notFound: 'Nessuna fotocamera trovata su questo dispositivo.',
      notReadable: "La fotocamera è già in uso da un'altra applicazione.",
      overconstrained: 'La fotocamera non supporta la risoluzione richiesta.',
      generic: 'Impossibile avviare la fotocamera: ',
    },
  },
} as const
