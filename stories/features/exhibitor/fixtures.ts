// Data of the exhibitor portal's stories: one exhibitor's page, its interest and its leads.
import type { ExhibitorVendor, Interest, Lead } from '../../../src/api/contract.ts'

export const exhibitorVendor: ExhibitorVendor = {
  id: 1,
  name: 'Gestionale Adriatico Srl',
  description:
    'Sviluppiamo un gestionale ERP in cloud pensato per le PMI manifatturiere: contabilità, magazzino, produzione e fatturazione elettronica in un solo strumento.',
  seeking: 'Rivenditori e system integrator nel Centro-Sud.',
  website: 'https://gestionale-adriatico.example',
  email: 'commerciale@gestionale-adriatico.example',
  logo_path: null,
  address: "Via dell'Industria 14, 40138 Bologna (BO)",
  telephone: '+39 051 623 4410',
  stand: 'B12',
  hall: 'B',
  page_view_count: 57,
  page_views_by_day: [
    { day: '2025-10-16', views: 31 },
    { day: '2025-10-17', views: 26 },
  ],
}

/** One visitor who both showed interest and was scanned at the stand. */
const giulia = {
  first_name: 'Giulia',
  last_name: 'Apicella',
  company_name: 'Apiario Emiliano',
  email: 'giulia@apiario.example',
  phone_number: '+393331234567',
}

export const interest: Interest = {
  total: 3,
  anonymous: 1,
  attendees: [
    {
      user_id: 11,
      contact: giulia,
      description: 'Produco miele in Emilia con 200 arnie.',
      interested_at: '2025-10-16T08:12:00.000Z',
      mutual: false,
    },
    {
      user_id: 12,
      contact: {
        first_name: 'Paolo',
        last_name: 'Ferri',
        company_name: null,
        email: 'paolo.ferri@example.com',
        phone_number: null,
      },
      description: null,
      interested_at: '2025-10-16T09:40:00.000Z',
      mutual: true,
    },
  ],
}

export const leads: Lead[] = [
  {
    id: 5,
    scanned_at: '2025-10-16T10:05:00.000Z',
    rating: 'caldo',
    notes: 'Vuole 200 sensori entro marzo',
    contact: giulia,
  },
  { id: 6, scanned_at: '2025-10-16T10:20:00.000Z', rating: null, notes: null, contact: null },
]
