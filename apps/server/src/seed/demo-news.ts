import type { DB } from '../db/database.js';
import type { NewsAudience } from '../db/schema.js';

const DAY = 86_400_000;

/**
 * The picture across the top of the slide, fading into the brand's navy where the white title
 * and preface sit, so that they stay readable over any picture.
 */
const slideStyle = (image: string) =>
  `background: linear-gradient(180deg, rgba(11, 37, 69, 0) 0%, rgba(11, 37, 69, 0) 20%, rgba(11, 37, 69, 0.9) 36%, #0b2545 42%), url('/news/${image}') center top / 100% auto no-repeat, #0b2545`;

interface DemoNews {
  slug: string;
  title: string;
  roles: NewsAudience;
  daysAgo: number;
  image: string;
  preface: string;
  body: string;
}

/**
 * Polish news of the demo edition (named after the year it is seeded in): for sellers, for
 * leaders and for both, newest last here.
 */
const demoNews = (edition: string): DemoNews[] => [
  {
    slug: `startuje-edycja-${edition}`,
    title: `Startuje edycja ${edition} programu Partner Plus`,
    roles: 'both',
    daysAgo: 40,
    image: 'nowa-edycja.svg',
    preface:
      '<p>Nowa edycja to <strong>nowe produkty, progi zakupowe i nagrody</strong>. Sprawdź, co się zmieniło, i zacznij zbierać punkty od pierwszego zamówienia.</p>',
    body: `<p>Ruszyła edycja ${edition} programu Partner Plus. Przez cały rok nagradzamy sprzedawców i liderów punktów sprzedaży za zakupy produktów objętych programem.</p>
<h3>Co nowego?</h3>
<ul>
<li>14 produktów w 6 kategoriach, w tym nowe okno PVC Termo 82,</li>
<li>progi zakupowe z nagrodami punktowymi dla każdego produktu,</li>
<li>cztery quizy z nagrodami rzeczowymi,</li>
<li>głosowanie liderów nad kierunkiem nagrody głównej.</li>
</ul>
<p>Zebrane punkty zamienisz na zasilenie karty przedpłaconej. Szczegóły znajdziesz w <a href="/regulamin?date=20250401" target="_blank">regulaminie programu</a>.</p>`,
  },
  {
    slug: 'nowe-okno-pvc-termo-82',
    title: 'Nowe okno PVC Termo 82 w programie',
    roles: 'seller',
    daysAgo: 32,
    image: 'okno-termo.svg',
    preface:
      '<p>Profil <strong>82 mm</strong> i trzy szyby: najcieplejsze okno PVC w naszej ofercie już w programie. Zobacz <a href="/produkty">produkty objęte konkursem</a>.</p>',
    body: `<p>Okno PVC Termo 82 to odpowiedź na pytania klientów budujących domy energooszczędne. Sześciokomorowy profil o głębokości 82 mm i pakiet trzyszybowy dają współczynnik przenikania ciepła całego okna na poziomie 0,72 W/m²K.</p>
<h3>Jak rozmawiać z klientem</h3>
<ol>
<li>Zapytaj o standard budynku i źródło ogrzewania.</li>
<li>Pokaż przekrój profilu i porównaj go z oknem Komfort 70.</li>
<li>Zaproponuj ciepły montaż: za zestaw montażowy też zbierasz punkty.</li>
</ol>
<p>Za okna Termo 82 przewidzieliśmy trzy progi zakupowe. Postęp zobaczysz na stronie <a href="/moje-wyniki">Moje wyniki</a>.</p>`,
  },
  {
    slug: 'jak-osiagnac-prog-zakupowy',
    title: 'Jak szybciej osiągnąć próg zakupowy',
    roles: 'seller',
    daysAgo: 24,
    image: 'prog-zakupowy.svg',
    preface:
      '<p>Pierścień postępu podpowiada, <strong>ile sztuk brakuje</strong> do kolejnego progu. Kilka wskazówek, jak dojść do nagrody przed końcem edycji.</p>',
    body: `<p>Każdy produkt programu ma od jednego do trzech progów zakupowych. Po osiągnięciu progu punkty trafiają na Twoje konto automatycznie, raz za każdy próg.</p>
<ul>
<li><strong>Planuj zamówienia</strong> – większe zamówienie zamiast kilku małych szybciej domyka próg.</li>
<li><strong>Sprawdzaj wyniki</strong> – najedź na pierścień lub kliknij go, aby zobaczyć brakujące sztuki.</li>
<li><strong>Pamiętaj o warunku SSS</strong> – przy oknach dachowych z elektrycznym sterowaniem liczy się też 5 okien elektrycznych.</li>
</ul>
<p>Dane o zakupach aktualizujemy po każdym imporcie od producenta; datę ostatniej aktualizacji znajdziesz pod wynikami.</p>`,
  },
  {
    slug: 'okna-elektryczne-sss',
    title: 'Okna dachowe z elektrycznym sterowaniem – warunek SSS',
    roles: 'seller',
    daysAgo: 16,
    image: 'okno-elektryczne.svg',
    preface:
      '<p>Przy produktach oznaczonych <strong>SSS</strong> próg liczy się dopiero po sprzedaży <strong>5 okien elektrycznych</strong> ze sterowaniem montowanym fabrycznie.</p>',
    body: `<p>Okna dachowe sterowane pilotem lub z aplikacji to coraz częstszy wybór przy poddaszach użytkowych. Dlatego przy wybranych produktach nagradzamy właśnie sprzedaż okien elektrycznych.</p>
<h3>Jak działa warunek SSS?</h3>
<p>Na stronie wyników przy produkcie z oznaczeniem SSS zobaczysz, ile okien elektrycznych brakuje do spełnienia warunku. Dopóki go nie spełnisz, progi zakupowe tego produktu czekają; gdy go spełnisz, zaliczone zostaną wszystkie osiągnięte już progi.</p>
<blockquote>Wskazówka: okna elektryczne z czujnikiem deszczu to najczęściej wybierany zestaw do sypialni na poddaszu.</blockquote>`,
  },
  {
    slug: 'jesienne-szkolenia-produktowe',
    title: 'Jesienne szkolenia produktowe',
    roles: 'both',
    daysAgo: 9,
    image: 'szkolenia.svg',
    preface:
      '<p>Zapraszamy na <strong>bezpłatne szkolenia</strong> z montażu i sprzedaży okien. Terminy i zapisy u Twojego opiekuna regionalnego lub przez <a href="/kontakt">formularz kontaktowy</a>.</p>',
    body: `<p>W październiku i listopadzie odwiedzimy punkty sprzedaży w całej Polsce. Szkolenie trwa jeden dzień i składa się z części teoretycznej i warsztatowej.</p>
<h3>Program szkolenia</h3>
<ul>
<li>nowości w ofercie okien PVC i drewnianych,</li>
<li>ciepły montaż krok po kroku,</li>
<li>okna dachowe z elektrycznym sterowaniem,</li>
<li>jak prowadzić rozmowę z klientem o oszczędności energii.</li>
</ul>
<p>Uczestnicy otrzymują certyfikat, a liderzy – materiały do przeszkolenia swoich zespołów.</p>`,
  },
  {
    slug: 'glosowanie-liderow-nagroda-glowna',
    title: 'Głosowanie liderów: wybierz nagrodę główną',
    roles: 'leader',
    daysAgo: 12,
    image: 'glosowanie.svg',
    preface:
      '<p>Gala czy wyjazd? <strong>Zdecyduj, jak nagrodzimy najlepszych.</strong> Oddaj swój głos na stronie <a href="/glosowanie">głosowania</a>.</p>',
    body: `<p>W tej edycji to liderzy punktów sprzedaży decydują o kształcie nagrody głównej. Do wyboru są dwie propozycje:</p>
<ol>
<li><strong>Gala finałowa</strong> – uroczysty wieczór z koncertem i wręczeniem nagród,</li>
<li><strong>Wyjazd</strong> – kilkudniowa podróż zwycięzców do Portugalii.</li>
</ol>
<p>Każdy lider ma jeden głos. Na finał zaprosimy najwyżej 60 punktów handlowych, które spełnią cele zakupowe we wszystkich 6 kategoriach (a jeśli nikt ich nie spełni – najlepsze z co najmniej 4 zamkniętymi kategoriami).</p>`,
  },
  {
    slug: 'pula-punktow-firmy',
    title: 'Pula punktów firmy: nagradzaj swój zespół',
    roles: 'leader',
    daysAgo: 28,
    image: 'pula-punktow.svg',
    preface:
      '<p>Jako lider możesz <strong>przekazywać punkty z puli firmy</strong> sprzedawcom swojego punktu. Zrobisz to w zakładce <a href="/moj-profil">Mój profil</a>.</p>',
    body: `<p>Pula punktów firmy to narzędzie dla liderów, którzy chcą docenić najaktywniejszych sprzedawców.</p>
<ul>
<li>Punkty przekazujesz w wielokrotnościach 50.</li>
<li>Każde przekazanie widać w historii – Twojej i sprzedawcy.</li>
<li>Sprzedawca może od razu zamówić za nie zasilenie karty.</li>
</ul>
<p>Pamiętaj, że punkty z puli można przekazać tylko sprzedawcom wybranego oddziału.</p>`,
  },
  {
    slug: 'ranking-regionow-po-wakacjach',
    title: 'Ranking regionów po wakacjach',
    roles: 'leader',
    daysAgo: 4,
    image: 'ranking.svg',
    preface:
      '<p>Sprawdź, jak Twój punkt wypada <strong>w regionie, w kraju i w grupie opiekuna</strong>. Pierwsze trzy miejsca w regionie zdobywają nagrody.</p>',
    body: `<p>Po wakacjach ranking nabrał tempa: różnice między czołowymi punktami w większości regionów nie przekraczają kilku procent.</p>
<h3>Jak liczymy ranking?</h3>
<ul>
<li>decyduje wartość zakupów punktu w bieżącej edycji,</li>
<li>przy równej wartości wyżej jest punkt, który osiągnął ją wcześniej,</li>
<li>punkty bez zakupów nie są klasyfikowane (pozycja „---”).</li>
</ul>
<p>Swoją pozycję i sąsiadów w rankingu znajdziesz na stronie <a href="/moje-wyniki">Moje wyniki</a>.</p>`,
  },
];

/** The two directions of the main prize the leaders vote on (their slugs are fixed: docs/product/vote.md). */
const demoVoteOptions = [
  { slug: 'event', name: 'Gala finałowa', sort: 1, image: '/votes/event.svg' },
  { slug: 'wyjazd', name: 'Wyjazd', sort: 2, image: '/votes/wyjazd.svg' },
];

/** The demo's news, published over the last weeks, and the vote's options. */
export async function seedNewsAndVote(trx: DB, now: Date, edition: string): Promise<void> {
  await trx
    .insertInto('news')
    .values(
      demoNews(edition).map((news) => ({
        slug: news.slug,
        title: news.title,
        preface_html: news.preface,
        body_html: news.body,
        photo: `/news/${news.image}`,
        frontend_style: slideStyle(news.image),
        roles: news.roles,
        published_at: new Date(now.getTime() - news.daysAgo * DAY).toISOString(),
        is_published: 1 as const,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })),
    )
    .execute();
  await trx.insertInto('vote_options').values(demoVoteOptions).execute();
}
