import { legalPages } from './legal.ts'
import type { PageData } from './types.ts'

const otherPages: PageData[] = [
  {
    slug: 'about-us',
    title: 'About Meridian Business Travel',
    kind: 'about',
    intro:
      'We are a small team of fare specialists who help travellers fly long-haul in business class for less, with real people on the phone from the first quote to the flight home.',
    seo: {
      title: 'About us',
      description:
        'Meet Meridian Business Travel (sample): fare specialists who find lower business-class fares and look after every booking personally.',
    },
    body: `> Meridian Business Travel is a fictional company. This website is a sample, and the people, fares and reviews on it are invented.

Meridian Business Travel started with a simple idea: the front of the plane should not be reserved for people who never look at the price. Business-class fares vary enormously for the same seat on the same flight, and most travellers never see the lower ones.

## What we do

Our fare specialists search published, negotiated and consolidator fares across dozens of airlines, and combine routings, dates and carriers to find the best value for your trip. You get a clear quote, explained in plain English, and a named specialist who stays with you until you are home.

## How we are different

- **People, not a booking engine.** Every quote is prepared and checked by a specialist.
- **Honest prices.** Every deal shows the published fare, our sample fare and the date we checked it.
- **Secure payment.** We never take card details on this website or by e-mail; you pay through a secure link from our payment provider.
- **Help when plans change.** We monitor schedule changes and handle rebooking for you.

## Our team

Our specialists have worked for airlines, corporate travel departments and premium tour operators. Between them they have priced tens of thousands of long-haul itineraries and can tell you which seat to pick on almost any aircraft.

## Memberships and registration

We are members of the industry bodies shown at the top of every page and are registered as a seller of travel where required. Our registration numbers appear in the footer.

## Get in touch

Call us on the number at the top of the page, or [send a quote request](/flight) and we will reply, usually within an hour during business hours.`,
  },
  {
    slug: 'business-class-flights',
    title: 'Business class flights for less',
    kind: 'landing',
    showDeals: true,
    intro:
      'Lie-flat seats, lounge access and priority everything, for hundreds or even thousands less than the published fare. Browse sample deals or ask a specialist for a quote.',
    seo: {
      title: 'Business class flights for less',
      description:
        'Sample business-class fares to Europe, Asia, Africa, the Middle East, Oceania and Latin America, checked by our fare specialists. Request a quote.',
    },
    body: `Flying business class changes a long-haul trip: you sleep on the way out, arrive ready to go and come home without the lost days. Our specialists make it affordable by finding the fares airlines do not show on their own websites.

## What you get

- A fully flat bed on almost every long-haul flight we sell
- Lounge access, priority check-in and fast boarding
- Two or more checked bags and generous cabin allowances
- Miles and status credits on most fares

## How our prices work

Every deal shows the published fare, our sample fare and the date we checked it, so you can see the saving at a glance. Fares change often, so a specialist confirms the live price before you book.`,
  },
  {
    slug: 'call-for-business-flights',
    title: 'Call to book your business-class flight',
    kind: 'landing',
    showDeals: true,
    intro:
      'The best business-class fares are not always online. Call a fare specialist now for a free quote: most callers get options within minutes.',
    seo: {
      title: 'Call for business-class fares',
      description:
        'Call a Meridian Business Travel (sample) fare specialist for a free business-class quote. Unpublished fares, expert routing, secure payment.',
    },
    body: `Many of our lowest fares are negotiated or consolidator fares that cannot be shown on a website. The quickest way to get them is a phone call.

## Why call?

- **Unpublished fares**: prices you will not find on airline websites or search engines.
- **Expert routing**: a specialist compares nonstop, one-stop and open-jaw options in minutes.
- **One call, one person**: the specialist who quotes you is the one who books and looks after your trip.

## What to have ready

1. Where you are flying from and to
2. Your preferred dates and how flexible they are
3. How many people are travelling, and in which cabin

There is no obligation and no fee for a quote. Prefer to write? Use the [quote request form](/flight) and we will reply, usually within an hour during business hours.`,
  },
  {
    slug: 'flight',
    title: 'Request a business-class fare',
    kind: 'landing',
    intro:
      'Tell us where and when you want to fly. A fare specialist will reply with the best business-class options, usually within an hour during business hours.',
    seo: {
      title: 'Request a business-class fare',
      description:
        'Send your route and dates and a Meridian Business Travel (sample) fare specialist will reply with the best business-class options.',
    },
    body: `Share your route, dates and the number of travellers and we will search published, negotiated and consolidator fares for you.

## What happens next

1. A specialist reviews your request and searches the best options.
2. You receive a quote by e-mail or phone, explained in plain English.
3. When you are ready, we hold the fare and send a secure payment link.

There is no obligation and no fee for a quote. We never ask for card details in this form.`,
  },
  {
    slug: 'thanks',
    title: 'Thank you — your request is in',
    kind: 'landing',
    intro:
      'Thank you for your request. A fare specialist is already looking at your trip and will contact you shortly, usually within an hour during business hours.',
    seo: {
      title: 'Thank you',
      description:
        'Your business-class fare request has been received. A Meridian Business Travel (sample) specialist will contact you shortly.',
    },
    body: `While you wait, you may like to browse our [latest sample deals](/business-class-flights-alldeals) or read our [guide to lie-flat seats](/blog/posts/lie-flat-seat-guide).

## Good to know

- Check your inbox and spam folder for an e-mail from us.
- If your plans change, simply reply to that e-mail.
- In a hurry? Call us on the number at the top of the page and mention your request.`,
  },
  {
    slug: 'questionnaire',
    title: 'Travel preferences questionnaire',
    kind: 'landing',
    intro:
      'A few questions about how you like to travel help us find the right fare first time: preferred airlines, seat type, stopovers and flexibility.',
    seo: {
      title: 'Travel preferences questionnaire',
      description:
        'Tell Meridian Business Travel (sample) how you like to travel so our specialists can tailor every business-class quote.',
    },
    body: `Your answers help our specialists tailor every quote to you. It takes about two minutes, and you can skip any question.

## What we ask about

- Airlines and alliances you prefer or avoid
- Seat preferences: window or aisle, suite with a door, seats together
- Whether you are happy to connect, and where you might enjoy a stopover
- How flexible your dates usually are

We use your answers only to prepare quotes for you, as described in our [Privacy Policy](/privacy-policy).`,
  },
]

export const pages: PageData[] = [...otherPages, ...legalPages]
