import { palettes } from '../art/palettes.ts'
import type { PostData } from './types.ts'

export const farePosts: PostData[] = [
  {
    slug: 'how-to-find-cheap-business-class-fares',
    title: 'How to find cheap business-class fares (without chasing miles)',
    excerpt:
      'Business class does not have to cost what the airline website says. Seven practical ways our fare specialists cut the price of a lie-flat seat, from flexible dates to open-jaw tickets.',
    publishedAt: '2025-03-18T09:00:00.000Z',
    author: 'claire-whitmore',
    categories: ['fare-tips'],
    seo: {
      title: 'How to find cheap business-class fares',
      description:
        'Practical ways to pay less for a lie-flat seat: flexible dates, alternative airports, open-jaw tickets, one-stop routings and when to call a specialist.',
    },
    art: { kind: 'cloudscape', seed: 'post-cheap-fares', palette: palettes.homeGolden, view: 'wing' },
    alt: 'View from an aircraft window of a wing above a sea of golden clouds',
    body: `The price on an airline's website is only one of many prices for the same seat. Airlines sell business class through several channels at once, adjust fares many times a day and price each routing separately. Once you understand that, a few habits can take hundreds, sometimes thousands, of dollars off a long-haul ticket.

## Be flexible by a day or two

Business-class demand is driven by corporate travel, so fares are usually highest on Sunday evenings, Mondays and Fridays, and lowest midweek and on Saturdays. Shifting a departure from Monday to Tuesday, or returning on a Saturday rather than a Sunday, is often the single biggest saving available. If your dates are fixed, look at the return instead: the cheapest combination is not always the obvious one.

## Look beyond the nonstop

Nonstop flights command a premium. A one-stop routing through a hub such as Amsterdam, Madrid, Abu Dhabi or Seattle can be significantly cheaper, and on a long trip a short connection is barely noticeable, especially if you can shower in a lounge on the way. Our specialists regularly find one-stop fares that are flat-bed throughout for a third less than the nonstop.

## Try open-jaw and one-way combinations

Flying into one city and out of another, say into Rome and home from Milan, is called an open-jaw ticket and is often priced as a normal round trip. It saves you the time and cost of doubling back. On some routes, two one-way tickets on different airlines also work out cheaper than a round trip on one.

## Watch for sales and fare wars

Airlines run business-class sales more often than you might think, usually for travel in quieter seasons. When a new route launches, competitors frequently match or undercut the newcomer. These fares do not last long, which is one reason we check and date-stamp every deal on this site.

## Know when the savings are real

A fare that looks cheap can hide costs: a very long connection, an old aircraft with angled seats or strict change rules. Compare the total journey, not just the price. Every [deal we publish](/business-class-flights-alldeals) shows the published fare next to our sample fare, so you can see exactly what you are saving and what you are getting.

## Ask someone who does this all day

Consolidator and negotiated fares are not shown on airline websites at all. They are sold through agencies like ours, and they are often the lowest prices available for the same seat on the same flight. A [quick call](/call-for-business-flights) costs nothing, and a specialist can compare dozens of combinations in the time it takes to search one.`,
  },
  {
    slug: 'best-time-to-book-business-class',
    title: 'When is the best time to book business class?',
    excerpt:
      'Should you book six months ahead or wait for a last-minute deal? What our pricing data says about timing, seasons and the days of the week that matter.',
    publishedAt: '2025-09-23T09:00:00.000Z',
    author: 'claire-whitmore',
    categories: ['fare-tips', 'trip-planning'],
    seo: {
      title: 'When is the best time to book business class?',
      description:
        'How far ahead to book a business-class ticket, which seasons and weekdays are cheapest, and when a last-minute fare is worth waiting for.',
    },
    art: { kind: 'runway', seed: 'post-best-time', palette: palettes.europeDusk },
    alt: 'A runway at dusk with converging lights and an airliner on approach',
    body: `There is no single magic booking date, but there are clear patterns. Business-class fares behave differently from economy fares because the people who buy them behave differently: many book late, on company accounts, and care more about schedules than price. That creates windows where leisure travellers can do very well.

## The sweet spot: two to five months out

For most long-haul routes, the best combination of price and choice appears two to five months before departure. Airlines release their cheaper business-class fare buckets early, and those buckets tend to close as the flight fills with late-booking corporate travellers. Book much earlier than six months and you may see only the standard fares; book inside three weeks and the cheap buckets have often gone.

## Season matters more than the booking date

When you travel has a much bigger effect on price than when you book. For Europe, January to March and November are usually the cheapest months, with spring and autumn offering the best balance of weather and price. Asia and Oceania follow their own holiday calendars, and fares to India peak around Diwali and the December holidays. Our region pages list the peak and shoulder seasons for each destination.

## Midweek is cheaper

Departures on Tuesdays, Wednesdays and Saturdays are often noticeably cheaper than Sundays, Mondays and Fridays, because corporate travellers like to leave at the start of the week and come home for the weekend. If you can shift your trip by a day, check both.

## Do last-minute deals exist?

Occasionally. When a flight has empty business seats a few days before departure, some airlines release them at a discount or offer paid upgrades at check-in. But this is a gamble. On popular routes and in peak season, last-minute business-class fares are usually the most expensive of all. If your dates are fixed, do not wait.

## Set a target price and act

The best approach is to decide what a good fare looks like for your route, then book when you see it. Our deals show sample fares and when we last checked them, which gives you a useful benchmark. If you see something close to your target, call us: we can usually hold a fare for a short time while you confirm your plans.`,
  },
  {
    slug: 'points-vs-paid-business-class',
    title: 'Points or paid? Choosing the smarter way to fly business class',
    excerpt:
      'Award seats can be great value, but they are not free. How to compare a points redemption with a discounted paid fare, and when paying cash is the better deal.',
    publishedAt: '2026-08-05T09:00:00.000Z',
    author: 'claire-whitmore',
    categories: ['fare-tips'],
    seo: {
      title: 'Points or paid business class: which is better?',
      description:
        'How to compare an award redemption with a discounted paid business-class fare, including taxes, surcharges, miles earned and flexibility.',
    },
    art: { kind: 'abstract', seed: 'post-points-vs-paid', palette: palettes.latinTropic },
    alt: 'Abstract art of overlapping golden discs and a dashed flight path with a small aircraft',
    body: `Frequent-flyer points can buy spectacular seats, and stories of first-class suites for a handful of miles are everywhere. But points have a value of their own, and a discounted paid fare is sometimes the better deal. Here is how to compare the two honestly.

## Work out what a point is worth to you

Start with a simple sum: the cash price of the ticket, minus the taxes and fees you would still pay on an award, divided by the number of points required. If a $4,000 fare costs 100,000 points plus $300 in taxes, you are getting about 3.7 cents per point. Most travellers value their points at somewhere between 1 and 2 cents each, so anything well above that is a good redemption.

## Remember the surcharges

Some programmes add large carrier-imposed surcharges to award tickets, particularly on flights to and from Europe. A "free" ticket that still costs $900 in fees is a much less attractive use of points. Compare the total out-of-pocket cost of the award with a discounted paid fare, not with the airline's full published price.

## Paid fares earn, awards do not

A paid business-class ticket usually earns miles and status credits, sometimes a lot of them. An award ticket earns nothing. On a long-haul round trip, the miles earned on a paid fare can be worth several hundred dollars towards your next trip, which narrows the gap considerably.

## Availability and flexibility

Award seats in business class are limited, especially for families and in peak season, and the best ones are often released close to departure or not at all. Paid fares are available whenever there is a seat to sell. Change and cancellation rules also differ: some award tickets are easy to change; others lose you points if plans move.

## A practical rule of thumb

Use points when the redemption value is high, surcharges are low and your dates are flexible. Pay cash, ideally a discounted fare, when you need specific dates, want to travel with several people, or would be using points at less than about 1.5 cents each. And remember you do not have to choose one for the whole trip: one direction on points and the other on a paid fare can be the best of both.`,
  },
]
