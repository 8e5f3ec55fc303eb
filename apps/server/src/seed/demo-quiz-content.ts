/**
 * The demo's quizzes and their content, as plain data. It imports nothing, so the browser
 * journeys can read the right answers here (the browser itself never receives them).
 */

/**
 * The demo's quizzes by their slugs, which stay as they were when the slugs lived in the contract:
 * links and tests name them. Any other quiz is an operator's (docs/decisions/0038-operator-built-quizzes.md).
 */
export const demoQuizSlugs = {
  findPair: 'znajdz-pare-1',
  millionaires: 'milionerzy-7',
  crossword: 'krzyzowka-nr-2',
  findDiff: 'znajdz-roznice-1',
} as const;

/** The demo opens every quiz for this many days from the seeding. */
export const DEMO_QUIZ_DAYS = 30;

export interface DemoQuiz {
  slug: string;
  kind: 'crossword' | 'millionaires' | 'find_diff' | 'find_pair';
  title: string;
  attempts_allowed: number;
  questions_per_attempt: number | null;
  lives: number | null;
  prize_places: number;
  places_per_region: 0 | 1;
  min_duration_ms: number | null;
  min_step_ms: number | null;
  prizes: string;
  rules: string;
}

export const demoQuizzes: DemoQuiz[] = [
  {
    slug: demoQuizSlugs.millionaires,
    kind: 'millionaires',
    title: 'Milionerzy',
    attempts_allowed: 2,
    questions_per_attempt: 5,
    lives: null,
    prize_places: 3,
    places_per_region: 0,
    // Reading a question and its answers takes a person more than a second.
    min_duration_ms: 5_000,
    min_step_ms: 1_000,
    prizes: 'Torba sportowa Partner Plus\nParasol z logo programu\nCzapka z daszkiem',
    rules: [
      'Odpowiedz na 5 pytań o oknach i budownictwie, wylosowanych dla Ciebie z puli pytań. Każde ma od 2 do 4 odpowiedzi (A–D), poprawna jest jedna.',
      'Błędna odpowiedź kończy podejście. Masz 2 podejścia.',
      'W każdym podejściu możesz raz skorzystać z koła 50/50 i raz z pomocy publiczności.',
      'Czas liczy serwer od kliknięcia START do ostatniej odpowiedzi. Nagrody otrzymają 3 najszybsze osoby, które odpowiedzą poprawnie na wszystkie pytania.',
      'Opuszczenie strony w trakcie gry kończy podejście.',
    ].join('\n'),
  },
  {
    slug: demoQuizSlugs.crossword,
    kind: 'crossword',
    title: 'Krzyżówka nr 2',
    attempts_allowed: 3,
    questions_per_attempt: 9,
    lives: null,
    prize_places: 6,
    places_per_region: 1,
    // Typing nine answers and the password takes far longer, even for someone who knows them all.
    min_duration_ms: 45_000,
    min_step_ms: null,
    prizes: 'Bluza Partner Plus\nKoszulka (T-shirt) Partner Plus',
    rules: [
      'Rozwiąż 9 haseł o oknach i budownictwie i wpisz hasło dodatkowe ułożone z liter oznaczonych numerami.',
      'Czas liczy serwer od pierwszego kliknięcia START do wysłania odpowiedzi.',
      'Nagrody otrzyma 6 najszybszych osób w każdym regionie, które rozwiążą krzyżówkę bezbłędnie.',
      'Za każdego sprzedawcę punktu, który rozwiąże krzyżówkę, do premii głównej punktu dodajemy 50 zł.',
      'Masz 3 podejścia. Opuszczenie strony przed wysłaniem odpowiedzi kończy podejście, a czas liczy się dalej od pierwszego START.',
    ].join('\n'),
  },
  {
    slug: demoQuizSlugs.findDiff,
    kind: 'find_diff',
    title: 'Znajdź różnice',
    attempts_allowed: 1,
    questions_per_attempt: 9,
    lives: 3,
    prize_places: 3,
    places_per_region: 1,
    // Looking for a difference and aiming at it takes a person more than 0.8 s a click, and
    // nine of them, even known in advance, more than half a minute.
    min_duration_ms: 30_000,
    min_step_ms: 800,
    prizes:
      'Miejsce 1: karta podarunkowa 500 zł\nMiejsce 2: karta podarunkowa 300 zł\nMiejsce 3: karta podarunkowa 200 zł',
    rules: [
      'Znajdź 9 różnic między dwoma obrazkami. Masz 3 życia: kliknięcie obok różnicy kosztuje jedno.',
      'Czas liczy serwer od startu do zapisania wyniku. Nagrody otrzymają 3 najszybsze osoby w każdym regionie.',
      'Quiz działa tylko na komputerze.',
    ].join('\n'),
  },
  {
    slug: demoQuizSlugs.findPair,
    kind: 'find_pair',
    title: 'Znajdź parę',
    attempts_allowed: 1,
    questions_per_attempt: 10,
    lives: null,
    prize_places: 3,
    places_per_region: 0,
    // Turning a card is a look and a move of the mouse, at least 0.7 s; twenty cards or more,
    // with the board clearing after every pair, take a person more than 25 s even with luck.
    min_duration_ms: 25_000,
    min_step_ms: 700,
    prizes:
      'Miejsce 1: karta podarunkowa 500 zł\nMiejsce 2: karta podarunkowa 300 zł\nMiejsce 3: karta podarunkowa 200 zł',
    rules: [
      'Odkryj 10 par wśród 20 kart, odwracając po dwie naraz.',
      'Czas liczy serwer od startu do zakończenia gry. Nagrody otrzymają 3 najszybsze osoby.',
      'Quiz działa tylko na komputerze.',
    ].join('\n'),
  },
];

export interface DemoMillionairesAnswer {
  type: 'text' | 'img';
  /** The text, or the image's path under the web app's public folder. */
  name: string;
  alt?: string;
  correct?: true;
}

export interface DemoMillionairesQuestion {
  name: string;
  answers: DemoMillionairesAnswer[];
}

const text = (name: string, correct?: true): DemoMillionairesAnswer => ({
  type: 'text',
  name,
  ...(correct && { correct }),
});
/**
 * A picture answer. The file is named by its content's hash (apps/web/public/quizzes/millionaires)
 * and holds no title or text, and the alt text describes what is drawn in the same way for every
 * option, so neither the path nor the description tells which picture is right.
 */
const image = (hash: string, alt: string, correct?: true): DemoMillionairesAnswer => ({
  type: 'img',
  name: `/quizzes/millionaires/${hash}.svg`,
  alt,
  ...(correct && { correct }),
});

/** The pictures, by what they show (for the people who look after the questions). */
const pictures = {
  balconyDoor: 'd7414810bc0f',
  roofWindow: '006e2a6c249a',
  sliding: '8cec869977fe',
  sideHung: 'b5fec389b733',
  fixed: 'aac0e315bb69',
  bottomHung: '64b242a7ff08',
  tiltAndTurn: '09a29cd224a8',
};

export const demoMillionairesQuestions: DemoMillionairesQuestion[] = [
  {
    name: 'Co opisuje współczynnik przenikania ciepła Uw okna?',
    answers: [
      text('Ile ciepła ucieka przez całe okno', true),
      text('Wysokość okna w centymetrach'),
      text('Odporność okna na włamanie'),
      text('Masę pakietu szybowego'),
    ],
  },
  {
    name: 'Im niższy współczynnik Uw, tym okno…',
    answers: [
      text('lepiej chroni przed utratą ciepła', true),
      text('gorzej chroni przed utratą ciepła'),
      text('przepuszcza mniej światła'),
      text('jest trudniejsze w montażu'),
    ],
  },
  {
    name: 'Jak nazywa się pozioma płyta pod oknem od strony pokoju?',
    answers: [text('Nadproże'), text('Parapet', true), text('Ościeże'), text('Listwa przyszybowa')],
  },
  {
    name: 'Jakim gazem wypełnia się zwykle przestrzeń między szybami okien energooszczędnych?',
    answers: [text('Tlenem'), text('Azotem z powietrza'), text('Argonem', true), text('Dwutlenkiem węgla')],
  },
  {
    name: 'Jak nazywa się część okna osadzona na stałe w murze?',
    answers: [text('Skrzydło'), text('Ościeżnica', true), text('Szpros'), text('Okucie')],
  },
  {
    name: 'Do czego służy nawiewnik okienny?',
    answers: [
      text('Do dopływu świeżego powietrza przy zamkniętym oknie', true),
      text('Do blokowania klamki'),
      text('Do odprowadzania wody deszczowej'),
      text('Do regulacji docisku skrzydła'),
    ],
  },
  {
    name: 'Czy tak zwany ciepły montaż okna ogranicza mostki termiczne na styku okna z murem?',
    answers: [text('Tak', true), text('Nie')],
  },
  {
    name: 'Który materiał nie jest typowym materiałem ram okiennych?',
    answers: [text('PVC'), text('Drewno'), text('Aluminium'), text('Beton', true)],
  },
  {
    name: 'Co przede wszystkim dają rolety zewnętrzne latem?',
    answers: [
      text('Chronią wnętrze przed nagrzewaniem', true),
      text('Zastępują parapet zewnętrzny'),
      text('Wzmacniają nadproże'),
      text('Zwiększają powierzchnię szyby'),
    ],
  },
  {
    name: 'Jak nazywa się pionowy element dzielący ramę okna na części?',
    answers: [text('Rynna'), text('Słupek', true), text('Parapet')],
  },
  {
    name: 'Ile szyb ma pakiet trzyszybowy?',
    answers: [text('Dwie'), text('Trzy', true), text('Cztery'), text('Pięć')],
  },
  {
    name: 'Który symbol na rysunku technicznym oznacza skrzydło uchylne (zawiasy na dole)?',
    answers: [
      image(pictures.sideHung, 'Rama okna z przerywanym trójkątem o wierzchołku po lewej'),
      image(pictures.bottomHung, 'Rama okna z przerywanym trójkątem o wierzchołku u dołu', true),
      image(pictures.sliding, 'Rama okna z dwiema szybami i strzałką w prawo'),
      image(pictures.fixed, 'Rama okna z szybą, bez linii i strzałek'),
    ],
  },
  {
    name: 'Który rysunek przedstawia okno dachowe?',
    answers: [
      image(pictures.balconyDoor, 'Wysoka rama z szybą i klamką, sięgająca podłogi'),
      image(pictures.tiltAndTurn, 'Rama okna z dwoma przerywanymi trójkątami'),
      image(pictures.roofWindow, 'Rama z szybą wśród ukośnych czerwonych pasów', true),
      image(pictures.sliding, 'Rama okna z dwiema szybami i strzałką w prawo'),
    ],
  },
];

export interface DemoCrosswordQuestion {
  number: number;
  clue: string;
  answer: string;
  /** 1-based position of the letter in the main column. */
  mainLetter: number;
  /** The cell giving a letter of the additional password, and which letter it gives. */
  additionalLetter?: { position: number; index: number };
  /** Positions whose letters are given to everyone. */
  given?: number[];
}

/** The main column reads OKIENNICE; the marked letters and the fixed Ń make PROMIEŃ. */
export const demoCrossword: { additionalPassword: string; questions: DemoCrosswordQuestion[] } = {
  additionalPassword: 'PROMIEŃ',
  questions: [
    { number: 1, clue: 'Zwijana osłona okna, chowana w kasecie nad nim', answer: 'ROLETA', mainLetter: 2 },
    { number: 2, clue: 'Uchwyt, którym otwiera się i uchyla okno', answer: 'KLAMKA', mainLetter: 5, given: [3] },
    {
      number: 3,
      clue: 'Okno w dachu lub stropie, które doświetla klatkę schodową',
      answer: 'ŚWIETLIK',
      mainLetter: 3,
      additionalLetter: { position: 7, index: 5 },
    },
    {
      number: 4,
      clue: 'Pozioma płyta pod oknem, na której często stoją kwiaty',
      answer: 'PARAPET',
      mainLetter: 6,
      additionalLetter: { position: 3, index: 2 },
    },
    {
      number: 5,
      clue: 'Belka nad otworem okiennym lub drzwiowym, przenosząca ciężar muru',
      answer: 'NADPROŻE',
      mainLetter: 1,
      given: [7],
    },
    {
      number: 6,
      clue: 'Montażowa … wypełnia szczelinę między ościeżnicą a murem',
      answer: 'PIANKA',
      mainLetter: 4,
      additionalLetter: { position: 1, index: 1 },
    },
    {
      number: 7,
      clue: 'Elastyczna masa do uszczelniania spoin w łazience i wokół okien',
      answer: 'SILIKON',
      mainLetter: 4,
      additionalLetter: { position: 6, index: 3 },
    },
    {
      number: 8,
      clue: 'Ceramiczny element murowy wypalany z gliny',
      answer: 'CEGŁA',
      mainLetter: 1,
      additionalLetter: { position: 2, index: 6 },
    },
    {
      number: 9,
      clue: 'Najniższa część budynku, przenosząca jego ciężar na grunt',
      answer: 'FUNDAMENT',
      mainLetter: 7,
      additionalLetter: { position: 6, index: 4 },
      given: [9],
    },
  ],
};

/** A difference between the two pictures: a circle in their drawing units (the SVGs' viewBox). */
export interface DemoFindDiffArea {
  number: number;
  /** What differs, for the people who look after the pictures. */
  what: string;
  cx: number;
  cy: number;
  r: number;
}

/** The find-the-difference pictures (apps/web/public/quizzes) and their 9 differences. */
export const demoFindDiff = {
  imgOriginal: '/quizzes/find-diff-original.svg',
  imgFake: '/quizzes/find-diff-fake.svg',
  width: 800,
  height: 600,
  areas: [
    { number: 1, what: 'chmura nad drzewem', cx: 190, cy: 85, r: 60 },
    { number: 2, what: 'ptak na niebie', cx: 470, cy: 78, r: 35 },
    { number: 3, what: 'dym z komina', cx: 568, cy: 113, r: 42 },
    { number: 4, what: 'prawe okno dachowe', cx: 470, cy: 223, r: 30 },
    { number: 5, what: 'szprosy w lewym oknie', cx: 330, cy: 330, r: 36 },
    { number: 6, what: 'doniczka na parapecie', cx: 471, cy: 370, r: 24 },
    { number: 7, what: 'kolor drzwi', cx: 400, cy: 410, r: 38 },
    { number: 8, what: 'jabłko na drzewie', cx: 155, cy: 320, r: 22 },
    { number: 9, what: 'skrzynka na listy', cx: 662, cy: 420, r: 42 },
  ] satisfies DemoFindDiffArea[],
};

/** Find a pair: ten faces of our own, each dealt on two of the 20 cards, and the common reverse. */
export const demoFindPair = {
  imgReverse: '/quizzes/find-pair/reverse.svg',
  faces: [
    { file: 'roof-window', alt: 'Okno dachowe' },
    { file: 'house', alt: 'Dom' },
    { file: 'key', alt: 'Klucz' },
    { file: 'hammer', alt: 'Młotek' },
    { file: 'ladder', alt: 'Drabina' },
    { file: 'sun', alt: 'Słońce' },
    { file: 'drop', alt: 'Kropla deszczu' },
    { file: 'blind', alt: 'Roleta' },
    { file: 'handle', alt: 'Klamka okienna' },
    { file: 'level', alt: 'Poziomica' },
  ].map((face, index) => ({ number: index + 1, img: `/quizzes/find-pair/${face.file}.svg`, alt: face.alt })),
};
