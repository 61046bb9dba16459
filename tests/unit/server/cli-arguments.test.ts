import { afterEach, describe, expect, it, vi } from 'vitest'
import { readArguments } from '../../../server/cli-arguments.ts'

const USAGE = 'Uso: npm run prova -- <file>'
const OPTIONS = { kind: { type: 'string', short: 'k' } } as const

describe('readArguments', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives the options and the words, with --force known to every command', () => {
    const parsed = readArguments(['-k', 'vendors', '--force', 'a.csv', 'b.json'], OPTIONS, USAGE, 2)
    expect(parsed).toMatchObject({
      values: { kind: 'vendors', force: true },
      positionals: ['a.csv', 'b.json'],
    })
  })

  it('prints the usage for --help and stops with 0', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(readArguments(['--help', 'a.csv'], OPTIONS, USAGE, 2)).toBe(0)
    expect(log).toHaveBeenCalledWith(USAGE)
  })

  it("refuses an unknown option with the command's usage code and the usage beside it", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readArguments(['--colore', 'rosso'], OPTIONS, USAGE, 1)).toBe(1)
    const printed = String(error.mock.calls[0]?.[0])
    expect(printed).toMatch(/^Opzione non valida: .*--colore/)
    expect(printed).toContain(USAGE)
  })
})
