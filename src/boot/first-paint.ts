// Both entries wait for the static first screen of their HTML (src/boot/splash.css) to be painted
// before they run the app's code, which meanwhile downloads in parallel (preload tags added by
// server/http/route-preloads.ts): the first paint never waits for the app's scripts to run.

/** Resolves once the browser has painted a frame, or after 100 ms on a hidden page (no frames). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}

/** Resolves in a task of its own: what runs after it does not lengthen the task that awaited it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
