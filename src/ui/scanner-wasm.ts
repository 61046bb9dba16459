// Self-hosts the zxing decoder: react-zxing would fetch zxing_reader.wasm from a public CDN, which
// Fiera never does. Import this module before the first Scanner renders (BarcodeDetector's
// constructor starts loading the module with whatever location is registered at that moment).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import { prepareWasm } from 'react-zxing'

export { wasmUrl as scannerWasmUrl }

/** Starts fetching and compiling the bundled decoder; idempotent. */
export function prepareScanner(): Promise<void> {
  return prepareWasm({ wasmUrl })
}

// A failed preload is retried by the Scanner itself, which reports the error to the user.
prepareScanner().catch(() => undefined)
