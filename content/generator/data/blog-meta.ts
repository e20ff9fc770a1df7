import { palettes } from '../art/palettes.ts'
import type { Palette } from '../art/scenes.ts'

export const authors: Array<{ slug: string; name: string; role: string; bio: string; palette: Palette }> = [
  {
    slug: 'claire-whitmore',
    name: 'Claire Whitmore',
    role: 'Senior Fare Specialist',
    bio: 'Claire has spent fifteen years pricing long-haul premium fares and still gets excited about a good routing. She writes about fares, timing and the small rules that make big savings. (Sample author.)',
    palette: palettes.europeMorning,
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Travel Editor',
    bio: 'Daniel has reviewed business-class cabins on five continents and has strong opinions about bedding. He covers seats, lounges and the on-board experience. (Sample author.)',
    palette: palettes.africaGold,
  },
  {
    slug: 'marisol-vega',
    name: 'Marisol Vega',
    role: 'Head of Customer Experience',
    bio: 'Marisol leads the team that looks after travellers before, during and after their trip. She writes about planning, stopovers and what to do when plans change. (Sample author.)',
    palette: palettes.latinTropic,
  },
]

export const categories: Array<{ slug: string; title: string; description: string }> = [
  {
    slug: 'fare-tips',
    title: 'Fare tips',
    description: 'How business-class pricing works and how to pay less for the same seat.',
  },
  {
    slug: 'cabins-and-seats',
    title: 'Cabins & seats',
    description: 'Lie-flat seats, suites, layouts and how to choose the best seat on board.',
  },
  {
    slug: 'airports-and-lounges',
    title: 'Airports & lounges',
    description: 'Making the most of the time on the ground, from lounges to fast-track lanes.',
  },
  {
    slug: 'trip-planning',
    title: 'Trip planning',
    description: 'Stopovers, routings, timing and everything else that makes a long trip go smoothly.',
  },
]
