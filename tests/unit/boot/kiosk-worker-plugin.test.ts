import { describe, expect, it } from 'vitest'
import { entryFiles } from '../../../src/boot/kiosk-worker-plugin.ts'

// The shape of Vite's build manifest: two entries sharing a chunk, lazy screens, a decoder.
const manifest = {
  'kiosk/index.html': {
    file: 'assets/kiosk-1.js',
    src: 'kiosk/index.html',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['kiosk/start.tsx'],
    assets: ['assets/face-1.woff2'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'kiosk/start.tsx': {
    file: 'assets/start-1.js',
    src: 'kiosk/start.tsx',
    imports: ['_shared-1.js'],
    dynamicImports: ['kiosk/gate.tsx'],
  },
  'kiosk/gate.tsx': {
    file: 'assets/gate-1.js',
    src: 'kiosk/gate.tsx',
    assets: ['assets/zxing_reader-1.wasm'],
  },
  'index.html': {
    file: 'assets/app-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['src/console.tsx'],
  },
  'src/console.tsx': { file: 'assets/console-1.js', src: 'src/console.tsx' },
}

describe("the kiosk worker's file list", () => {
  it('holds every file the kiosk entry can load, lazy screens and decoder included, and no other', () => {
    expect(entryFiles(manifest, 'kiosk/index.html')).toEqual([
      'assets/face-1.woff2',
      'assets/gate-1.js',
      'assets/kiosk-1.js',
      'assets/shared-1.css',
      'assets/shared-1.js',
      'assets/start-1.js',
      'assets/zxing_reader-1.wasm',
    ])
  })

  it('refuses an entry the build did not make', () => {
    expect(() => entryFiles(manifest, 'kiosk/other.html')).toThrow(/not in the build's manifest/)
  })
})
