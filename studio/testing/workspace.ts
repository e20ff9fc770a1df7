/**
 * The Studio's real configuration resolved offline, the way Sanity's own tests do it
 * (`createWorkspaceFromConfig` with a current user and a stub client that is never called).
 */
import { createWorkspaceFromConfig } from 'sanity'
import type { SanityClient, Source, Workspace } from 'sanity'

import { localEditor } from '../localAuthStore.ts'
import config from '../sanity.config.ts'

const offlineClient = {
  fetch: async () => null,
  withConfig: () => offlineClient,
  clone: () => offlineClient,
  config: () => ({
    projectId: 'local',
    dataset: 'test',
    apiVersion: '2025-02-19',
    url: 'http://127.0.0.1:9/v2025-02-19', // unroutable: nothing may call it
    useProjectHostname: false,
  }),
} as unknown as SanityClient

export async function loadStudio(): Promise<{ workspace: Workspace; source: Source }> {
  if (Array.isArray(config)) throw new Error('Expected a single-workspace Studio config')
  const workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: localEditor({ id: 'local-testeditor', name: 'Test Editor' }),
    getClient: () => offlineClient,
  })
  const source = workspace.unstable_sources[0]
  if (!source) throw new Error('The workspace has no source')
  return { workspace, source }
}
