import type { FAQPage } from 'schema-dts'
import { JsonLd } from './JsonLd'
import styles from './FaqList.module.css'

type Faq = { _id: string; question: string | null; answer: string | null }

/** Questions as native disclosure widgets: keyboard-usable and readable without JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq._id} className={styles.item}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
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
