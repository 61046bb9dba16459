// The ticket mail with its QR code as an inline PNG: sent after verification, after a reissue
// and on an organiser's request, always from the same code the app shows.
import QRCode from 'qrcode'
import type { Mail } from './mailer.ts'
import { type TicketMailOccasion, ticketMail } from './templates.ts'

export async function composeTicketMail(
  publicUrl: string,
  owner: { email: string; firstName: string | null },
  ticket: { uuid: string; qrCodeData: string },
  occasion: TicketMailOccasion,
): Promise<Mail> {
  const png = await QRCode.toBuffer(ticket.qrCodeData, {
    type: 'png',
    width: 512,
    margin: 2,
    errorCorrectionLevel: 'M',
  })
  return ticketMail(
    owner.email,
    owner.firstName,
    ticket.uuid,
    png,
    `${publicUrl}/profile`,
    occasion,
  )
}
