// @vitest-environment node
// stories/ and tests/unit/ mirror the source path (STYLE.md), so that each file's story and test
// are found by name: stories/<path>.stories.tsx shows src/<path>.tsx (or kiosk/<path>.tsx), and
// tests/unit/<path>.test.ts tests src/<path>, kiosk/<path> or server/<path>; an aspect may follow
// the module's name (index.evaluation.test.ts tests index.ts). Every screen has its own story
// file, and a story's visual baselines (__screenshots__/<story file>/) move with it.
import { existsSync, globSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const BASELINES = '__screenshots__'
const files = (pattern: string) =>
  globSync(pattern, { cwd: root })
    .filter((file) => !file.split('/').includes(BASELINES))
    .sort()

/** The source files a mirrored path may name: under src/, or at the root (kiosk/, server/). */
function sourcesOf(mirrored: string): string[] {
  return [`src/${mirrored}`, mirrored].flatMap((base) =>
    ['.ts', '.tsx'].map((extension) => `${base}${extension}`),
  )
}

const hasSource = (mirrored: string) =>
  sourcesOf(mirrored).some((source) => existsSync(path.join(root, source)))

describe('stories and tests mirror the source path', () => {
  it('names each story file after the module it shows', () => {
    const stories = files('stories/**/*.stories.tsx')
    expect(stories.length).toBeGreaterThan(30)
    const astray = stories.filter(
      (story) => !hasSource(story.replace(/^stories\//, '').replace(/\.stories\.tsx$/, '')),
    )
    expect(astray).toEqual([])
  })

  it('names each unit test after the module it tests', () => {
    const tests = files('tests/unit/**/*.test.{ts,tsx}')
    expect(tests.length).toBeGreaterThan(30)
    const astray = tests.filter((test) => {
      // The repository's own rules (lint zones, these mirrors) have no module of their own.
      if (test.startsWith('tests/unit/lint/')) return false
      const mirrored = test.replace(/^tests\/unit\//, '').replace(/(\.[a-z-]+)?\.test\.tsx?$/, '')
      return !hasSource(mirrored)
    })
    expect(astray).toEqual([])
  })

  it("keeps each story's visual baselines beside it, under its own name", () => {
    const folders = globSync(`stories/**/${BASELINES}/*`, { cwd: root }).sort()
    expect(folders.length).toBeGreaterThan(30)
    const orphans = folders.filter(
      (folder) => !existsSync(path.join(root, folder.replace(`/${BASELINES}/`, '/'))),
    )
    expect(orphans).toEqual([])
  })

  it('gives every screen a story file of its own', () => {
    const screens = [...files('src/features/*/*-screen.tsx'), ...files('kiosk/screens/*.tsx')]
    expect(screens.length).toBeGreaterThan(10)
    const withoutStory = screens.filter(
      (screen) =>
        !existsSync(
          path.join(
            root,
            'stories',
            screen.replace(/^src\//, '').replace(/\.tsx$/, '.stories.tsx'),
          ),
        ),
    )
    expect(withoutStory).toEqual([])
  })
})
