/**
 * Which Content Lake the Studio works against. Hosted mode keeps Sanity's defaults (its API,
 * its login). Local mode points the Studio at the local lake with the local editor signed in.
 */
import type { WorkspaceOptions } from 'sanity'

import { apiVersion, dataset, lakeToken, lakeUrl, mode, projectId } from './env.ts'
import { createLocalAuthStore } from './localAuthStore.ts'

type LakeOptions = Pick<WorkspaceOptions, 'apiHost' | 'auth' | 'search'>

export const lakeOptions: LakeOptions =
  mode === 'hosted'
    ? {}
    : {
        apiHost: lakeUrl,
        auth: createLocalAuthStore({ projectId, dataset, apiHost: lakeUrl, apiVersion, token: lakeToken }),
        // The default search uses `text::matchQuery`, which the lake's GROQ engine (groq-js)
        // does not implement; the legacy strategy builds plain GROQ filters.
        search: { strategy: 'groqLegacy' },
      }
