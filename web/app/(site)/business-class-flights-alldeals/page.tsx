import { BestDeals } from '@/components/BestDeals'
import { bestDealsMetadata } from '@/lib/content/destination'

export const generateMetadata = () => bestDealsMetadata(1)

/** "Best deals" (docs/behaviour.md, "Routes"): the first page. */
export default function BestDealsPage() {
  return <BestDeals page={1} />
}
