import { CallBanner } from '@/components/CallBanner'
import { ContentPage } from '@/components/ContentPage'
import { FlightRequestForm } from '@/components/OnDemandForms'
import { getSettings } from '@/lib/content/settings'
import { publicRuntimeConfig } from '@/lib/env'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('flight')

/** The flight request page; a deal's "Request this fare" prefills its route and cabin. */
export default async function FlightPage() {
  const [page, settings] = await Promise.all([getPage('flight'), getSettings()])
  return (
    <ContentPage page={page} form={<FlightRequestForm draftStorage={publicRuntimeConfig.appStateStorage} />}>
      <CallBanner phone={settings.salesPhone} />
    </ContentPage>
  )
}
