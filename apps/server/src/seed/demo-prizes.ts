import type { DB } from '../db/database.js';

/*
 * The demo's prize catalogue (docs/product/catalogue-and-codes.md "The demo", a contract for tests): the
 * eight categories in the catalogue's order and 48 prizes across them, from 50 to 20,000 points. Each
 * shows its category's picture (apps/web/public/prizes); operators upload a prize's own.
 */

const categories: { slug: string; name: string; prizes: [index: string, name: string, points: number][] }[] = [
  {
    slug: 'sprzet-rtv',
    name: 'Sprzęt RTV',
    prizes: [
      ['RTV-001', 'Telewizor 55" 4K UHD', 9800],
      ['RTV-002', 'Soundbar 2.1 z subwooferem', 3200],
      ['RTV-003', 'Głośnik Bluetooth wodoodporny', 900],
      ['RTV-004', 'Słuchawki bezprzewodowe z ANC', 1600],
      ['RTV-005', 'Radio cyfrowe DAB+', 650],
      ['RTV-006', 'Projektor Full HD', 7400],
    ],
  },
  {
    slug: 'motoryzacja-i-warsztat',
    name: 'Motoryzacja i warsztat',
    prizes: [
      ['MOT-001', 'Wiertarko-wkrętarka akumulatorowa 18 V', 1900],
      ['MOT-002', 'Zestaw kluczy nasadowych 94 el.', 1100],
      ['MOT-003', 'Kompresor samochodowy 12 V', 450],
      ['MOT-004', 'Odkurzacz samochodowy', 520],
      ['MOT-005', 'Poziomica laserowa krzyżowa', 1450],
      ['MOT-006', 'Latarka warsztatowa LED', 180],
    ],
  },
  {
    slug: 'agd',
    name: 'AGD',
    prizes: [
      ['AGD-001', 'Ekspres do kawy automatyczny', 6400],
      ['AGD-002', 'Robot kuchenny planetarny', 4200],
      ['AGD-003', 'Frytkownica beztłuszczowa', 1300],
      ['AGD-004', 'Czajnik elektryczny ze szkła', 320],
      ['AGD-005', 'Odkurzacz pionowy bezprzewodowy', 5200],
      ['AGD-006', 'Blender kielichowy', 780],
    ],
  },
  {
    slug: 'dom-i-ogrod',
    name: 'Dom i ogród',
    prizes: [
      ['DOM-001', 'Grill gazowy 3-palnikowy', 5600],
      ['DOM-002', 'Kosiarka akumulatorowa', 4800],
      ['DOM-003', 'Zestaw mebli balkonowych', 2900],
      ['DOM-004', 'Komplet pościeli z satyny', 420],
      ['DOM-005', 'Zestaw garnków ze stali', 1500],
      ['DOM-006', 'Kubek termiczny', 50],
    ],
  },
  {
    slug: 'zdrowie-i-uroda',
    name: 'Zdrowie i uroda',
    prizes: [
      ['ZDR-001', 'Szczoteczka soniczna', 850],
      ['ZDR-002', 'Suszarka do włosów z jonizacją', 690],
      ['ZDR-003', 'Masażer karku i pleców', 560],
      ['ZDR-004', 'Waga łazienkowa z analizą składu ciała', 380],
      ['ZDR-005', 'Ciśnieniomierz naramienny', 470],
      ['ZDR-006', 'Golarka elektryczna', 1250],
    ],
  },
  {
    slug: 'komputery-i-foto',
    name: 'Komputery i foto',
    prizes: [
      ['KOM-001', 'Laptop 15,6" 16 GB RAM', 15800],
      ['KOM-002', 'Tablet 11" 128 GB', 6900],
      ['KOM-003', 'Aparat bezlusterkowy z obiektywem', 20000],
      ['KOM-004', 'Monitor 27" QHD', 4300],
      ['KOM-005', 'Dysk przenośny SSD 1 TB', 1350],
      ['KOM-006', 'Mysz bezprzewodowa ergonomiczna', 240],
    ],
  },
  {
    slug: 'smartfony-i-gadzety',
    name: 'Smartfony i gadżety',
    prizes: [
      ['SMA-001', 'Smartfon 6,5" 256 GB', 11500],
      ['SMA-002', 'Smartwatch z GPS', 3100],
      ['SMA-003', 'Powerbank 20 000 mAh', 360],
      ['SMA-004', 'Ładowarka indukcyjna', 210],
      ['SMA-005', 'Opaska sportowa', 620],
      ['SMA-006', 'Uchwyt samochodowy na telefon', 90],
    ],
  },
  {
    slug: 'sport-i-rekreacja',
    name: 'Sport i rekreacja',
    prizes: [
      ['SPO-001', 'Rower trekkingowy', 12400],
      ['SPO-002', 'Hulajnoga elektryczna', 8900],
      ['SPO-003', 'Namiot 4-osobowy', 2300],
      ['SPO-004', 'Plecak turystyczny 40 l', 740],
      ['SPO-005', 'Mata do jogi', 150],
      ['SPO-006', 'Łyżworolki regulowane', 1050],
    ],
  },
];

export async function seedPrizes(trx: DB, now: string): Promise<void> {
  for (const [sort, category] of categories.entries()) {
    const { id } = await trx
      .insertInto('prize_categories')
      .values({ slug: category.slug, name: category.name, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('prizes')
      .values(
        category.prizes.map(([index, name, points]) => ({
          index,
          name,
          category_id: id,
          points,
          image: `/prizes/${category.slug}.svg`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}
