/**
 * Which Content Lake the Studio works against. Hosted mode keeps Sanity's defaults (its API,
 * its login). Local mode points the Studio at the local lake with the local editor signed in.
 */
import type { WorkspaceOptions } from 'sanity'

import { apiVersion, dataset, lakeToken, lakeUrl, mode, projectId } from './env.ts'
import { createLocalAuthStore } from './localAuthStore.ts'

type LakeOptions = Pick<
  WorkspaceOptions,
  | 'apiHost'
  | 'auth'
  | 'search'
  | 'tasks'
  | 'scheduledPublishing'
  | 'scheduledDrafts'
  | 'releases'
  | 'announcements'
  | 'mediaLibrary'
>

export const lakeOptions: LakeOptions =
  mode === 'hosted'
    ? {}
    : {
        apiHost: lakeUrl,
        auth: createLocalAuthStore({ projectId, dataset, apiHost: lakeUrl, apiVersion, token: lakeToken }),
        // The default search uses `text::matchQuery`, which the lake's GROQ engine (groq-js)
        // does not implement; the legacy strategy builds plain GROQ filters.
        search: { strategy: 'groqLegacy' },
        // Features that run on Sanity's hosted services, which the lake does not provide (README,
        // "What only hosted Sanity offers"): shown, they fail with "Unable to perform this action",
        // a blank calendar or an empty panel. Comments are off per document (sanity.config.ts).
        tasks: { enabled: false },
        scheduledPublishing: { enabled: false },
        scheduledDrafts: { enabled: false },
        releases: { enabled: false },
        announcements: { enabled: false },
        mediaLibrary: { enabled: false },
      }
