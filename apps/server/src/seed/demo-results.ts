import type { Clock } from '../lib/clock.js';
import { explain, nameSource } from '../modules/ledger/ledger.service.js';
import { DEMO_POLICIES } from './demo-policies.js';
import { type NewPurchase, recordPurchases } from '../modules/purchases/purchases.service.js';
import { reachedThresholds } from '../modules/results/targets.js';
import type { DB } from '../db/database.js';

/**
 * The demo's products, purchases and rankings. The demo sellers stand at different points of
 * their targets; generated trade points (with sellers who cannot log in) fill the rankings so
 * that 1000001 wins its region but not the country, 1000002 sits mid-table and 1000003, without
 * purchases, is unranked. The rewards the demo's ledger already holds are the thresholds these
 * purchases reach, so the balances stay as docs/product/README.md promises them.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const categories = [
  ['okna-pvc', 'Okna PVC'],
  ['okna-drewniane', 'Okna drewniane'],
  ['drzwi-zewnetrzne', 'Drzwi zewnętrzne'],
  ['rolety-oslony', 'Rolety i osłony'],
  ['akcesoria-montaz', 'Akcesoria i montaż'],
  ['okna-dachowe', 'Okna dachowe i elektryczne'],
] as const;

type CategorySlug = (typeof categories)[number][0];

interface DemoProduct {
  slug: string;
  name: string;
  category: CategorySlug;
  description: string;
  notes?: string;
  sss?: boolean;
  promoted?: boolean;
  /** Net PLN a piece, for the values of the demo's purchases. */
  price: number;
  /** [pieces, points] of thresholds 1, 2, 3. */
  targets: [number, number][];
}

const products: DemoProduct[] = [
  {
    slug: 'okno-pvc-termo-82',
    name: 'Okno PVC Termo 82',
    category: 'okna-pvc',
    description: 'Sześciokomorowy profil 82 mm i pakiet trzyszybowy – okno do domów energooszczędnych.',
    notes: 'Liczą się okna w kolorze białym i w okleinach drewnopodobnych.',
    price: 1450,
    targets: [
      [10, 300],
      [25, 400],
      [45, 600],
    ],
  },
  {
    slug: 'okno-pvc-komfort-70',
    name: 'Okno PVC Komfort 70',
    category: 'okna-pvc',
    description: 'Sprawdzony profil 70 mm z ciepłą ramką – najczęściej wybierane okno do modernizacji.',
    price: 1100,
    targets: [
      [12, 400],
      [30, 600],
    ],
  },
  {
    slug: 'drzwi-tarasowe-pvc-panorama-hst',
    name: 'Drzwi tarasowe PVC Panorama HST',
    category: 'okna-pvc',
    description: 'Podnoszono-przesuwne drzwi tarasowe z niskim progiem, do przeszkleń do 6 metrów.',
    notes: 'Sztuka to komplet: skrzydło przesuwne, fix i ościeżnica.',
    price: 9800,
    targets: [
      [2, 500],
      [5, 800],
    ],
  },
  {
    slug: 'okno-drewniane-sosna-classic',
    name: 'Okno drewniane Sosna Classic',
    category: 'okna-drewniane',
    description: 'Klejonka sosnowa 68 mm, lakierowana fabrycznie w kolorach palety RAL i lazurach.',
    price: 1900,
    targets: [
      [6, 200],
      [15, 450],
    ],
  },
  {
    slug: 'okno-drewniane-dab-premium',
    name: 'Okno drewniane Dąb Premium',
    category: 'okna-drewniane',
    description: 'Dębowe okno 78 mm z okuciem ukrytym – do rezydencji i budynków zabytkowych.',
    notes: 'Zamówienia z indywidualnym podziałem szprosów liczone jak standardowe.',
    price: 3200,
    targets: [
      [4, 300],
      [10, 500],
      [18, 800],
    ],
  },
  {
    slug: 'drzwi-zewnetrzne-bastion',
    name: 'Drzwi zewnętrzne Bastion',
    category: 'drzwi-zewnetrzne',
    description: 'Stalowe drzwi wejściowe w klasie RC2 z wkładką termiczną i zamkiem trzypunktowym.',
    price: 3900,
    targets: [
      [3, 200],
      [8, 400],
    ],
  },
  {
    slug: 'drzwi-zewnetrzne-linea-aluminium',
    name: 'Drzwi zewnętrzne Linea Aluminium',
    category: 'drzwi-zewnetrzne',
    description: 'Aluminiowe drzwi z panelem nakładkowym i ukrytymi zawiasami, także z czytnikiem linii papilarnych.',
    price: 6800,
    targets: [
      [2, 250],
      [6, 500],
      [10, 750],
    ],
  },
  {
    slug: 'roleta-zewnetrzna-cien-plus',
    name: 'Roleta zewnętrzna Cień Plus',
    category: 'rolety-oslony',
    description: 'Roleta nadstawna z pancerzem aluminiowym, sterowana pilotem lub z aplikacji.',
    price: 780,
    targets: [
      [10, 250],
      [20, 400],
    ],
  },
  {
    slug: 'markiza-zewnetrzna-solar',
    name: 'Markiza zewnętrzna Solar',
    category: 'rolety-oslony',
    description: 'Markiza na okna dachowe zasilana panelem słonecznym – bez kucia i prowadzenia kabli.',
    notes: 'Liczą się markizy do okien dachowych we wszystkich rozmiarach.',
    price: 2400,
    targets: [
      [5, 200],
      [12, 350],
    ],
  },
  {
    slug: 'roleta-wewnetrzna-dekor',
    name: 'Roleta wewnętrzna Dekor',
    category: 'rolety-oslony',
    description: 'Roleta materiałowa w kasecie, w 40 kolorach tkanin, także zaciemniająca.',
    promoted: false,
    price: 260,
    targets: [
      [15, 150],
      [30, 300],
    ],
  },
  {
    slug: 'kolnierz-uszczelniajacy-flex',
    name: 'Kołnierz uszczelniający Flex',
    category: 'akcesoria-montaz',
    description: 'Kołnierz do okien dachowych na pokrycia faliste i płaskie, z fartuchem z aluminium.',
    price: 190,
    targets: [
      [20, 150],
      [50, 300],
    ],
  },
  {
    slug: 'zestaw-cieply-montaz',
    name: 'Zestaw Ciepły Montaż',
    category: 'akcesoria-montaz',
    description: 'Taśmy paroszczelne i paroprzepuszczalne oraz piana – montaż okna w warstwie izolacji.',
    notes: 'Jeden zestaw wystarcza na jedno okno do 1,5 m².',
    promoted: false,
    price: 340,
    targets: [
      [10, 150],
      [25, 300],
      [40, 450],
    ],
  },
  {
    slug: 'okno-dachowe-elektro-sss',
    name: 'Okno dachowe Elektro SSS',
    category: 'okna-dachowe',
    description: 'Okno dachowe z fabrycznie wbudowanym sterowaniem elektrycznym i czujnikiem deszczu.',
    notes:
      'Do warunku SSS liczą się tylko okna ze sterowaniem wbudowanym w fabryce; doposażenie w siłownik się nie liczy.',
    sss: true,
    price: 3600,
    targets: [
      [5, 400],
      [10, 700],
      [20, 1200],
    ],
  },
  {
    slug: 'okno-dachowe-standard-plus',
    name: 'Okno dachowe Standard Plus',
    category: 'okna-dachowe',
    description: 'Drewniane okno dachowe obrotowe z klamką u dołu i wentylacją nawiewną.',
    price: 1650,
    targets: [
      [8, 300],
      [20, 600],
    ],
  },
];

const price = (slug: string) => products.find((product) => product.slug === slug)?.price ?? 0;

const regions = ['Region Centralny', 'Region Południowy', 'Region Zachodni', 'Region Północny'] as const;
type Region = (typeof regions)[number];

const areaManagers = [
  ['Marek Lis', 'marek.lis@partnerplus.pl'],
  ['Ewa Sowa', 'ewa.sowa@partnerplus.pl'],
  ['Paweł Kruk', 'pawel.kruk@partnerplus.pl'],
  ['Joanna Wrona', 'joanna.wrona@partnerplus.pl'],
  ['Adam Czapla', 'adam.czapla@partnerplus.pl'],
  ['Beata Zięba', 'beata.zieba@partnerplus.pl'],
] as const;
type AreaManager = (typeof areaManagers)[number][0];

/** The demo's own companies: their region, AM and target of the edition (PLN). */
const demoCompanies: { sap: string; region: Region; am: AreaManager; target: number }[] = [
  { sap: '1000001', region: 'Region Centralny', am: 'Marek Lis', target: 250_000 },
  { sap: '1000002', region: 'Region Południowy', am: 'Paweł Kruk', target: 120_000 },
  { sap: '1000003', region: 'Region Zachodni', am: 'Joanna Wrona', target: 80_000 },
];

/**
 * Trade points that fill the rankings: their purchases come to about `value` PLN; `allSix` ones
 * closed all six categories of the main prize.
 */
const tradePoints: {
  name: string;
  city: string;
  province: string;
  region: Region;
  am: AreaManager;
  value: number;
  allSix?: boolean;
}[] = [
  {
    name: 'Okna Mazowsze',
    city: 'Radom',
    province: 'mazowieckie',
    region: 'Region Centralny',
    am: 'Marek Lis',
    value: 148_000,
  },
  {
    name: 'Dom i Okno',
    city: 'Łódź',
    province: 'łódzkie',
    region: 'Region Centralny',
    am: 'Marek Lis',
    value: 121_000,
  },
  {
    name: 'Budmat',
    city: 'Siedlce',
    province: 'mazowieckie',
    region: 'Region Centralny',
    am: 'Ewa Sowa',
    value: 97_000,
  },
  {
    name: 'Fenster-Pol',
    city: 'Płock',
    province: 'mazowieckie',
    region: 'Region Centralny',
    am: 'Ewa Sowa',
    value: 83_000,
  },
  {
    name: 'Okna Podlasie',
    city: 'Białystok',
    province: 'podlaskie',
    region: 'Region Centralny',
    am: 'Ewa Sowa',
    value: 64_000,
  },
  {
    name: 'Lubelskie Centrum Okien',
    city: 'Lublin',
    province: 'lubelskie',
    region: 'Region Centralny',
    am: 'Ewa Sowa',
    value: 41_000,
  },
  {
    name: 'Okna Śląsk',
    city: 'Katowice',
    province: 'śląskie',
    region: 'Region Południowy',
    am: 'Paweł Kruk',
    value: 310_000,
    allSix: true,
  },
  {
    name: 'Tarnowskie Okna',
    city: 'Tarnów',
    province: 'małopolskie',
    region: 'Region Południowy',
    am: 'Paweł Kruk',
    value: 240_000,
  },
  {
    name: 'Budomix',
    city: 'Rzeszów',
    province: 'podkarpackie',
    region: 'Region Południowy',
    am: 'Paweł Kruk',
    value: 198_000,
  },
  {
    name: 'Okno-Dach',
    city: 'Kielce',
    province: 'świętokrzyskie',
    region: 'Region Południowy',
    am: 'Joanna Wrona',
    value: 72_000,
  },
  {
    name: 'Bielskie Centrum Budowlane',
    city: 'Bielsko-Biała',
    province: 'śląskie',
    region: 'Region Południowy',
    am: 'Joanna Wrona',
    value: 38_000,
  },
  {
    name: 'Dachy i Okna',
    city: 'Nowy Sącz',
    province: 'małopolskie',
    region: 'Region Południowy',
    am: 'Joanna Wrona',
    value: 22_000,
  },
  {
    name: 'Okna Wrocław Plus',
    city: 'Wrocław',
    province: 'dolnośląskie',
    region: 'Region Zachodni',
    am: 'Adam Czapla',
    value: 280_000,
    allSix: true,
  },
  {
    name: 'Lubuskie Okna',
    city: 'Zielona Góra',
    province: 'lubuskie',
    region: 'Region Zachodni',
    am: 'Adam Czapla',
    value: 225_000,
  },
  {
    name: 'Opolski Dom',
    city: 'Opole',
    province: 'opolskie',
    region: 'Region Zachodni',
    am: 'Adam Czapla',
    value: 187_000,
  },
  {
    name: 'Kaliskie Okna',
    city: 'Kalisz',
    province: 'wielkopolskie',
    region: 'Region Zachodni',
    am: 'Beata Zięba',
    value: 168_000,
  },
  // Two trade points with equal purchases: the one that got there first ranks higher.
  {
    name: 'Legnickie Okna i Drzwi',
    city: 'Legnica',
    province: 'dolnośląskie',
    region: 'Region Zachodni',
    am: 'Beata Zięba',
    value: 58_000,
  },
  {
    name: 'Gnieźnieńskie Centrum Okien',
    city: 'Gniezno',
    province: 'wielkopolskie',
    region: 'Region Zachodni',
    am: 'Beata Zięba',
    value: 58_000,
  },
  {
    name: 'Okna Bałtyk',
    city: 'Gdańsk',
    province: 'pomorskie',
    region: 'Region Północny',
    am: 'Marek Lis',
    value: 265_000,
    allSix: true,
  },
  {
    name: 'Toruńskie Okna',
    city: 'Toruń',
    province: 'kujawsko-pomorskie',
    region: 'Region Północny',
    am: 'Beata Zięba',
    value: 210_000,
  },
  {
    name: 'Warmia Okna',
    city: 'Olsztyn',
    province: 'warmińsko-mazurskie',
    region: 'Region Północny',
    am: 'Ewa Sowa',
    value: 176_000,
  },
  {
    name: 'Szczecińskie Centrum Okien',
    city: 'Szczecin',
    province: 'zachodniopomorskie',
    region: 'Region Północny',
    am: 'Beata Zięba',
    value: 160_000,
  },
  {
    name: 'Bydgoskie Okna',
    city: 'Bydgoszcz',
    province: 'kujawsko-pomorskie',
    region: 'Region Północny',
    am: 'Marek Lis',
    value: 99_000,
  },
  {
    name: 'Dom i Ogród',
    city: 'Koszalin',
    province: 'zachodniopomorskie',
    region: 'Region Północny',
    am: 'Beata Zięba',
    value: 45_000,
  },
];

const firstNames = ['Adam', 'Barbara', 'Cezary', 'Dorota', 'Edward', 'Filomena', 'Grzegorz', 'Halina'];
const lastNames = ['Mazur', 'Krawczyk', 'Kaczmarek', 'Piotrowski', 'Grabowska', 'Pawlak', 'Michalski', 'Król'];

/** [product, pieces, electric windows, days ago] */
type Line = [string, number, number, number];

/**
 * The demo accounts' purchases. Where a line reaches a threshold it is made two hours before the
 * reward the demo ledger holds for it (days ago as in seedPoints).
 */
const demoPurchases: { email: string; sap: string; lines: Line[] }[] = [
  {
    email: 'sprzedawca@demo.pl',
    sap: '1000001',
    lines: [
      ['okno-pvc-termo-82', 6, 0, 31],
      ['okno-pvc-termo-82', 5, 0, 30], // threshold 1 (10 pieces)
      ['roleta-zewnetrzna-cien-plus', 12, 0, 26], // threshold 1 (10)
      ['okno-dachowe-standard-plus', 7, 0, 16],
      ['okno-pvc-termo-82', 15, 0, 14], // threshold 2 (25)
      ['okno-dachowe-elektro-sss', 3, 1, 12],
      ['kolnierz-uszczelniajacy-flex', 22, 0, 10], // threshold 1 (20)
      ['roleta-zewnetrzna-cien-plus', 4, 0, 9],
      ['drzwi-zewnetrzne-bastion', 3, 0, 6], // threshold 1, exactly (3)
      ['okno-pvc-termo-82', 6, 0, 4],
      ['okno-dachowe-elektro-sss', 1, 1, 0],
    ],
  },
  {
    email: 'karta@demo.pl',
    sap: '1000001',
    lines: [
      ['okno-pvc-komfort-70', 14, 0, 20], // threshold 1 (12)
      ['okno-drewniane-sosna-classic', 6, 0, 8], // threshold 1, exactly (6)
      ['markiza-zewnetrzna-solar', 3, 0, 3],
    ],
  },
  {
    email: 'lider@demo.pl',
    sap: '1000001',
    lines: [['drzwi-tarasowe-pvc-panorama-hst', 2, 0, 15]], // threshold 1 (2)
  },
  {
    // The leader also buys for the Kraków branch, below every threshold there.
    email: 'lider@demo.pl',
    sap: '1000002',
    lines: [
      ['okno-pvc-termo-82', 9, 0, 22],
      ['okno-drewniane-sosna-classic', 5, 0, 17],
      ['okno-dachowe-elektro-sss', 6, 3, 11],
      ['roleta-zewnetrzna-cien-plus', 8, 0, 5],
    ],
  },
];

/** The rewards of seedPoints, as the thresholds they paid for. */
const demoRewards: { email: string; sap: string; product: string; threshold: number }[] = [
  { email: 'sprzedawca@demo.pl', sap: '1000001', product: 'okno-pvc-termo-82', threshold: 1 },
  { email: 'sprzedawca@demo.pl', sap: '1000001', product: 'okno-pvc-termo-82', threshold: 2 },
  { email: 'sprzedawca@demo.pl', sap: '1000001', product: 'roleta-zewnetrzna-cien-plus', threshold: 1 },
  { email: 'sprzedawca@demo.pl', sap: '1000001', product: 'kolnierz-uszczelniajacy-flex', threshold: 1 },
  { email: 'sprzedawca@demo.pl', sap: '1000001', product: 'drzwi-zewnetrzne-bastion', threshold: 1 },
  { email: 'karta@demo.pl', sap: '1000001', product: 'okno-pvc-komfort-70', threshold: 1 },
  { email: 'karta@demo.pl', sap: '1000001', product: 'okno-drewniane-sosna-classic', threshold: 1 },
  { email: 'lider@demo.pl', sap: '1000001', product: 'drzwi-tarasowe-pvc-panorama-hst', threshold: 1 },
];

/** A generated trade point's purchases: a base assortment, then big and small items up to its value. */
function tradePointLines(value: number, allSix: boolean): [string, number, number][] {
  const base: [string, number, number][] = allSix
    ? [
        ['okno-pvc-termo-82', 10, 0],
        ['okno-drewniane-sosna-classic', 6, 0],
        ['drzwi-zewnetrzne-bastion', 3, 0],
        ['roleta-zewnetrzna-cien-plus', 10, 0],
        ['kolnierz-uszczelniajacy-flex', 20, 0],
        ['okno-dachowe-elektro-sss', 5, 5],
      ]
    : [
        ['okno-pvc-termo-82', 8, 0],
        ['roleta-zewnetrzna-cien-plus', 6, 0],
        ['kolnierz-uszczelniajacy-flex', 10, 0],
      ];
  let rest = value - base.reduce((sum, [slug, pieces]) => sum + price(slug) * pieces, 0);
  for (const slug of ['drzwi-tarasowe-pvc-panorama-hst', 'okno-pvc-komfort-70', 'kolnierz-uszczelniajacy-flex']) {
    const pieces = Math.floor(rest / price(slug));
    if (pieces > 0) base.push([slug, pieces, 0]);
    rest -= pieces * price(slug);
  }
  return base;
}

export async function seedResults(trx: DB, clock: Clock, edition: string): Promise<void> {
  const now = clock.now();
  const daysAgo = (days: number, hoursBefore = 0) =>
    new Date(now.getTime() - days * DAY - hoursBefore * HOUR).toISOString();

  const regionIds = new Map<string, number>();
  for (const name of regions) {
    const { id } = await trx.insertInto('regions').values({ name }).returning('id').executeTakeFirstOrThrow();
    regionIds.set(name, id);
  }
  const amIds = new Map<string, number>();
  for (const [name, email] of areaManagers) {
    const { id } = await trx
      .insertInto('area_managers')
      .values({ name, email })
      .returning('id')
      .executeTakeFirstOrThrow();
    amIds.set(name, id);
  }

  const companyIds = new Map<string, number>();
  for (const company of demoCompanies) {
    const { id } = await trx
      .updateTable('companies')
      .set({ region_id: regionIds.get(company.region) ?? null, area_manager_id: amIds.get(company.am) ?? null })
      .where('sap', '=', company.sap)
      .returning('id')
      .executeTakeFirstOrThrow();
    companyIds.set(company.sap, id);
    await trx
      .insertInto('company_targets')
      .values({ company_id: id, edition, target_value_grosze: company.target * 100 })
      .execute();
  }

  const categoryIds = new Map<string, number>();
  for (const [index, [slug, name]] of categories.entries()) {
    const { id } = await trx
      .insertInto('product_categories')
      .values({ slug, name, sort: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(slug, id);
  }
  const productIds = new Map<string, number>();
  for (const [index, product] of products.entries()) {
    const { id } = await trx
      .insertInto('products')
      .values({
        slug: product.slug,
        name: product.name,
        category_id: categoryIds.get(product.category) ?? 0,
        description: product.description,
        image: `/products/${product.slug}.svg`,
        is_sss_value: product.sss ? 1 : 0,
        notes: product.notes ?? null,
        is_promoted: product.promoted === false ? 0 : 1,
        sort: index + 1,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.set(product.slug, id);
    await trx
      .insertInto('product_targets')
      .values(
        product.targets.map(([min, points], threshold) => ({
          product_id: id,
          edition,
          threshold: threshold + 1,
          min_quantity: min,
          points,
        })),
      )
      .execute();
  }
  const productId = (slug: string) => productIds.get(slug) ?? 0;

  const demoUsers = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      demoPurchases.map((entry) => entry.email),
    )
    .execute();
  const userIds = new Map(demoUsers.map((user) => [user.email, user.id]));

  const purchases: NewPurchase[] = [];
  const purchase = (
    externalId: string,
    userId: number,
    companyId: number,
    [slug, pieces, sss]: [string, number, number],
    at: string,
  ) =>
    purchases.push({
      external_id: externalId,
      user_id: userId,
      company_id: companyId,
      product_id: productId(slug),
      edition,
      quantity: pieces,
      sss_quantity: sss,
      value_grosze: price(slug) * pieces * 100,
      purchased_at: at,
    });

  for (const { email, sap, lines } of demoPurchases) {
    lines.forEach(([slug, pieces, sss, days], index) =>
      purchase(
        `DEMO-${sap}-${email}-${index + 1}`,
        userIds.get(email) ?? 0,
        companyIds.get(sap) ?? 0,
        [slug, pieces, sss],
        daysAgo(days, 2),
      ),
    );
  }

  for (const [index, point] of tradePoints.entries()) {
    const sap = String(1_000_101 + index);
    const { id: companyId } = await trx
      .insertInto('companies')
      .values({
        sap,
        name: `${point.name} – ${point.city}`,
        tax_identifier: null,
        regon: null,
        potential_group: index % 3 === 0 ? 'A' : 'B',
        street: null,
        building: null,
        local: null,
        post_code: null,
        city: point.city,
        province: point.province,
        county: point.city,
        is_central: 1,
        created_at: now.toISOString(),
        region_id: regionIds.get(point.region) ?? null,
        area_manager_id: amIds.get(point.am) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('company_targets')
      .values({
        company_id: companyId,
        edition,
        target_value_grosze: Math.round((point.value * 1.25) / 1000) * 1000 * 100,
      })
      .execute();
    const { id: sellerId } = await trx
      .insertInto('users')
      .values({
        email: `sprzedawca-${sap}@punkty.demo.pl`,
        phone: null,
        password_hash: null,
        first_name: firstNames[index % firstNames.length] ?? 'Jan',
        last_name: lastNames[(index * 3) % lastNames.length] ?? 'Kowalski',
        role: 'seller',
        is_seller: 1,
        is_active: 1,
        tax_declaration: 'pit',
        company_id: companyId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_companies').values({ user_id: sellerId, company_id: companyId }).execute();
    // Spread over the last seven weeks; each trade point's last purchase at its own moment.
    tradePointLines(point.value, point.allSix ?? false).forEach((line, lineIndex) =>
      purchase(
        `DEMO-${sap}-${lineIndex + 1}`,
        sellerId,
        companyId,
        line,
        daysAgo(48 - 4 * lineIndex - (index % 7), index),
      ),
    );
  }

  await linkDemoRewards(trx, purchases, { edition, userIds, companyIds, productId });

  // The trade points' rewards belong to the weeks before seeding: nothing of them waits.
  const summary = await recordPurchases(trx, clock, {
    source: 'Dane demonstracyjne producenta',
    purchases,
    policy: DEMO_POLICIES.first,
  });
  const demoIds = new Set(userIds.values());
  if (summary.credited.some((credit) => demoIds.has(credit.userId))) {
    throw new Error('The demo purchases reach a threshold the demo ledger has no reward for');
  }
}

/**
 * Records the demo ledger's rewards as the thresholds they paid for, at the moment the demo
 * purchases reach them, so that crediting the purchases finds them paid already.
 */
async function linkDemoRewards(
  trx: DB,
  purchases: readonly NewPurchase[],
  ids: {
    edition: string;
    userIds: Map<string, number>;
    companyIds: Map<string, number>;
    productId: (slug: string) => number;
  },
): Promise<void> {
  for (const reward of demoRewards) {
    const product = products.find((candidate) => candidate.slug === reward.product);
    const userId = ids.userIds.get(reward.email) ?? 0;
    const companyId = ids.companyIds.get(reward.sap) ?? 0;
    const productId = ids.productId(reward.product);
    if (!product) throw new Error(`Demo product ${reward.product} is missing`);
    const bought = purchases
      .filter((row) => row.user_id === userId && row.company_id === companyId && row.product_id === productId)
      .sort((a, b) => a.purchased_at.localeCompare(b.purchased_at))
      .map((row) => ({ quantity: row.quantity, sss: row.sss_quantity, at: row.purchased_at }));
    const targets = product.targets.map(([min, points], index) => ({ threshold: index + 1, min, points }));
    const reached = reachedThresholds(targets, bought, product.sss ?? false).find(
      (target) => target.threshold === reward.threshold,
    );
    const entry = await trx
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select(['point_entries.operation_id', 'point_entries.amount', 'point_entries.created_at'])
      .where('point_operations.kind', '=', 'purchase_reward')
      .where('point_entries.owner_type', '=', 'user')
      .where('point_entries.owner_id', '=', userId)
      .where('point_entries.description', '=', `Nagroda za cel zakupowy: ${product.name}, próg ${reward.threshold}`)
      .executeTakeFirst();
    if (!reached || !entry || entry.amount !== reached.points) {
      throw new Error(
        `The demo reward for ${product.name}, threshold ${reward.threshold}, does not match its purchases`,
      );
    }
    const credit = await trx
      .insertInto('target_credits')
      .values({
        user_id: userId,
        company_id: companyId,
        product_id: productId,
        edition: ids.edition,
        threshold: reward.threshold,
        points: entry.amount,
        operation_id: entry.operation_id,
        reached_at: reached.reachedAt,
        created_at: entry.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The reward explains itself as an import's would, as if the lines came that day (the demo's
    // lines have no line numbers).
    const pieces = bought
      .filter((row) => row.at.slice(0, 10) <= entry.created_at.slice(0, 10))
      .reduce((sum, row) => sum + (product.sss ? row.sss : row.quantity), 0);
    await nameSource(trx, entry.operation_id, {
      id: credit.id,
      explanation: explain.threshold(reward.threshold, product.name, pieces, entry.created_at, []),
    });
  }
}
