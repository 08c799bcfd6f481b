/** The demo set loaded by `npm run seed`: real streets in three cities, plausible places to meet people. */
export interface SeedVenue {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusM?: number;
  meetPoints?: string[];
  phone?: string;
}

const london: SeedVenue[] = [
  {
    name: 'The Lamb & Flag',
    address: '33 Rose St, London WC2E 9EB',
    latitude: 51.51188,
    longitude: -0.12574,
    meetPoints: ['Front Bar', 'Upstairs Room', 'Courtyard'],
    phone: '+44 20 7497 9504',
  },
  { name: 'Covent Garden Social Club', address: '6 Great Queen St, London WC2B 5DH', latitude: 51.51537, longitude: -0.12113 },
  { name: 'The Harp', address: '47 Chandos Pl, London WC2N 4HS', latitude: 51.50989, longitude: -0.12478, meetPoints: ['Main Bar', 'Upstairs Lounge', 'Street Tables'] },
  {
    name: 'Seven Dials Market',
    address: '35 Earlham St, London WC2H 9LD',
    latitude: 51.51411,
    longitude: -0.12711,
    radiusM: 120,
    meetPoints: ['Cheese Conveyor', 'Central Bar', 'Market Entrance'],
  },
  { name: 'Dishoom Shoreditch', address: '7 Boundary St, London E2 7JE', latitude: 51.52446, longitude: -0.07708, meetPoints: ['Verandah', 'Permit Room Bar', 'Entrance'] },
  { name: 'Ace Hotel Lobby Bar', address: '100 Shoreditch High St, London E1 6JQ', latitude: 51.5253, longitude: -0.0776, meetPoints: ['Lobby Bar', 'Long Table', 'Entrance'] },
  { name: 'Callooh Callay', address: '65 Rivington St, London EC2A 3AY', latitude: 51.52656, longitude: -0.08052 },
  {
    name: 'BOXPARK Shoreditch',
    address: '2-10 Bethnal Green Rd, London E1 6GY',
    latitude: 51.52363,
    longitude: -0.07595,
    radiusM: 120,
    meetPoints: ['Rooftop Terrace', 'Street Food Court', 'Main Entrance'],
  },
  { name: 'The Book Club', address: '100-106 Leonard St, London EC2A 4RH', latitude: 51.5248, longitude: -0.08396, meetPoints: ['Ground Floor Bar', 'Ping Pong Tables', 'Basement'] },
  { name: 'Mercato Metropolitano', address: '42 Newington Causeway, London SE1 6DR', latitude: 51.49566, longitude: -0.09831, radiusM: 150 },
  { name: 'The Anchor Bankside', address: '34 Park St, London SE1 9EF', latitude: 51.50742, longitude: -0.09361, meetPoints: ['River Terrace', 'Main Bar', 'Upstairs'] },
  { name: 'Flat Iron Square', address: '68 Union St, London SE1 1TD', latitude: 51.50437, longitude: -0.09478, radiusM: 120 },
  { name: 'The Churchill Arms', address: '119 Kensington Church St, London W8 7LN', latitude: 51.50684, longitude: -0.19455 },
  { name: 'Electric Diner', address: '191 Portobello Rd, London W11 2ED', latitude: 51.51592, longitude: -0.20545 },
  {
    name: 'The Southbank Centre Riverside Terrace',
    address: 'Belvedere Rd, London SE1 8XX',
    latitude: 51.50601,
    longitude: -0.11686,
    radiusM: 200,
    meetPoints: ['Riverside Terrace', 'Foyer Café', 'Book Market'],
  },
  { name: 'Camden Market Stables', address: 'Chalk Farm Rd, London NW1 8AH', latitude: 51.54219, longitude: -0.14735, radiusM: 200 },
  { name: 'The Spaniards Inn', address: 'Spaniards Rd, London NW3 7JJ', latitude: 51.57069, longitude: -0.17346, meetPoints: ['Garden', 'Snug', 'Main Bar'] },
  { name: 'Brixton Village', address: 'Coldharbour Ln, London SW9 8PR', latitude: 51.46256, longitude: -0.11263, radiusM: 120 },
  { name: 'Pop Brixton', address: '49 Brixton Station Rd, London SW9 8PQ', latitude: 51.46391, longitude: -0.1139 },
  { name: 'The Blues Kitchen Camden', address: '111-113 Camden High St, London NW1 7JN', latitude: 51.53756, longitude: -0.1409 },
];

const newYork: SeedVenue[] = [
  { name: 'The Dead Rabbit', address: '30 Water St, New York, NY 10004', latitude: 40.70331, longitude: -74.01107, meetPoints: ['Taproom', 'Parlor', 'Entrance'], phone: '+1 646-422-7906' },
  { name: 'Attaboy', address: '134 Eldridge St, New York, NY 10002', latitude: 40.71925, longitude: -73.99114 },
  { name: 'Please Don’t Tell', address: '113 St Marks Pl, New York, NY 10009', latitude: 40.72707, longitude: -73.98386, radiusM: 100 },
  { name: 'McSorley’s Old Ale House', address: '15 E 7th St, New York, NY 10003', latitude: 40.72866, longitude: -73.98966 },
  { name: 'Death & Co', address: '433 E 6th St, New York, NY 10009', latitude: 40.72596, longitude: -73.98426 },
  {
    name: 'The Standard Biergarten',
    address: '848 Washington St, New York, NY 10014',
    latitude: 40.74091,
    longitude: -74.00792,
    radiusM: 120,
    meetPoints: ['Biergarten Tables', 'Ping Pong', 'Entrance under the High Line'],
  },
  { name: 'Chelsea Market Hall', address: '75 9th Ave, New York, NY 10011', latitude: 40.74245, longitude: -74.00616, radiusM: 150 },
  { name: 'Joe’s Pub', address: '425 Lafayette St, New York, NY 10003', latitude: 40.729, longitude: -73.99189 },
  { name: 'Employees Only', address: '510 Hudson St, New York, NY 10014', latitude: 40.73338, longitude: -74.00605 },
  {
    name: 'Smorgasburg Williamsburg',
    address: '90 Kent Ave, Brooklyn, NY 11249',
    latitude: 40.72145,
    longitude: -73.96195,
    radiusM: 200,
    meetPoints: ['East River Lawn', 'Food Stalls', 'Kent Ave Gate'],
  },
  { name: 'Brooklyn Bowl', address: '61 Wythe Ave, Brooklyn, NY 11249', latitude: 40.7219, longitude: -73.95731, meetPoints: ['Lanes Bar', 'Stage Front', 'Entrance'] },
  { name: 'Westlight', address: '111 N 12th St, Brooklyn, NY 11249', latitude: 40.72195, longitude: -73.95802 },
  {
    name: 'Time Out Market New York',
    address: '55 Water St, Brooklyn, NY 11201',
    latitude: 40.7036,
    longitude: -73.99154,
    radiusM: 120,
    meetPoints: ['Rooftop Bar', 'Central Bar', 'Main Entrance'],
  },
  { name: 'Devoción', address: '69 Grand St, Brooklyn, NY 11249', latitude: 40.71594, longitude: -73.96489 },
  { name: 'Bryant Park Grill', address: '25 W 40th St, New York, NY 10018', latitude: 40.75279, longitude: -73.9837, meetPoints: ['Park Terrace', 'Main Bar', 'Entrance'] },
  { name: 'The Campbell', address: '89 E 42nd St, New York, NY 10017', latitude: 40.75263, longitude: -73.97752 },
  { name: 'Russ & Daughters Café', address: '127 Orchard St, New York, NY 10002', latitude: 40.7199, longitude: -73.98939 },
  { name: 'House of Yes', address: '2 Wyckoff Ave, Brooklyn, NY 11237', latitude: 40.7067, longitude: -73.9233, meetPoints: ['Main Bar', 'Dance Floor', 'Front Door'] },
  { name: 'The Jane Hotel Ballroom', address: '113 Jane St, New York, NY 10014', latitude: 40.73832, longitude: -74.00932 },
  { name: 'Paper Plane Café', address: '210 E 14th St, New York, NY 10003', latitude: 40.73278, longitude: -73.98717 },
];

const berlin: SeedVenue[] = [
  { name: 'Klunkerkranich', address: 'Karl-Marx-Straße 66, 12043 Berlin', latitude: 52.48161, longitude: 13.43187, meetPoints: ['Rooftop Garden', 'Bar', 'Stairs Entrance'] },
  { name: 'Prater Garten', address: 'Kastanienallee 7-9, 10435 Berlin', latitude: 52.53983, longitude: 13.41007, radiusM: 120, meetPoints: ['Beer Garden', 'Chestnut Tree', 'Gate'] },
  { name: 'Markthalle Neun', address: 'Eisenbahnstraße 42/43, 10997 Berlin', latitude: 52.50243, longitude: 13.4316, radiusM: 120 },
  { name: 'Monkey Bar', address: 'Budapester Str. 40, 10787 Berlin', latitude: 52.50504, longitude: 13.3378, meetPoints: ['Terrace', 'Bar', 'Lift Lobby'] },
  {
    name: 'Café am Neuen See',
    address: 'Lichtensteinallee 2, 10787 Berlin',
    latitude: 52.50979,
    longitude: 13.34455,
    radiusM: 150,
    meetPoints: ['Lakeside Garden', 'Boat Rental', 'Entrance'],
  },
  { name: 'Hops & Barley', address: 'Wühlischstraße 22/23, 10245 Berlin', latitude: 52.50936, longitude: 13.46136 },
  { name: 'Holzmarkt 25', address: 'Holzmarktstraße 25, 10243 Berlin', latitude: 52.51133, longitude: 13.42488, radiusM: 150 },
  { name: 'Club der Visionäre', address: 'Am Flutgraben 1, 12435 Berlin', latitude: 52.49692, longitude: 13.4521, meetPoints: ['Canal Deck', 'Bar', 'Dance Floor'] },
  { name: 'Zeit für Brot', address: 'Alte Schönhauser Str. 4, 10119 Berlin', latitude: 52.5268, longitude: 13.40622 },
  { name: 'The Barn Roastery', address: 'Schönhauser Allee 8, 10119 Berlin', latitude: 52.53018, longitude: 13.41166 },
  { name: 'Clärchens Ballhaus', address: 'Auguststraße 24, 10117 Berlin', latitude: 52.52665, longitude: 13.39687, meetPoints: ['Ballroom', 'Garden', 'Mirror Hall'] },
  { name: 'Mauerpark Flea Market', address: 'Bernauer Str. 63-64, 13355 Berlin', latitude: 52.54277, longitude: 13.40246, radiusM: 250 },
  { name: 'Kulturbrauerei Courtyard', address: 'Schönhauser Allee 36, 10435 Berlin', latitude: 52.53896, longitude: 13.41297, radiusM: 150 },
  { name: 'Fragrances Bar', address: 'Potsdamer Platz 3, 10785 Berlin', latitude: 52.5095, longitude: 13.3757 },
  { name: 'Neue Odessa Bar', address: 'Torstraße 89, 10119 Berlin', latitude: 52.52913, longitude: 13.40287 },
  { name: 'Schwarze Traube', address: 'Wrangelstraße 24, 10997 Berlin', latitude: 52.5024, longitude: 13.43614 },
  { name: 'Tempelhofer Feld Café', address: 'Tempelhofer Damm 1, 12101 Berlin', latitude: 52.47536, longitude: 13.40148, radiusM: 200 },
  { name: 'Bonanza Coffee Heroes', address: 'Oderberger Str. 35, 10435 Berlin', latitude: 52.53898, longitude: 13.40706 },
  {
    name: 'Kreuzberg Yaam Beach',
    address: 'An der Schillingbrücke 3, 10243 Berlin',
    latitude: 52.50955,
    longitude: 13.42603,
    radiusM: 150,
    meetPoints: ['Beach Bar', 'Riverside', 'Entrance'],
  },
  { name: 'Berghain Kantine', address: 'Am Wriezener Bahnhof, 10243 Berlin', latitude: 52.51105, longitude: 13.44306 },
];

export const seedVenues: SeedVenue[] = [...london, ...newYork, ...berlin];
