import { ContentPage } from '@/components/ContentPage'
import { FaqList } from '@/components/FaqList'
import { PhoneLink } from '@/components/PhoneLink'
import { getFaqs } from '@/lib/content/faq'
import { getPage, pageDocumentMetadata } from '@/lib/content/page'
import { getSettings } from '@/lib/content/settings'
import styles from './call.module.css'

export const generateMetadata = () => pageDocumentMetadata('call-for-business-flights')

/** Call-to-book landing page: the phone number first, then reasons and answers. */
export default async function CallForBusinessFlightsPage() {
  const [page, settings, faqs] = await Promise.all([getPage('call-for-business-flights'), getSettings(), getFaqs()])
  return (
    <ContentPage
      page={page}
      aside={
        <div className="container">
          <div className={styles.callCard}>
            <p className={styles.callLabel}>Speak to a business-class expert, 24 hours a day</p>
            <PhoneLink phone={settings.salesPhone} className={`button button--primary ${styles.callButton}`} />
            <p className="note">
              Prefer e-mail? <a href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a>
            </p>
          </div>
        </div>
      }
    >
      <section className="section section--muted" aria-labelledby="call-faq">
        <div className="container">
          <h2 id="call-faq">Before you call</h2>
          <FaqList faqs={faqs.slice(0, 6)} />
        </div>
      </section>
    </ContentPage>
  )
}
