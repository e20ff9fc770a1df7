import { ContentPage } from '@/components/ContentPage'
import { QuestionnaireForm } from '@/components/QuestionnaireForm'
import { sanityFetch } from '@/lib/sanity/fetch'
import { airlinesQuery } from '@/lib/sanity/queries'
import { getPage, pageDocumentMetadata } from '@/lib/views/page'

export const generateMetadata = () => pageDocumentMetadata('questionnaire')

export default async function QuestionnairePage() {
  const [page, airlines] = await Promise.all([
    getPage('questionnaire'),
    sanityFetch({ query: airlinesQuery, tags: ['airline', 'deal'] }),
  ])
  return (
    <ContentPage
      page={page}
      aside={
        <div className="container" style={{ maxWidth: '52rem', paddingBottom: '2rem' }}>
          <div className="card">
            <QuestionnaireForm
              airlines={airlines.map((airline) => ({ name: airline.name ?? '', slug: airline.slug ?? '' }))}
            />
          </div>
        </div>
      }
    />
  )
}
