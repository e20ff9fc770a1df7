import { ContentPage } from '@/components/ContentPage'
import { QuestionnaireForm } from '@/components/OnDemandForms'
import { getAirlineNames } from '@/lib/content/airline'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('questionnaire')

export default async function QuestionnairePage() {
  const [page, airlines] = await Promise.all([getPage('questionnaire'), getAirlineNames()])
  return (
    <ContentPage
      page={page}
      form={
        <QuestionnaireForm
          airlines={airlines.map((airline) => ({ name: airline.name ?? '', slug: airline.slug ?? '' }))}
        />
      }
    />
  )
}
