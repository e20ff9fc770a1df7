import { ContentPage } from '@/components/ContentPage'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('refunds-policy')

export default async function RefundsPolicyPage() {
  return <ContentPage page={await getPage('refunds-policy')} />
}
