import { CallBanner } from '@/components/CallBanner'
import { ContentPage } from '@/components/ContentPage'
import { getSettings } from '@/lib/content'
import { getPage, pageDocumentMetadata } from '@/lib/views/page'

export const generateMetadata = () => pageDocumentMetadata('questionnaire')

export default async function QuestionnairePage() {
  const [page, settings] = await Promise.all([getPage('questionnaire'), getSettings()])
  return (
    <ContentPage page={page}>
      <CallBanner phone={settings.salesPhone} />
    </ContentPage>
  )
}
