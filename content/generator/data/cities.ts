import { palettes } from '../art/palettes.ts'
import type { CityData } from './types.ts'

/** The seven top cities, in footer order. All are in Europe. */
export const cities: CityData[] = [
  {
    key: 'paris',
    name: 'Paris',
    country: 'France',
    iata: 'PAR',
    intro:
      'Overnight from the East Coast, a morning arrival at Charles de Gaulle and lunch on a café terrace: sample business-class fares to Paris from major US cities.',
    body: `Paris is served nonstop from more than a dozen US cities, which keeps business-class fares competitive all year round. Most flights land at Charles de Gaulle (CDG), with a few arriving at Orly (ORY), closer to the Left Bank.

Eastbound flights leave in the evening and arrive between 7 and 10 a.m., so a lie-flat seat is worth every cent. Spring and early autumn bring the best combination of weather and fares; Fashion Week, the French Open and the summer holidays push prices up.

### Getting into town

A taxi from CDG to central Paris runs at a fixed fare and takes 45 to 60 minutes. The RER B train is quicker at rush hour. Many of our fares include a connection onward to Nice, Lyon or Bordeaux at little extra cost.`,
    seo: {
      title: 'Business class flights to Paris',
      description:
        'Sample business-class fares from the US to Paris Charles de Gaulle. Overnight lie-flat flights, checked by our fare specialists.',
    },
    art: { palette: palettes.europeDusk, skyline: 'paris', terrain: ['hills'] },
    alt: 'Stylised Paris skyline at dusk with a lattice tower, mansard roofs and a domed church',
    dealArt: { palette: palettes.europeMorning, skyline: 'paris', sea: true },
  },
  {
    key: 'rome',
    name: 'Rome',
    country: 'Italy',
    iata: 'ROM',
    intro:
      'Nonstop to Fiumicino from New York, Miami, Chicago and more: sample business-class fares to the Eternal City, with easy connections across Italy.',
    body: `Rome Fiumicino (FCO) is Italy's main long-haul gateway, with nonstop flights from the East Coast, Chicago and, seasonally, from the West Coast. Flights take eight to ten hours eastbound and land in the morning.

Spring and autumn are ideal: mild weather, fewer crowds and lower fares than the summer peak. Easter and the major holy days draw large numbers of visitors, so book early if your dates fall then.

### Beyond Rome

A business-class ticket to Rome can include onward flights to Naples, Palermo, Venice or Catania, often for a small supplement. Or fly into Rome and home from Milan with an open-jaw fare.`,
    seo: {
      title: 'Business class flights to Rome',
      description:
        'Sample business-class fares from the US to Rome Fiumicino. Nonstop lie-flat flights and easy connections across Italy.',
    },
    art: { palette: palettes.europeMorning, skyline: 'rome', terrain: ['hills', 'hills'] },
    alt: 'Stylised Rome skyline with a great dome, an ancient amphitheatre, umbrella pines and cypresses',
    dealArt: { palette: palettes.europeDusk, skyline: 'rome', terrain: ['hills'] },
  },
  {
    key: 'london',
    name: 'London',
    country: 'United Kingdom',
    iata: 'LON',
    intro:
      'The busiest transatlantic route of all, with dozens of daily flights: sample business-class fares to London Heathrow from across the US.',
    body: `More business-class seats fly between the US and London than on any other long-haul route. Heathrow (LHR) takes most of them, with Gatwick (LGW) a useful alternative. Competition is fierce, and fares on the busiest routes from New York and Boston can be surprisingly good value.

Overnight flights from the East Coast take around seven hours, so sleep is short. Choose the latest departure and eat in the lounge beforehand to maximise rest. Daytime flights from New York land in the evening and are a good way to avoid jet lag.

### Arriving

The Elizabeth line and Heathrow Express run into central London in 15 to 30 minutes. Many business-class fares include fast-track immigration lanes at Heathrow.`,
    seo: {
      title: 'Business class flights to London',
      description:
        'Sample business-class fares from the US to London Heathrow on the busiest transatlantic route. Checked by our fare specialists.',
    },
    art: { palette: palettes.europeBlueHour, skyline: 'london', sea: true, stars: true },
    alt: 'Stylised London skyline at blue hour with a clock tower, an observation wheel and a glass spire by the river',
    dealArt: { palette: palettes.europeDusk, skyline: 'london', sea: true },
  },
  {
    key: 'barcelona',
    name: 'Barcelona',
    country: 'Spain',
    iata: 'BCN',
    intro:
      'Beaches, architecture and late dinners: sample business-class fares to Barcelona El Prat, nonstop from the East Coast or via Madrid.',
    body: `Barcelona El Prat (BCN) has nonstop service from New York, Newark, Miami, Chicago and, in summer, several other US cities. Flights take around eight hours eastbound and arrive in the morning.

The city is busiest from June to September. May, early June and October offer warm weather and better business-class availability. The Mobile World Congress in late February fills flights and hotels, so plan well ahead if you travel then.

### Combining cities

Our specialists often pair Barcelona with Madrid, Lisbon or the Balearic Islands: fly into one city and out of another, with the high-speed train in between.`,
    seo: {
      title: 'Business class flights to Barcelona',
      description:
        'Sample business-class fares from the US to Barcelona El Prat. Nonstop from the East Coast or one-stop via Madrid.',
    },
    art: { palette: palettes.europeDusk, skyline: 'barcelona', sea: true, trees: 'palm' },
    alt: 'Stylised Barcelona waterfront at dusk with a cluster of basilica spires, a bullet-shaped tower and palm trees',
    dealArt: { palette: palettes.europeMorning, skyline: 'barcelona', sea: true, trees: 'palm' },
  },
  {
    key: 'madrid',
    name: 'Madrid',
    country: 'Spain',
    iata: 'MAD',
    intro:
      'Spain’s capital is the gateway to the whole Iberian Peninsula: sample business-class fares to Madrid Barajas from the US.',
    body: `Madrid Barajas (MAD) is one of Europe's great connecting hubs, particularly for Spain, Portugal and Latin America. Nonstop flights run from New York, Washington, Miami, Chicago, Boston, Dallas and Los Angeles.

The best months to visit are April–June and September–October. August is hot and many locals are away, which sometimes brings lower business-class fares.

### Onward connections

From Madrid, short flights or the high-speed train reach Seville, Málaga, Valencia and Barcelona in a few hours. Our fares can include an onward flight on the same ticket.`,
    seo: {
      title: 'Business class flights to Madrid',
      description:
        'Sample business-class fares from the US to Madrid Barajas, the gateway to Spain and Portugal. Checked by our fare specialists.',
    },
    art: { palette: palettes.europeMorning, skyline: 'madrid', terrain: ['mountains'] },
    alt: 'Stylised Madrid skyline with four tall towers, a domed corner building, a triumphal gate and mountains behind',
    dealArt: { palette: palettes.europeDusk, skyline: 'madrid', terrain: ['mountains'] },
  },
  {
    key: 'milan',
    name: 'Milan',
    country: 'Italy',
    iata: 'MIL',
    intro:
      'Fashion, design and the gateway to the Italian lakes and Alps: sample business-class fares to Milan Malpensa from the US.',
    body: `Milan Malpensa (MXP) is northern Italy's long-haul airport, with nonstop flights from New York, Newark, Miami and Chicago. Linate (LIN), close to the city centre, handles European connections.

Design Week in April and the fashion weeks in February and September fill premium cabins quickly. Summer is popular for the lakes; late spring and early autumn offer the best value.

### Lakes and mountains

Lake Como is an hour's drive from Malpensa and the Alpine resorts are within easy reach in winter. Our specialists can pair Milan with Venice or Florence on an open-jaw ticket.`,
    seo: {
      title: 'Business class flights to Milan',
      description:
        'Sample business-class fares from the US to Milan Malpensa for fashion, design and the Italian lakes. Checked by our specialists.',
    },
    art: { palette: palettes.europeDusk, skyline: 'milan', terrain: ['peaks'] },
    alt: 'Stylised Milan skyline with a cathedral bristling with spires, modern towers and the Alps at dusk',
    dealArt: { palette: palettes.europeBlueHour, skyline: 'milan', terrain: ['peaks'], stars: true },
  },
  {
    key: 'amsterdam',
    name: 'Amsterdam',
    country: 'Netherlands',
    iata: 'AMS',
    intro:
      'Canals, museums and one of Europe’s best connecting airports: sample business-class fares to Amsterdam Schiphol from across the US.',
    body: `Amsterdam Schiphol (AMS) is a major hub with nonstop flights from more than a dozen US cities, including Seattle, San Francisco, Los Angeles, Chicago and Atlanta. It is also an easy place to connect to almost anywhere in Europe, Africa or the Middle East.

Tulip season in April is beautiful and busy; summer is lively; autumn and winter bring some of the lowest business-class fares of the year.

### Into the city

Trains from Schiphol reach Amsterdam Centraal in about 15 minutes. Rotterdam, The Hague and Utrecht are also a short train ride away.`,
    seo: {
      title: 'Business class flights to Amsterdam',
      description:
        'Sample business-class fares from the US to Amsterdam Schiphol, one of Europe’s best hubs. Checked by our fare specialists.',
    },
    art: { palette: palettes.europeBlueHour, skyline: 'amsterdam', sea: true, horizon: 680 },
    alt: 'Stylised Amsterdam canal at night with gabled houses, lit windows, a church tower and a windmill',
    dealArt: { palette: palettes.europeMorning, skyline: 'amsterdam', sea: true, horizon: 680 },
  },
]
