import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWakeLock } from '../../../kiosk/use-wake-lock.ts'

class FakeSentinel extends EventTarget {
  released = false
  release = vi.fn(async () => {
    this.released = true
    this.dispatchEvent(new Event('release'))
  })
}

function installWakeLock() {
  const sentinels: FakeSentinel[] = []
  const request = vi.fn(async () => {
    const sentinel = new FakeSentinel()
    sentinels.push(sentinel)
    return sentinel
  })
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } })
  return { request, sentinels }
}

describe('useWakeLock', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock
  })

  it('keeps the screen on, takes the lock again when the page is shown, releases on unmount', async () => {
    const { request, sentinels } = installWakeLock()
    const { result, unmount } = renderHook(() => useWakeLock(true))
    await waitFor(() => expect(result.current).toBe(true))
    expect(request).toHaveBeenCalledWith('screen')

    // The browser drops the lock while the page is hidden.
    await sentinels[0]?.release()
    await waitFor(() => expect(result.current).toBe(false))
    document.dispatchEvent(new Event('visibilitychange'))
    await waitFor(() => expect(result.current).toBe(true))
    expect(request).toHaveBeenCalledTimes(2)

    unmount()
    await waitFor(() => expect(sentinels[1]?.released).toBe(true))
  })

  it('does nothing where the API is missing', () => {
    const { result } = renderHook(() => useWakeLock(true))
    expect(result.current).toBe(false)
  })
})
