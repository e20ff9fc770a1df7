import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import type { PluginOptions } from 'sanity'
import { structureTool } from 'sanity/structure'

import { schemaTypes } from '@meridian/schemas'

import { apiVersion, dataset, projectId } from './env.ts'
import { documentActions, newDocumentOptions, withoutSingletonTemplates } from './singletons.ts'
import { structure } from './structure.ts'

/**
 * Tools of the Studio. Seam for the next issue: the Presentation tool (visual editing of
 * `web/`) is added to this list, and the local Content Lake / auth settings go into
 * `defineConfig` below (`auth`, API host); nothing else here needs to change.
 */
const plugins: PluginOptions[] = [
  structureTool({ structure }),
  visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
]

export default defineConfig({
  name: 'default',
  title: 'Meridian Business Travel',
  projectId,
  dataset,
  plugins,
  schema: {
    types: schemaTypes,
    templates: withoutSingletonTemplates,
  },
  document: {
    actions: documentActions,
    newDocumentOptions,
  },
})
