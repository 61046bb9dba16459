// Resident set size of a child process, from /proc (Linux).
import { readFileSync } from 'node:fs'

export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`)
  return Number(kb) * 1024
}
