import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import type { PluginOptions } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'

import { schemaTypes } from '@meridian/schemas'

import { lakeOptions } from './contentLake.ts'
import { apiVersion, dataset, mode, previewUrl, projectId } from './env.ts'
import { offlineWords } from './offlineWords.ts'
import { locations, mainDocuments } from './presentation/resolve.ts'
import { withDealActions } from './dealActions.ts'
import { documentActions, newDocumentOptions, withoutSingletonTemplates } from './singletons.ts'
import { withSlugRedirects } from './slugRedirects.ts'
import { structure } from './structure.ts'

/** Tools in the order editors see them: content first, then the site preview, then GROQ. */
const plugins: PluginOptions[] = [
  structureTool({ structure }),
  presentationTool({
    previewUrl: {
      initial: previewUrl,
      // The site's draft-mode routes (`@sanity/preview-url-secret`): Presentation opens
      // `enable` with a short-lived secret, and the site switches to the drafts perspective.
      previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
    },
    resolve: { locations, mainDocuments },
  }),
  visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
]

export default defineConfig({
  name: 'default',
  title: 'Meridian Business Travel',
  projectId,
  dataset,
  ...lakeOptions,
  plugins,
  i18n: { bundles: mode === 'local' ? offlineWords : [] },
  schema: {
    types: schemaTypes,
    templates: withoutSingletonTemplates,
  },
  document: {
    actions: (actions, context) => {
      const ours = withDealActions(documentActions(actions, context), context)
      // The local lake records slug redirects itself, in the publishing transaction.
      return mode === 'hosted' ? withSlugRedirects(ours, context) : ours
    },
    newDocumentOptions,
    // Comments are stored in a hosted add-on dataset; the local lake has none (contentLake.ts).
    comments: { enabled: mode === 'hosted' },
  },
})
