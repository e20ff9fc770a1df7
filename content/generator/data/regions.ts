import { palettes } from '../art/palettes.ts'
import type { RegionData } from './types.ts'

/** The seven destination regions, in footer order. */
export const regions: RegionData[] = [
  {
    key: 'europe',
    name: 'Europe',
    intro:
      'Overnight flights, morning arrivals and more daily departures than anywhere else: Europe is where a lie-flat seat pays for itself. Compare sample business-class fares from the US to London, Paris, Rome and beyond.',
    body: `The transatlantic is the busiest long-haul market in the world, and that competition is good news for anyone flying at the front of the aircraft. Dozens of carriers fly nonstop from New York, Boston, Washington, Chicago and the West Coast, so there is almost always a seat on sale somewhere, and our fare specialists know which routings hide the best value.

Most eastbound flights leave in the evening and land the next morning, which makes a flat bed the difference between a lost first day and a productive one. Westbound daytime flights are the moment to enjoy the dining and a quiet cabin. Spring and autumn usually bring the lowest business-class fares; July and the Christmas holidays the highest.

Looking beyond the capitals? Connections through Amsterdam, Copenhagen, Madrid or Rome open up almost every city on the continent on a single ticket, often for little more than the nonstop fare.`,
    seo: {
      title: 'Business class flights to Europe',
      description:
        'Sample business-class fares from the US to London, Paris, Rome, Madrid and more, checked by our fare specialists. Call or request a quote.',
    },
    art: { palette: palettes.europeDusk, skyline: 'low', terrain: ['hills'], sea: true },
    alt: 'Stylised European old town on a waterfront at dusk, an airliner overhead',
  },
  {
    key: 'asia',
    name: 'Asia',
    intro:
      'Tokyo, Seoul, Singapore, Hong Kong and Bangkok are among the longest flights most travellers take, and the ones where a private suite matters most. Explore sample business and first-class fares across the Pacific.',
    body: `Flights from the US to East and Southeast Asia run between eleven and seventeen hours, so the seat, the bedding and the dining matter more here than anywhere else. The region's carriers compete hard on service, and many business cabins now have sliding doors once reserved for first class.

From the West Coast you can reach Tokyo, Seoul and Taipei nonstop in about eleven to thirteen hours; from the East Coast, polar routings and one-stop connections via the Pacific Northwest keep journey times reasonable. Flexible dates make a bigger difference on these routes than on most: shifting a departure by a day or two can move the fare by hundreds of dollars.

Our specialists regularly combine carriers, for example across the Pacific on one airline and onward within Asia on another, to open up destinations such as Manila, Ho Chi Minh City and Bali on a single booking.`,
    seo: {
      title: 'Business class flights to Asia',
      description:
        'Sample business and first-class fares from the US to Tokyo, Seoul, Singapore, Hong Kong and Bangkok. Lie-flat seats, checked by our specialists.',
    },
    art: { palette: palettes.asiaDawn, skyline: 'pagoda', terrain: ['mountains', 'hills'] },
    alt: 'Stylised Asian skyline with a pagoda and mountains at dawn, an airliner crossing the sky',
  },
  {
    key: 'oceania',
    name: 'Oceania',
    intro:
      'The Pacific crossing to Sydney, Melbourne, Brisbane or Auckland is one of the longest overnight flights anywhere. Sample business-class fares that make the journey part of the holiday.',
    body: `Australia and New Zealand are a long way from anywhere, and that is precisely why business class is worth it. Nonstop flights from Los Angeles, San Francisco, Houston and Dallas run thirteen to seventeen hours, almost all overnight, so a proper bed and a good night's sleep set the tone for the whole trip.

Seasons are reversed: the southern summer from December to February is peak time and fares climb accordingly, while the shoulder months of April–May and September–October offer pleasant weather and noticeably lower prices at the front of the aircraft.

A stopover in Fiji, Tahiti or Honolulu can break up the journey at little or no extra cost on some fares. Ask our specialists, who can also add domestic connections within Australia or New Zealand to the same ticket.`,
    seo: {
      title: 'Business class flights to Australia & New Zealand',
      description:
        'Sample business-class fares from the US to Sydney, Melbourne, Brisbane and Auckland. Overnight lie-flat flights across the Pacific.',
    },
    art: {
      palette: palettes.oceaniaNoon,
      terrain: ['hills'],
      sea: true,
      trees: 'palm',
      sun: { x: 1180, y: 170, r: 70 },
    },
    alt: 'Stylised turquoise bay with green headlands and palm trees under a high sun, an airliner overhead',
  },
  {
    key: 'africa',
    name: 'Africa',
    intro:
      'From the Cape to Kenya, Morocco to Ghana: business class makes Africa’s long journeys comfortable. Browse sample fares to Cape Town, Johannesburg, Nairobi, Marrakech and more.',
    body: `Nonstop flights now link the US with Johannesburg, Cape Town, Lagos, Accra, Nairobi and Casablanca, and excellent one-stop connections run through Europe and the Gulf. Flight times of twelve to sixteen hours make a lie-flat seat especially welcome, whether you are heading out on safari or to a business meeting.

Safari season in East and Southern Africa runs broadly from June to October, when fares and lodge rates peak. The Cape is at its best in the southern summer. Travelling slightly outside the high season is often the easiest way to save on the flight.

Itineraries here often combine several countries. Our specialists can build open-jaw tickets, flying into one city and home from another, so you never have to double back.`,
    seo: {
      title: 'Business class flights to Africa',
      description:
        'Sample business-class fares from the US to Cape Town, Johannesburg, Nairobi, Marrakech and Accra. Nonstop and one-stop lie-flat routes.',
    },
    art: { palette: palettes.africaGold, terrain: ['mountains', 'hills'], trees: 'acacia' },
    alt: 'Stylised savanna at golden hour with flat-topped acacia trees and distant mountains, an airliner overhead',
  },
  {
    key: 'middle-east',
    name: 'Middle East',
    intro:
      'Dubai, Doha, Abu Dhabi, Tel Aviv and Amman, plus the Gulf hubs that connect to the rest of the world. Sample business and first-class fares on some of the most lavish cabins in the sky.',
    body: `The Gulf carriers built their reputations on premium cabins, and flying to the Middle East in business class is still one of the best-value long-haul experiences available. Expect onboard lounges, generous baggage allowances and chauffeur services included with some fares.

Flights from the East Coast take twelve to fourteen hours, and many depart late in the evening to arrive the next afternoon or evening. The cooler months from November to March are the most popular for visiting the region; summer is hot, quieter and often cheaper.

Because the Gulf hubs connect onward to Asia, Africa and the Indian Subcontinent, a stopover of a night or two in Dubai, Doha or Abu Dhabi can often be added to a longer journey for little or no extra fare.`,
    seo: {
      title: 'Business class flights to the Middle East',
      description:
        'Sample business and first-class fares from the US to Dubai, Doha, Abu Dhabi, Tel Aviv and Amman, checked by our fare specialists.',
    },
    art: { palette: palettes.middleEastDesert, skyline: 'towers', terrain: ['dunes'] },
    alt: 'Stylised desert city of towers behind rolling dunes at dusk, an airliner overhead',
  },
  {
    key: 'latin-america',
    name: 'Latin America',
    intro:
      'Same time zones, big distances: São Paulo, Buenos Aires, Lima, Santiago and Rio are perfect for overnight business-class flights with no jet lag. Compare sample fares.',
    body: `South America is further than many people expect. New York to Buenos Aires is almost eleven hours, but it is a north–south journey with little or no time change. Take an overnight flight with a flat bed and you can arrive ready for a full day.

Miami, Houston, Dallas and New York are the main gateways, with nonstop service to most of the continent's capitals and good connections through Bogotá, Lima, Panama City and São Paulo. Carnival, Easter and the December holidays are peak periods; the southern autumn and spring are quieter.

Planning Patagonia, the Galápagos or Machu Picchu? Our specialists can add the domestic and regional flights to the same ticket, so connections are protected if a flight is delayed.`,
    seo: {
      title: 'Business class flights to Latin America',
      description:
        'Sample business-class fares from the US to São Paulo, Buenos Aires, Lima, Santiago, Rio and Mexico City. Overnight flights, little jet lag.',
    },
    art: { palette: palettes.latinTropic, skyline: 'colonial', terrain: ['peaks', 'hills'] },
    alt: 'Stylised colonial city with church towers beneath steep peaks at sunset, an airliner overhead',
  },
  {
    key: 'indian-subc',
    name: 'Indian Subcontinent',
    intro:
      'Delhi, Mumbai, Bengaluru, Hyderabad and Colombo are fifteen hours or more from the US, nonstop or via a Gulf hub. Sample business-class fares that make the journey restful.',
    body: `Flights to the Indian Subcontinent are among the longest in any airline's network. Nonstop services link New York, Newark, Chicago, Washington and San Francisco with Delhi, Mumbai and Bengaluru, and one-stop routings through Europe or the Gulf add choice and often value.

The cooler, drier months from October to March are the most popular time to travel, and fares peak around Diwali and the Christmas and New Year holidays. Monsoon season brings lower fares and greener landscapes.

Many travellers fly to visit family and need flexibility. Our specialists can find fares with generous change rules, add multi-city itineraries such as Delhi in and Mumbai out, and include onward flights to Kathmandu, Colombo or Dhaka.`,
    seo: {
      title: 'Business class flights to India & the Subcontinent',
      description:
        'Sample business-class fares from the US to Delhi, Mumbai, Bengaluru, Hyderabad and Colombo. Nonstop or via the Gulf, checked by specialists.',
    },
    art: { palette: palettes.indiaSaffron, skyline: 'domes', terrain: ['hills'] },
    alt: 'Stylised skyline of domes, minarets and a grand gateway at sunset, an airliner overhead',
  },
]
