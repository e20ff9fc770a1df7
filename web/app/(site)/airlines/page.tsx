import { AirlineDirectory } from '@/components/AirlineDirectory'
import { airlinesMetadata } from '@/lib/content/airline'

export const generateMetadata = () => airlinesMetadata(1)

export default function AirlinesPage() {
  return <AirlineDirectory page={1} />
}
