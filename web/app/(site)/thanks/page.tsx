import { CallBanner } from '@/components/CallBanner'
import { ContentPage } from '@/components/ContentPage'
import { LeadReference } from '@/components/LeadReference'
import { getSettings } from '@/lib/content/settings'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

// The end of a journey, not a landing page: kept out of search results.
export const generateMetadata = async () => ({ ...(await pageDocumentMetadata('thanks')), robots: { index: false } })

export default async function ThanksPage() {
  const [page, settings] = await Promise.all([getPage('thanks'), getSettings()])
  return (
    <ContentPage
      page={page}
      aside={
        <div className="container">
          <LeadReference />
        </div>
      }
    >
      <CallBanner phone={settings.salesPhone} title="Prefer to talk now?" />
    </ContentPage>
  )
}
