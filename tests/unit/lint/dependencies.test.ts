// @vitest-environment node
// Nothing may be declared that is not used (issue 18): every package of package.json is imported
// somewhere in the repo (code, tests, stories, bench, configs), run by a script, or named below
// with the reason it is needed although nothing imports it.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** Packages nothing imports by name, and why each is still needed. */
const IMPLICIT: Record<string, string> = {
  '@emotion/styled': "@mui/material's styled engine imports it (a peer dependency)",
  'eslint-import-resolver-typescript':
    "eslint.config.js names it as import-x's `typescript` resolver",
  typescript: 'the typecheck script runs its tsc, and typescript-eslint reads it',
}

const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(tsx?|jsx?|mjs|cjs|css|html)$/.test(file))
  // This file names a package nothing uses, to check that the check would notice it.
  .filter((file) => file !== path.relative(root, import.meta.filename))
const sources = tracked.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n')
const scripts = Object.values(pkg.scripts).join(' ')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const named = (name: string) => new RegExp(`['"]${escape(name)}(/[^'"]*)?['"]`).test(sources)
const runByScript = (name: string) =>
  new RegExp(`(^|[\\s"])${escape(name.split('/').pop() ?? name)}(\\s|$)`).test(scripts)

function used(name: string): boolean {
  if (name in IMPLICIT) return true
  // A type package serves the package it types (@types/node: Node's own modules).
  if (name.startsWith('@types/')) {
    const typed = name.slice('@types/'.length)
    return typed === 'node' || used(typed)
  }
  return named(name) || runByScript(name)
}

describe('declared dependencies', () => {
  it('reads the repo', () => {
    expect(tracked.length).toBeGreaterThan(300)
    expect(declared.length).toBeGreaterThan(50)
  })

  it('are each imported, run by a script or needed for a stated reason', () => {
    expect(declared.filter((name) => !used(name))).toEqual([])
  })

  it('name no package as implicit that is not declared', () => {
    expect(Object.keys(IMPLICIT).filter((name) => !declared.includes(name))).toEqual([])
  })

  it('would notice a package nothing uses', () => {
    expect(used('left-pad')).toBe(false)
    expect(used('@types/left-pad')).toBe(false)
  })
})
