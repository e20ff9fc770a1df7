import { palettes } from '../art/palettes.ts'
import type { CloudscapeSpec } from '../art/scenes.ts'

export const home = {
  heroTitle: 'Business class for less, booked by people who know',
  heroText:
    'Lie-flat seats to Europe, Asia and beyond for hundreds or even thousands below the published fare. Tell us your trip and a fare specialist will find the best options, usually within the hour.',
  heroArt: {
    kind: 'cloudscape',
    seed: 'home-hero',
    palette: palettes.homeGolden,
    view: 'aircraft',
  } satisfies CloudscapeSpec,
  heroAlt: 'An airliner crossing a golden evening sky above a sea of clouds',
  howItWorks: [
    {
      title: 'Tell us your trip',
      text: 'Call us or send a quick request with your route, dates and number of travellers. It takes a minute and there is no obligation.',
    },
    {
      title: 'An expert finds the fares',
      text: 'A fare specialist searches published, negotiated and consolidator fares across dozens of airlines and sends you the best options, explained in plain English.',
    },
    {
      title: 'Book securely',
      text: 'Choose your flights and pay through a secure link from our payment provider. Your airline ticket and booking reference arrive by e-mail, usually the same day.',
    },
    {
      title: 'Fly in comfort',
      text: 'Relax in the lounge, sleep on a flat bed and arrive ready to go. If anything changes before you fly, your specialist takes care of it.',
    },
  ],
  reviewsTitle: 'What our travellers say',
  faqTitle: 'Frequently asked questions',
  featuredDeals: [
    'new-york-to-london-business-class',
    'new-york-to-paris-business-class',
    'los-angeles-to-tokyo-business-class',
    'new-york-to-dubai-business-class',
    'los-angeles-to-sydney-business-class',
    'miami-to-rome-business-class',
  ],
  seo: {
    title: 'Business class flights for less',
    description:
      'Lie-flat business-class fares below the published price, found by fare specialists. Sample deals to Europe, Asia, the Middle East and more.',
  },
}
