import type { FAQPage } from 'schema-dts'
import { editing } from '@/lib/sanity/editing'
import { JsonLd } from './JsonLd'
import styles from './FaqList.module.css'

type Faq = { _id: string; question: string | null; answer: string | null }

/** Questions as native disclosure widgets: keyboard-usable and readable without JavaScript. */
export async function FaqList({ faqs }: { faqs: Faq[] }) {
  const edit = await editing()
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq._id} className={styles.item}>
          <summary {...edit(faq, 'faq')('question')}>{faq.question}</summary>
          <p {...edit(faq, 'faq')('answer')}>{faq.answer}</p>
        </details>
      ))}
      <JsonLd<FAQPage>
        data={{
          '@type': 'FAQPage',
          mainEntity: faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question ?? '',
            acceptedAnswer: { '@type': 'Answer', text: faq.answer ?? '' },
          })),
        }}
      />
    </div>
  )
}
