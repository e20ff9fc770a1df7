import 'server-only'
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import { sanityConfig } from './config'

const builder = createImageUrlBuilder({
  projectId: sanityConfig.projectId,
  dataset: sanityConfig.dataset,
  // '/' makes URLs site-relative (`/images/local/…`), served by app/images on sample content.
  ...(sanityConfig.hosted ? {} : { baseUrl: '/' }),
})

export const urlFor = (source: SanityImageSource) => builder.image(source)
