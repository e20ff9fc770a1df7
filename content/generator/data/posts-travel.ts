import { palettes } from '../art/palettes.ts'
import type { PostData } from './types.ts'

export const travelPosts: PostData[] = [
  {
    slug: 'lie-flat-seat-guide',
    title: 'The lie-flat seat guide: layouts, suites and how to choose',
    excerpt:
      'Not every business-class bed is equal. A plain-English guide to seat layouts, direct aisle access, suites with doors and how to pick the best seat on the plane.',
    publishedAt: '2025-06-10T09:00:00.000Z',
    author: 'daniel-okafor',
    categories: ['cabins-and-seats'],
    seo: {
      title: 'Lie-flat business-class seats explained',
      description:
        'Seat layouts, direct aisle access, suites with doors and how to choose the best business-class seat for sleeping, working or travelling together.',
    },
    art: { kind: 'cloudscape', seed: 'post-lie-flat', palette: palettes.oceaniaSunset, view: 'aircraft' },
    alt: 'An airliner crossing a sunset sky above a sea of clouds',
    body: `"Lie-flat" has become the standard promise of long-haul business class, but the experience varies a lot from one aircraft to the next. The layout of the cabin, the shape of the bed and whether you have to climb over a neighbour all make a difference on a twelve-hour flight.

## Fully flat versus angled flat

A fully flat seat turns into a horizontal bed. An angled-flat seat reclines to a long, sloping surface, and you may slide slightly towards your feet during the night. Angled seats are now rare on long-haul flights from the US, but they still appear on some older aircraft and regional routes, so it is worth checking the aircraft type before you book.

## Direct aisle access

On the best cabins, every passenger can reach the aisle without stepping over anyone. Look for layouts described as 1-2-1 or 1-1-1. Older 2-2-2 or 2-3-2 layouts are fine for couples but awkward for solo travellers in a window seat. All of the deals we highlight note when the seat gives every passenger direct aisle access.

## Suites with doors

A growing number of business cabins have sliding doors that turn each seat into a small private suite. They add privacy and a sense of calm, although the doors are usually shoulder height rather than full height. If you value sleep above all, a suite is well worth a small premium.

### Which seat to choose

- Solo travellers: a window seat in a staggered layout, ideally one closer to the window than the aisle.
- Couples: a pair of centre seats with a lowering divider.
- Light sleepers: away from the galleys and lavatories, and not in the first row behind a bulkhead with a bassinet position.
- Working travellers: a seat with a large side table and a power outlet you can reach while seated.

## Bedding and the small things

A thin seat cushion can be transformed by a proper mattress pad, a real pillow and a duvet. Many airlines now offer all three, along with pyjamas on night flights. Ask for a mattress pad if one is not on your seat when you board; there is often a supply on board.

## How we help

Seat maps on airline websites show the layout but not always the aircraft that will actually operate your flight. Our specialists check the scheduled aircraft for each option and tell you what seat you can expect before you pay.`,
  },
  {
    slug: 'airport-lounge-etiquette',
    title: 'Airport lounge etiquette: making the most of your business-class lounge',
    excerpt:
      'Which lounge can you use, how early should you arrive and is it fine to take a call at the buffet? A friendly guide to the unwritten rules of the business-class lounge.',
    publishedAt: '2026-01-20T09:00:00.000Z',
    author: 'daniel-okafor',
    categories: ['airports-and-lounges'],
    seo: {
      title: 'Airport lounge etiquette for business-class travellers',
      description:
        'Which lounges you can use, when to arrive, showers and dining, and the unwritten rules that keep a business-class lounge pleasant for everyone.',
    },
    art: { kind: 'lounge', seed: 'post-lounge', palette: palettes.oceaniaSunset },
    alt: 'A lounge window wall at sunset with an airliner at the gate and seats silhouetted in front',
    body: `The lounge is part of what you pay for in business class, and a good one can turn a long layover into a genuinely pleasant break. A little know-how helps you get the most from it, and a little courtesy keeps it pleasant for everyone.

## Which lounge can you use?

Your boarding pass decides. A long-haul business-class ticket normally gives access to the operating airline's lounge and, within an alliance, to partner lounges at the same airport. Some airports also have a separate arrivals lounge with showers, perfect after an overnight flight. Guests are usually limited to those travelling on the same itinerary.

## Arrive early, but not too early

Most lounges admit you up to three hours before departure. Arriving with time to spare lets you eat properly before an overnight flight, which means you can skip the meal service on board and go straight to sleep. On the way home, an early arrival is a good moment to shower and change.

## Quiet zones and phone calls

Many lounges now have clearly marked quiet areas. Take calls in the phone booths or the business centre, keep video calls to a meeting room and use headphones for anything with sound. Do not reserve the best seats with a jacket and then disappear for an hour.

## Food, drink and showers

The buffet is there to be enjoyed, but serve yourself modest portions and go back for more. If there is an à la carte dining room, it may be worth a reservation at busy times. Shower suites usually work on a waiting list at the reception desk; ask for a slot as soon as you arrive.

## Listen for your flight

Lounges often do not announce boarding, and the walk to the gate can be long at big hubs. Check the screens, set a reminder and leave in good time. A missed flight is the one thing even the best lounge cannot fix.

## When there is no lounge

Some smaller airports have no airline lounge at all. In that case we can often arrange access to an independent lounge, or fast-track security, as part of your booking. Just ask your specialist.`,
  },
  {
    slug: 'stopovers-worth-planning',
    title: 'Stopovers worth planning: turn a connection into a mini-break',
    excerpt:
      'A night or two in Abu Dhabi, Amsterdam or Seattle can break up a long journey and often costs little or nothing extra. Where stopovers work best and how to add one.',
    publishedAt: '2026-04-14T09:00:00.000Z',
    author: 'marisol-vega',
    categories: ['trip-planning'],
    seo: {
      title: 'Stopovers worth planning on long-haul trips',
      description:
        'How a free or low-cost stopover can break up a long-haul journey, which hubs work best and how to add one to a business-class ticket.',
    },
    art: { kind: 'globe', seed: 'post-stopovers', palette: palettes.asiaNight },
    alt: 'A stylised globe with a dashed route hopping between glowing stopover points',
    body: `A connection is something to get through. A stopover is something to look forward to. On many long-haul itineraries, you can stay a night or several in the connecting city for little or no extra cost, and arrive at your final destination more rested than you would after a tight transfer.

## Connection or stopover?

On international tickets, a break of up to 24 hours is usually treated as a connection; anything longer is a stopover. Many fares allow one stopover free of charge, and some airlines actively promote them with hotel discounts and free transit visas. The rules depend on the fare, which is why it pays to ask before you book rather than afterwards.

## Hubs that make great stopovers

- **Abu Dhabi and Muscat**: a night or two of sunshine on the way to India, Sri Lanka or Africa.
- **Amsterdam and Copenhagen**: compact, walkable cities with excellent rail links from the airport.
- **Madrid and Lisbon**: easy stops on the way to Morocco, the Canary Islands or South America.
- **Singapore and Hong Kong**: world-class food on the way to Australia or Southeast Asia.
- **Seattle and Vancouver**: mountains and seafood before a Pacific crossing.

## Breaking up the longest journeys

A stopover is most valuable on the longest trips. Flying from the East Coast to Sydney or Singapore in one go can take more than 24 hours door to door. Splitting the journey with a night in a Gulf or Asian hub, or in Los Angeles or Honolulu, makes the second flight far easier and helps your body clock adjust in stages.

## Things to check

Make sure you have the right visa or entry authorisation for the stopover country, and that your checked bags will be handed back to you rather than sent on. Book a hotel close to the airport or on a fast rail line, and keep your onward boarding time in mind.

## Adding a stopover to your ticket

Tell your specialist where and how long you would like to stop, or mention it in your [quote request](/flight). We will price the itinerary both ways, with and without the stopover, so you can see exactly what it adds, which is often nothing at all.`,
  },
]
