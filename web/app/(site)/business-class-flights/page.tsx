import { CallBanner } from '@/components/CallBanner'
import { ContentPage } from '@/components/ContentPage'
import { DealGrid } from '@/components/DealGrid'
import { Link } from '@/components/Link'
import { getSettings } from '@/lib/content/settings'
import { getRegionsWithDeals } from '@/lib/content/destination'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'

export const generateMetadata = () => pageDocumentMetadata('business-class-flights')

/** Landing page: the lowest fare in every region, then the editor's copy. */
export default async function BusinessClassFlightsPage() {
  const [page, regions, settings] = await Promise.all([
    getPage('business-class-flights'),
    getRegionsWithDeals(1),
    getSettings(),
  ])
  const lowestPerRegion = regions.flatMap((region) => region.deals)
  return (
    <ContentPage
      page={page}
      aside={
        <section className="section" style={{ paddingTop: 0 }} aria-labelledby="lowest-title">
          <div className="container">
            <div className="section-head">
              <h2 id="lowest-title">Lowest business-class fare in every region</h2>
              <Link href="/business-class-flights-alldeals">All deals →</Link>
            </div>
            <DealGrid deals={lowestPerRegion} />
          </div>
        </section>
      }
    >
      <CallBanner phone={settings.salesPhone} />
    </ContentPage>
  )
}
