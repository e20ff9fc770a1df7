import { byId, first } from './fixtures'

type Titled = { title: string }
type Named = { name: string }

const deal = first<Titled>('deal')
const post = first<Titled>('post')
const airline = first<Named>('airline')
const region = first<Named>('region')
const city = first<Named>('city')
const page = (slug: string) => byId<Titled>(`page.${slug}`).title

/** Every route (docs/behaviour.md, "Routes") with a real sample slug, and the heading a visitor sees. */
export const ROUTES: [path: string, heading: string][] = [
  ['/', byId<{ heroTitle: string }>('homePage').heroTitle],
  ['/flight', page('flight')],
  ['/thanks', page('thanks')],
  ['/about-us', page('about-us')],
  ['/blog', 'The business-class travel blog'],
  [`/blog/posts/${post.slug.current}`, post.title],
  ['/questionnaire', page('questionnaire')],
  ['/airlines', 'Airlines we book in business class'],
  [`/airlines/${airline.slug.current}`, `${airline.name} business class`],
  ['/privacy-policy', page('privacy-policy')],
  ['/refunds-policy', page('refunds-policy')],
  ['/terms-and-conditions', page('terms-and-conditions')],
  [`/all-deals/${deal.slug.current}`, deal.title],
  ['/business-class-flights', page('business-class-flights')],
  ['/business-class-flights-alldeals', 'Best business-class deals'],
  // A later page of the paginated lists (docs/behaviour.md, "Lists").
  ['/business-class-flights-alldeals/page/2', 'Best business-class deals'],
  ['/airlines/page/2', 'Airlines we book in business class'],
  ['/region/business-class-flights-to-europe/page/2', 'Business class flights to Europe'],
  ['/call-for-business-flights', page('call-for-business-flights')],
  [`/deal/${deal.slug.current}`, deal.title],
  [`/destination/${region.slug.current}`, `Business class flights to ${region.name}`],
  [`/destination/${city.slug.current}`, `Business class flights to ${city.name}`],
  ['/deal/config/regions-tabs', 'Business-class deals by region'],
  ['/destination/config/regions-tabs', 'Destinations by region'],
  [`/region/${region.slug.current}`, `Business class flights to ${region.name}`],
  [`/city/${city.slug.current}`, `Business class flights to ${city.name}`],
]
