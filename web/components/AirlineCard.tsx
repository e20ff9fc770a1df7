import type { Airlines } from '@/lib/content/airline'
import { formatUsd } from '@/lib/format'
import { editing } from '@/lib/sanity/editing'
import { Link } from './Link'
import { SanityImage } from './SanityImage'
import card from './ListingCard.module.css'
import styles from './AirlineCard.module.css'

export const ALLIANCE_LABELS: Record<string, string> = {
  'star-alliance': 'Star Alliance',
  oneworld: 'oneworld',
  skyteam: 'SkyTeam',
  none: 'Independent',
}

/** An airline in the directory: its cabin, alliance and the lowest fare we hold on it. */
export async function AirlineCard({ airline }: { airline: Airlines[number] }) {
  const edit = (await editing())(airline, 'airline')
  return (
    <article className={`${card.card} ${styles.card}`}>
      <div className={styles.logo}>
        <SanityImage image={airline.logo} width={120} height={40} decorative edit={edit('logo')} />
      </div>
      <h2 className={styles.name} {...edit('name')}>
        <Link href={`/airlines/${airline.slug}`} className={card.link}>
          {airline.name}
        </Link>
      </h2>
      <p className={styles.meta}>
        {airline.iata} · {ALLIANCE_LABELS[airline.alliance ?? 'none']} · {airline.cabinName}
      </p>
      <p className={styles.summary} {...edit('summary')}>
        {airline.summary}
      </p>
      <p className={styles.fare}>
        {airline.lowestFare ? (
          <>
            {airline.dealCount} {airline.dealCount === 1 ? 'deal' : 'deals'} from{' '}
            <strong>{formatUsd(airline.lowestFare)}</strong>
          </>
        ) : (
          'Fares on request'
        )}
      </p>
    </article>
  )
}
