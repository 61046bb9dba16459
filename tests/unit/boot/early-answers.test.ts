import { describe, expect, it, vi } from 'vitest'
import { requestEarly, takeEarly } from '../../../src/boot/early-answers.ts'

describe('early requests', () => {
  it('hands the early answer over once, then asks afresh', async () => {
    const early = vi.fn(() => Promise.resolve('early'))
    const fresh = vi.fn(() => Promise.resolve('fresh'))
    requestEarly('/api/a', early)
    requestEarly('/api/a', early)
    expect(early).toHaveBeenCalledTimes(1)
    await expect(takeEarly('/api/a', fresh)).resolves.toBe('early')
    expect(fresh).not.toHaveBeenCalled()
    await expect(takeEarly('/api/a', fresh)).resolves.toBe('fresh')
    expect(fresh).toHaveBeenCalledTimes(1)
  })

  it('asks now when nothing was asked early', async () => {
    await expect(takeEarly('/api/b', () => Promise.resolve(42))).resolves.toBe(42)
  })

  it('keeps an early failure for its taker, without an unhandled rejection meanwhile', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    requestEarly('/api/c', () => Promise.reject(new Error('offline')))
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
    await expect(takeEarly('/api/c', () => Promise.resolve('fresh'))).rejects.toThrow('offline')
  })
})
