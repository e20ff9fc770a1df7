import { ContentPage } from '@/components/ContentPage'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('about-us')

export default async function AboutUsPage() {
  return <ContentPage page={await getPage('about-us')} />
}
