import { ContentPage } from '@/components/ContentPage'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('terms-and-conditions')

export default async function TermsAndConditionsPage() {
  return <ContentPage page={await getPage('terms-and-conditions')} />
}
