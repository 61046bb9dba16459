// The build's prerendered pages (src/boot/prerender-plugin.ts): the signed-out first screens drawn
// in advance (src/app/prerender.tsx, kiosk/prerender.tsx) put into copies of the built pages, so
// a phone on a slow network sees the form before any script has loaded. The page's script then
// hydrates that markup (src/boot/hydrate.tsx) instead of drawing it again.
import { TOKEN_STORAGE_KEY } from '../api/client.ts'
import { CSP_NONCE_PLACEHOLDER } from './build-output.ts'
import { PENDING_SUBMIT } from './hydrate.tsx'

/** Where the built pages hold their static first screen (index.html, kiosk/index.html). */
const ROOT_START = '<div id="root">'
const ROOT_END = /<\/div>\s*<\/body>/

/**
 * The prerendered page's own script, inline because it must run before the first paint (the
 * server stamps its nonce: strict CSP). With a session it marks <html>: the prerendered screen is
 * the signed-out one, so it stays hidden (src/boot/splash.css) until the app draws the right one.
 * Until the app has hydrated the form, sending it is held back (a form without its script would
 * go out as a GET with the password in the address) and marked for the app to send once ready.
 */
const PAGE_SCRIPT =
  `<script nonce="${CSP_NONCE_PLACEHOLDER}">try{localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})` +
  `&&document.documentElement.setAttribute('data-session','')}catch(e){}` +
  `addEventListener('submit',function(e){var r=document.getElementById('root');` +
  `if(r&&r.hasAttribute('data-prerendered')){e.preventDefault();` +
  `r.setAttribute(${JSON.stringify(PENDING_SUBMIT)},'')}},true)</script>`

/** A built page with `markup` in place of its static first screen. */
export function withPrerendered(page: string, markup: string): string {
  const start = page.indexOf(ROOT_START)
  const end = ROOT_END.exec(page)
  if (start < 0 || !end || end.index < start) throw new Error('no #root before </body> in the page')
  // The pages' CSP refuses style attributes in HTML (React sets them from scripts, which it allows).
  const styled = /<[^>]* style="[^"]*"[^>]*>/.exec(markup)
  if (styled) throw new Error(`a style attribute the CSP would refuse: ${styled[0].slice(0, 200)}`)
  return (
    page.slice(0, start).replace('</head>', `${PAGE_SCRIPT}</head>`) +
    `<div id="root" data-prerendered>${markup}` +
    page.slice(end.index)
  )
}
