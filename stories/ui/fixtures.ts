// Sample data shaped by the API contract, shared by the design-system stories.
import type { Event, Match, TicketValidation, Vendor } from '../../src/api/contract.ts'

export const sampleEvent: Event = {
  id: 1,
  title: "L'intelligenza artificiale nelle PMI manifatturiere",
  speaker: 'Giulia Bianchi',
  company_name: 'Meccanica Veneta S.p.A.',
  topic: 'Innovazione',
  location: 'Stage 1',
  tags: ['AI', 'industria4.0', 'PMI'],
  event_date: '2025-10-16',
  event_time: '09:30:00',
}

export const longEvent: Event = {
  id: 2,
  title:
    'Dalla filiera corta alla grande distribuzione organizzata: strategie di internazionalizzazione per i consorzi agroalimentari',
  speaker: 'Prof.ssa Maria Antonietta Sanseverino-Bellavista',
  company_name: "Università degli Studi di Scienze Gastronomiche e dell'Agroalimentare",
  topic: 'Sostenibilità e qualità',
  location: 'Stage 2 - Padiglione B, sala conferenze "Leonardo da Vinci"',
  tags: ['sostenibilità', 'export', 'agroalimentare', 'gdo', 'consorzi'],
  event_date: '2025-10-17',
  event_time: '14:05:00',
}

export const sampleVendor: Vendor = {
  id: 12,
  name: 'Meccanica Veneta S.p.A.',
  description:
    'Progettiamo e produciamo componenti meccanici di precisione per il settore automotive e agricolo, con un reparto di ricerca dedicato alla manutenzione predittiva.',
  seeking: 'Distributori in Europa orientale e partner per progetti di automazione.',
  website: 'https://www.meccanicaveneta.example',
  email: 'info@meccanicaveneta.example',
  logo_path: null,
  address: 'Via dell’Industria 42, 35129 Padova (PD)',
  telephone: '+39 049 123 4567',
  stand: 'A3',
  hall: 'A',
}

export const longVendor: Vendor = {
  id: 27,
  name: "Cooperativa Agricola Valle dell'Adige e Prealpi Trentine Società Cooperativa Agricola",
  description:
    'Riuniamo oltre trecento aziende agricole di montagna che coltivano mele, piccoli frutti e uve autoctone con metodi a basso impatto ambientale. Cerchiamo nuovi canali di vendita in Italia e all’estero, collaborazioni con la ristorazione di qualità e con i gruppi di acquisto solidale, e partner tecnologici per tracciare la filiera dal campo allo scaffale.',
  seeking:
    'Catene della ristorazione, importatori nel Nord Europa, fornitori di soluzioni di tracciabilità blockchain e logistica del freddo.',
  website: 'https://www.cooperativa-agricola-valle-adige-prealpi-trentine.example/chi-siamo',
  email: 'ufficio.commerciale@cooperativa-agricola-valle-adige.example',
  logo_path: null,
  address: 'Località Maso Grande 1, 38010 San Michele all’Adige (TN)',
  telephone: '+39 0461 000 111',
  stand: null,
  hall: null,
  page_view_count: 1284,
}

export const sampleMatch: Match = {
  id: 5,
  vendor_id: 12,
  score: 0.873,
  description:
    'Cerchi partner per l’automazione e Meccanica Veneta cerca progetti di automazione; la tua esperienza in manutenzione predittiva corrisponde alla loro ricerca.',
  status: 'none',
}

export const validTicket: TicketValidation = {
  valid: true,
  message: 'Ingresso consentito: benvenuto in fiera!',
  ticket_uuid: '3f2a9c1e-7b4d-4e8a-9f61-2c5d8e0b7a14',
  user_id: 42,
  reason: 'ok',
  first_used_at: null,
  first_gate: null,
}

export const usedTicket: TicketValidation = {
  valid: false,
  message: 'Biglietto già utilizzato oggi alle 09:12 al varco Ingresso Nord.',
  ticket_uuid: '3f2a9c1e-7b4d-4e8a-9f61-2c5d8e0b7a14',
  user_id: 42,
  reason: 'already_used',
  first_used_at: '2025-10-16T07:12:00.000Z',
  first_gate: 'Ingresso Nord',
}

/** A tiny logo as a data URL, so stories never fetch. */
export const sampleLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#0b4f6c"/><path d="M20 70V26h10l18 26 18-26h10v44H66V44L48 68 30 44v26z" fill="#fff"/></svg>',
  )
