/** Customer reviews (sample). `date` is the date of the review. */
export const reviews: Array<{
  author: string
  location: string
  rating: number
  text: string
  date: string
  route: string
}> = [
  {
    author: 'Rachel M.',
    location: 'Brooklyn, NY',
    rating: 5,
    text: 'I asked for a quote on a Tuesday evening and had three options by breakfast. We flew to London in a lie-flat seat for about what I expected to pay for premium economy. Everything was exactly as promised.',
    date: '2026-03-14',
    route: 'New York – London',
  },
  {
    author: 'David K.',
    location: 'Naperville, IL',
    rating: 5,
    text: 'Our specialist found a routing through Hong Kong that saved more than a thousand dollars each on our Bangkok trip, and it was flat-bed all the way. She even reminded us to add our frequent-flyer numbers.',
    date: '2026-02-02',
    route: 'Chicago – Bangkok',
  },
  {
    author: 'Priya S.',
    location: 'Fremont, CA',
    rating: 5,
    text: 'We fly to India every year to see family and this was the easiest booking yet. Flexible dates, two bags each and a much better fare than the airline website. We will be back.',
    date: '2026-04-21',
    route: 'San Francisco – Bengaluru',
  },
  {
    author: 'Tom H.',
    location: 'Dallas, TX',
    rating: 4,
    text: 'Great fare to Madrid and a helpful specialist. The only reason for four stars is that the outbound connection was tighter than I like, although we made it comfortably in the end.',
    date: '2026-05-09',
    route: 'Dallas – Madrid',
  },
  {
    author: 'Angela R.',
    location: 'Coral Gables, FL',
    rating: 5,
    text: 'Booked Rome for our anniversary. When the airline changed the schedule a month before we left, the team rebooked us onto a better flight before I had even noticed the e-mail.',
    date: '2026-06-18',
    route: 'Miami – Rome',
  },
  {
    author: 'James L.',
    location: 'Seattle, WA',
    rating: 4,
    text: 'Good value business class to Tokyo and a quick, friendly phone call to book. Payment by secure link was simple. I would have liked the itinerary e-mail a little sooner, but the ticket arrived the same day.',
    date: '2026-07-02',
    route: 'Seattle – Tokyo',
  },
  {
    author: 'Monique B.',
    location: 'Atlanta, GA',
    rating: 5,
    text: 'Johannesburg and then on to Victoria Falls on one ticket, with sensible connections and lie-flat seats on the long flights. Our specialist clearly knew the region well.',
    date: '2026-08-25',
    route: 'Atlanta – Johannesburg',
  },
  {
    author: 'Greg P.',
    location: 'Boston, MA',
    rating: 3,
    text: 'The fare was good, but the price I was quoted had gone up by the time I called back the next day. The specialist explained why and found a similar option, but it was a little frustrating.',
    date: '2026-09-12',
    route: 'Boston – Dublin',
  },
  {
    author: 'Linda W.',
    location: 'Houston, TX',
    rating: 5,
    text: 'First time flying business class and I was nervous about booking through a broker. Everything checked out on the airline’s website straight away, and the flight to Lima was wonderful.',
    date: '2026-10-03',
    route: 'Houston – Lima',
  },
]
