import { CallBanner } from '@/components/CallBanner'
import { ContentPage } from '@/components/ContentPage'
import { getSettings } from '@/lib/content'
import { getPage, pageDocumentMetadata } from '@/lib/views/page'

// The end of a journey, not a landing page: kept out of search results.
export const generateMetadata = async () => ({ ...(await pageDocumentMetadata('thanks')), robots: { index: false } })

export default async function ThanksPage() {
  const [page, settings] = await Promise.all([getPage('thanks'), getSettings()])
  return (
    <ContentPage page={page}>
      <CallBanner phone={settings.salesPhone} />
    </ContentPage>
  )
}
