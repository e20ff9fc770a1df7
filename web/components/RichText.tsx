import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react'
import type { ImageValue } from '@/lib/sanity/image'
import { SanityImage } from './SanityImage'
import type { EditAttributes } from '@/lib/sanity/editing'

const components: PortableTextComponents = {
  types: {
    image: ({ value }: { value: ImageValue }) => (
      <figure>
        <SanityImage image={value} width={736} sizes="(max-width: 800px) 100vw, 736px" />
      </figure>
    ),
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '#'
      const external = /^https?:\/\//.test(href)
      return (
        <a href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
          {children}
        </a>
      )
    },
  },
}

/** Portable Text from the content model's `blockContent`; `edit` names its field in draft mode. */
export function RichText({
  value,
  className = 'prose',
  edit,
}: {
  value: unknown
  className?: string
  edit?: EditAttributes
}) {
  if (!Array.isArray(value) || value.length === 0) return null
  return (
    <div className={className} {...edit}>
      <PortableText value={value as PortableTextBlock[]} components={components} />
    </div>
  )
}
