import type { AirlineData } from './types.ts'

/**
 * Invented carriers. None of these names, codes or marks belongs to a real airline; the
 * two-character codes are sample values chosen to look unlike the major carriers' codes.
 */
export const airlines: AirlineData[] = [
  {
    slug: 'aurora-pacific',
    name: 'Aurora Pacific',
    iata: '7A',
    alliance: 'skyteam',
    cabinName: 'Aurora Studio',
    summary:
      'A transpacific specialist flying from Seattle and Vancouver to Tokyo, Seoul, Taipei and Brisbane, known for its quiet all-aisle-access Aurora Studio cabin and Pacific Northwest menus.',
    hubs: ['Seattle (SEA)', 'Vancouver (YVR)'],
    body: `Aurora Pacific (sample carrier) flies a compact long-haul network across the Pacific from its twin hubs in Seattle and Vancouver. Its fleet of modern twin-engine widebodies is configured with just 32 business-class seats, which keeps the cabin calm and the service personal.

The **Aurora Studio** seat is a staggered suite with a privacy door, a 78-inch fully flat bed and plenty of storage. Dining leans on Pacific Northwest produce: salmon, orchard fruit and regional wines, with a Japanese menu on Tokyo flights.

Connections through Seattle are short and the transfer area is small, which makes Aurora Pacific a favourite with East Coast travellers who want to avoid a busy mega-hub.`,
    logo: {
      shape: 'circle',
      motif: 'star',
      wings: 'feathers',
      primary: '#1f6f8b',
      secondary: '#e8fbff',
      wing: '#2ec4b6',
    },
  },
  {
    slug: 'cedar-atlantic-airways',
    name: 'Cedar Atlantic Airways',
    iata: 'C7',
    alliance: 'oneworld',
    cabinName: 'Cedar Suite',
    summary:
      'A transatlantic carrier from Boston and New York to London, Dublin and Lisbon, with Cedar Suite lie-flat seats, a relaxed pre-departure dining option and a strong on-time record.',
    hubs: ['Boston (BOS)', 'New York (JFK)'],
    body: `Cedar Atlantic Airways (sample carrier) concentrates on what it does best: overnight flights across the North Atlantic. From Boston and New York JFK it serves London, Dublin and Lisbon, with connections across Europe through partner airlines.

The **Cedar Suite** is a 1-2-1 lie-flat seat with direct aisle access for everyone. On evening departures you can dine in the lounge before boarding and go straight to sleep once airborne; breakfast is served just before landing.

The airline's short-haul partners make it easy to continue to Edinburgh, Manchester or Porto on the same ticket.`,
    logo: { shape: 'shield', motif: 'tree', wings: 'bars', primary: '#2d6a4f', secondary: '#f1faee', wing: '#52b788' },
  },
  {
    slug: 'granite-continental-airlines',
    name: 'Granite Continental Airlines',
    iata: '3G',
    alliance: 'star-alliance',
    cabinName: 'Summit Flatbed',
    summary:
      'A large US network carrier with hubs in Chicago, Dallas and Houston and long-haul flights to Europe, Asia, Oceania and Latin America in its Summit Flatbed cabin.',
    hubs: ['Chicago (ORD)', 'Dallas/Fort Worth (DFW)', 'Houston (IAH)'],
    body: `Granite Continental Airlines (sample carrier) has one of the widest networks of any US airline, and its hubs in the middle of the country make it a natural choice for travellers starting from smaller cities.

The **Summit Flatbed** cabin offers a fully flat bed, a 17-inch screen and bedding from a US textile maker. Newer aircraft also have a small premium economy cabin, useful on shorter daytime flights.

Granite Continental codeshares with several of the airlines on this site, so one ticket can often combine its domestic connections with a partner's long-haul flight.`,
    logo: {
      shape: 'hexagon',
      motif: 'peaks',
      wings: 'lines',
      primary: '#3d5a80',
      secondary: '#e0fbfc',
      wing: '#98c1d9',
    },
  },
  {
    slug: 'lumen-skyways',
    name: 'Lumen Skyways',
    iata: 'L9',
    alliance: 'skyteam',
    cabinName: 'Lumen Loft',
    summary:
      'A European long-haul airline based in Amsterdam and Paris, flying to more than a dozen US cities with its airy Lumen Loft cabin and one of the easiest connecting hubs in Europe.',
    hubs: ['Amsterdam (AMS)', 'Paris (CDG)'],
    body: `Lumen Skyways (sample carrier) links the US with Europe through Amsterdam and Paris, then onward to more than 150 cities across Europe, Africa and the Middle East.

The **Lumen Loft** is a bright, high-ceilinged cabin with lie-flat seats, mood lighting timed to the destination and a menu created with a different guest chef each season.

Transfers at Amsterdam are famously straightforward: one terminal, clear signs and short walking distances.`,
    logo: { shape: 'circle', motif: 'sun', wings: 'swoosh', primary: '#e07a5f', secondary: '#fff4e6', wing: '#f2cc8f' },
  },
  {
    slug: 'solvane-air',
    name: 'Solvane Air',
    iata: '5S',
    alliance: 'none',
    cabinName: 'Nordlys Business',
    summary:
      'A Scandinavian independent flying from Copenhagen and Oslo to New York, Seattle and Chicago, with a minimalist Nordlys Business cabin, Nordic design and an excellent breakfast.',
    hubs: ['Copenhagen (CPH)', 'Oslo (OSL)'],
    body: `Solvane Air (sample carrier) is a small independent airline with a loyal following. Its transatlantic flights from Copenhagen and Oslo are timed for easy connections across Scandinavia and the Baltic.

The **Nordlys Business** cabin is all pale wood tones and wool blankets, with fully flat seats and a menu built around Nordic seasonal produce. The breakfast served before landing is reason enough to fly eastbound.

Because Solvane belongs to no alliance, its fares sometimes undercut bigger carriers on the same route, which is exactly the kind of opportunity our specialists look for.`,
    logo: {
      shape: 'octagon',
      motif: 'compass',
      wings: 'lines',
      primary: '#264653',
      secondary: '#e9c46a',
      wing: '#2a9d8f',
    },
  },
  {
    slug: 'riviera-crest-airlines',
    name: 'Riviera Crest Airlines',
    iata: '6R',
    alliance: 'star-alliance',
    cabinName: 'Crest Suite',
    summary:
      'An Italian-styled carrier flying from Rome and Milan to New York, Miami, Chicago and Houston, with Crest Suite seats, espresso made to order and connections across the Mediterranean.',
    hubs: ['Rome (FCO)', 'Milan (MXP)'],
    body: `Riviera Crest Airlines (sample carrier) brings a little Italian hospitality to the transatlantic. Its long-haul flights connect Rome and Milan with the US East Coast, Chicago and Houston.

The **Crest Suite** is a lie-flat seat in a 1-2-1 layout, with linen designed in Como and regional Italian menus that change monthly. Espresso is made to order throughout the flight.

From Rome, Riviera Crest's short-haul network reaches Athens, Cairo, Malta and the Greek islands, making it a useful choice for Mediterranean itineraries.`,
    logo: {
      shape: 'diamond',
      motif: 'waves',
      wings: 'swoosh',
      primary: '#2a6f97',
      secondary: '#fefae0',
      wing: '#e9b949',
    },
  },
  {
    slug: 'alameda-airways',
    name: 'Alameda Airways',
    iata: '5A',
    alliance: 'oneworld',
    cabinName: 'Patio Business',
    summary:
      'A Spanish airline based in Madrid and Barcelona with a strong network to the US, Latin America and North Africa, and a sociable Patio Business cabin with a self-service bar.',
    hubs: ['Madrid (MAD)', 'Barcelona (BCN)'],
    body: `Alameda Airways (sample carrier) flies from Madrid and Barcelona to Washington, Miami, Dallas, Chicago and New York, with onward connections across Spain, Portugal and Morocco.

**Patio Business** is a fully flat seat with direct aisle access, and a small self-service bar with tapas and Spanish wines that is open throughout the flight.

Alameda's Madrid hub is compact and the minimum connection time is short, which makes it a convenient gateway to the whole Iberian Peninsula and to Marrakech.`,
    logo: {
      shape: 'rounded-square',
      motif: 'sun',
      wings: 'dots',
      primary: '#c1121f',
      secondary: '#fdf0d5',
      wing: '#f4a259',
    },
  },
  {
    slug: 'jade-crescent-airlines',
    name: 'Jade Crescent Airlines',
    iata: '8J',
    alliance: 'star-alliance',
    cabinName: 'Jade Cabin',
    summary:
      'An Asian carrier with hubs in Singapore and Hong Kong, long-haul flights to San Francisco, New York and Chicago, and an award-winning Jade Cabin with sliding doors.',
    hubs: ['Singapore (SIN)', 'Hong Kong (HKG)'],
    body: `Jade Crescent Airlines (sample carrier) operates some of the longest flights in the world, including nonstop service from New York to Singapore. Its hubs in Singapore and Hong Kong connect to more than 60 cities across Asia and Australia.

The **Jade Cabin** is a suite with a sliding door, a wide bed and a menu that can be pre-ordered online. A small first-class cabin on selected routes adds a separate armchair and bed.

Travellers heading on to Bali, Phuket or Vietnam can usually connect in under two hours on the same ticket.`,
    logo: {
      shape: 'circle',
      motif: 'crescent',
      wings: 'feathers',
      primary: '#00806a',
      secondary: '#f0fff9',
      wing: '#52c7a1',
    },
  },
  {
    slug: 'saffron-gulf-airways',
    name: 'Saffron Gulf Airways',
    iata: '9G',
    alliance: 'none',
    cabinName: 'Saffron Suite',
    summary:
      'A Gulf carrier based in Abu Dhabi and Muscat with long-haul flights to the US, fast connections to India, Sri Lanka and Africa, and a generous Saffron Suite with an onboard lounge.',
    hubs: ['Abu Dhabi (AUH)', 'Muscat (MCT)'],
    body: `Saffron Gulf Airways (sample carrier) links the US with the Gulf and, through its hubs, with India, Sri Lanka, East Africa and Southeast Asia.

The **Saffron Suite** is a closed-door suite with a fully flat bed, and business-class passengers can use an onboard lounge on the largest aircraft. First class on selected routes adds a private room and a chauffeur at each end.

A free stopover of up to two nights in Abu Dhabi or Muscat can be added to most long-haul tickets. Ask our specialists to include one.`,
    logo: { shape: 'octagon', motif: 'star', wings: 'bars', primary: '#7b2d26', secondary: '#ffc857', wing: '#e59500' },
  },
  {
    slug: 'tasman-reach-airways',
    name: 'Tasman Reach Airways',
    iata: '2T',
    alliance: 'oneworld',
    cabinName: 'Reach Business',
    summary:
      'An Australian–New Zealand carrier flying from Sydney and Auckland to Los Angeles, San Francisco and Dallas, with a Reach Business cabin designed around sleep on long overnight flights.',
    hubs: ['Sydney (SYD)', 'Auckland (AKL)'],
    body: `Tasman Reach Airways (sample carrier) flies across the Pacific from Sydney and Auckland to Los Angeles, San Francisco and Dallas, and on to every state capital in Australia.

The **Reach Business** cabin is designed around sleep: a long, wide bed with a mattress pad, supper served early and a light breakfast on request. A wellbeing menu developed with a sleep researcher is offered on the longest flights.

Domestic connections in Australia and New Zealand can be added to the same ticket for a modest supplement.`,
    logo: {
      shape: 'hexagon',
      motif: 'bird',
      wings: 'swoosh',
      primary: '#0077b6',
      secondary: '#f1fbff',
      wing: '#48cae4',
    },
  },
  {
    slug: 'acacia-continental',
    name: 'Acacia Continental',
    iata: '4K',
    alliance: 'skyteam',
    cabinName: 'Savanna Class',
    summary:
      'A pan-African airline with hubs in Nairobi and Johannesburg, nonstop flights to New York, Atlanta and Washington, and a warm Savanna Class cabin with lie-flat seats.',
    hubs: ['Nairobi (NBO)', 'Johannesburg (JNB)'],
    body: `Acacia Continental (sample carrier) connects the US with East and Southern Africa and onward to more than 40 cities across the continent, including safari gateways such as Kilimanjaro, Livingstone and Maun.

**Savanna Class** offers lie-flat seats, South African and Kenyan wines and a menu of regional dishes alongside international choices. Generous baggage allowances are handy for safari travellers.

Acacia's Nairobi hub makes it easy to combine Kenya, Tanzania and Rwanda on a single itinerary.`,
    logo: {
      shape: 'circle',
      motif: 'acacia',
      wings: 'bars',
      primary: '#bc6c25',
      secondary: '#fefae0',
      wing: '#dda15e',
    },
  },
  {
    slug: 'quetzal-sur-airlines',
    name: 'Quetzal Sur Airlines',
    iata: '7Q',
    alliance: 'skyteam',
    cabinName: 'Quetzal Premier',
    summary:
      'A Latin American carrier with hubs in Bogotá and Lima, flying from Miami, Houston, Dallas and New York to South America in its Quetzal Premier lie-flat cabin.',
    hubs: ['Bogotá (BOG)', 'Lima (LIM)'],
    body: `Quetzal Sur Airlines (sample carrier) connects the US with every major city in South America through its hubs in Bogotá and Lima, with nonstop flights to São Paulo, Buenos Aires, Rio and Santiago from Miami and New York.

The **Quetzal Premier** cabin has lie-flat seats, Andean-inspired menus and a good selection of South American wines. Regional jets with recliner business seats serve shorter routes.

Connections in Lima are the easiest way to reach Cusco for Machu Picchu, and the airline can add the Galápagos via Quito or Guayaquil.`,
    logo: {
      shape: 'diamond',
      motif: 'feather',
      wings: 'feathers',
      primary: '#2a9d8f',
      secondary: '#f4f1de',
      wing: '#e76f51',
    },
  },
  {
    slug: 'marigold-airways',
    name: 'Marigold Airways',
    iata: '6M',
    alliance: 'none',
    cabinName: 'Marigold Suite',
    summary:
      'An Indian full-service airline flying nonstop from New York, Chicago and San Francisco to Delhi, Mumbai and Bengaluru, with a Marigold Suite and some of the best vegetarian menus in the air.',
    hubs: ['Delhi (DEL)', 'Mumbai (BOM)'],
    body: `Marigold Airways (sample carrier) flies nonstop between the US and India on some of the longest routes in its region, with onward connections to more than 50 Indian cities.

The **Marigold Suite** offers a fully flat bed with a privacy door on its newest aircraft. Menus are a highlight: regional Indian dishes alongside international options, with an outstanding choice for vegetarians.

Generous baggage allowances and flexible change rules make Marigold a popular choice for family visits.`,
    logo: {
      shape: 'circle',
      motif: 'flower',
      wings: 'dots',
      primary: '#e85d04',
      secondary: '#ffd166',
      wing: '#f48c06',
    },
  },
]
