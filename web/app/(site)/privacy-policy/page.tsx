import { ContentPage } from '@/components/ContentPage'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('privacy-policy')

export default async function PrivacyPolicyPage() {
  return <ContentPage page={await getPage('privacy-policy')} />
}
