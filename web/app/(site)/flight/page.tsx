import { CallBanner } from '@/components/CallBanner'
import { ContentPage } from '@/components/ContentPage'
import { getSettings } from '@/lib/content'
import { getPage, pageDocumentMetadata } from '@/lib/views/page'

export const generateMetadata = () => pageDocumentMetadata('flight')

export default async function FlightPage() {
  const [page, settings] = await Promise.all([getPage('flight'), getSettings()])
  return (
    <ContentPage page={page}>
      <CallBanner phone={settings.salesPhone} />
    </ContentPage>
  )
}
