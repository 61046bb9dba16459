// Vitest global setup of the server-postgres project: one private cluster for the whole run;
// each test file then creates its own database in it (see test-app.ts).
import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
