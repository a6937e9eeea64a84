/**
 * A small, realistic question set for the knowledge base: documents of a dental clinic
 * (Polish price list, Polish visit rules, English patient information) and of a car workshop
 * (Polish), with Polish and English questions and the document each should be answered from.
 * Questions are phrased the way callers speak (other inflections and words than the text).
 */

export interface CorpusDoc {
  key: string;
  title: string;
  content: string;
}

export const CLINIC_DOCS: CorpusDoc[] = [
  {
    key: 'cennik',
    title: 'Cennik usług 2026',
    content: `Cennik usług stomatologicznych – Gabinet Uśmiech

Konsultacja i przegląd
Przegląd stomatologiczny z konsultacją kosztuje 150 zł. Pierwsza wizyta trwa około 30 minut i obejmuje ocenę stanu uzębienia oraz plan leczenia. Zdjęcie pantomograficzne (RTG całej szczęki) kosztuje 120 zł, a zdjęcie punktowe jednego zęba 40 zł.

Higienizacja
Higienizacja, czyli skaling, piaskowanie i polerowanie zębów, kosztuje 300 zł. Zalecamy ją co sześć miesięcy. Fluoryzacja dla dzieci kosztuje 80 zł.

Leczenie zachowawcze
Wypełnienie kompozytowe (plomba) kosztuje od 250 do 400 zł, zależnie od wielkości ubytku. Leczenie kanałowe pod mikroskopem kosztuje od 900 zł za ząb jednokanałowy do 1600 zł za ząb trzonowy.

Chirurgia
Usunięcie zęba (ekstrakcja) kosztuje 250 zł, a usunięcie ósemki zatrzymanej od 600 zł. Implant z koroną porcelanową kosztuje 5200 zł; cena obejmuje wszczepienie implantu, łącznik i koronę.

Estetyka i ortodoncja
Wybielanie zębów metodą gabinetową kosztuje 1200 zł, a nakładkowe do domu 900 zł. Stały aparat ortodontyczny na jeden łuk kosztuje 3500 zł, wizyta kontrolna u ortodonty 200 zł.`,
  },
  {
    key: 'regulamin',
    title: 'Regulamin wizyt',
    content: `Regulamin wizyt w Gabinecie Uśmiech

Rejestracja
Na wizytę można zapisać się telefonicznie, przez formularz na stronie internetowej lub osobiście w recepcji. Recepcja jest czynna od poniedziałku do piątku w godzinach 8:00–20:00, a w soboty od 9:00 do 14:00. W niedziele i święta gabinet jest nieczynny.

Odwoływanie i spóźnienia
Wizytę należy odwołać lub przełożyć najpóźniej 24 godziny przed terminem. Za nieodwołaną wizytę pobieramy opłatę 100 zł. Spóźnienie powyżej 15 minut może oznaczać skrócenie lub przełożenie wizyty.

Płatności
Płatność przyjmujemy gotówką, kartą płatniczą oraz BLIK-iem. Leczenie powyżej 2000 zł można rozłożyć na raty 0% przez naszego partnera finansowego. Wystawiamy faktury na firmę po podaniu numeru NIP.

NFZ i dzieci
Gabinet nie ma umowy z NFZ; wszystkie usługi są płatne prywatnie. Przyjmujemy dzieci od trzeciego roku życia; dziecko musi przyjść z rodzicem lub opiekunem prawnym.

Dojazd i parking
Gabinet mieści się przy ulicy Długiej 12 w Krakowie, na pierwszym piętrze, budynek ma windę. Pacjenci mogą bezpłatnie parkować na parkingu za budynkiem. Najbliższy przystanek tramwajowy to Plac Wszystkich Świętych.`,
  },
  {
    key: 'patients',
    title: 'Information for English-speaking patients',
    content: `Information for English-speaking patients

Your first visit
Please arrive ten minutes early to fill in the medical history form. Bring a photo ID, a list of medicines you take, and any previous X-rays. Our dentists Dr Anna Nowak and Dr Piotr Zieliński speak English fluently.

Dental emergencies
If you have severe toothache, swelling or a broken tooth, call us in the morning: we keep emergency slots every weekday between 8:00 and 10:00. Outside opening hours, the nearest 24-hour emergency dental service is at the University Dental Hospital on Montelupich Street.

Insurance
We are a private practice. We do not bill insurers directly; you pay after the visit and we give you an itemised invoice in English that you can send to your travel or health insurer for a refund.

Anaesthesia and comfort
All treatments are performed under local anaesthesia. For anxious patients we offer sedation with nitrous oxide (laughing gas) for an extra fee of 250 PLN.

After an extraction
Do not eat or drink hot drinks for two hours after a tooth is removed. Avoid smoking and sport for 24 hours, and do not rinse your mouth on the first day. Bleeding that does not stop after a few hours needs a phone call to the clinic.`,
  },
];

export const WORKSHOP_DOCS: CorpusDoc[] = [
  {
    key: 'warsztat',
    title: 'Warsztat Auto-Serwis: usługi i zasady',
    content: `Auto-Serwis Kowalski – usługi i zasady

Przeglądy i serwis
Wykonujemy przegląd okresowy samochodów osobowych i dostawczych do 3,5 tony. Wymiana oleju z filtrem kosztuje od 180 zł plus cena oleju. Wymiana klocków hamulcowych na jednej osi kosztuje 200 zł robocizny.

Opony
Wymiana opon z wyważeniem czterech kół kosztuje 160 zł. Przechowujemy opony klientów w naszym magazynie za 200 zł za sezon.

Klimatyzacja
Serwis klimatyzacji z odgrzybianiem i uzupełnieniem czynnika kosztuje 250 zł i trwa około godziny.

Diagnostyka
Diagnostyka komputerowa z odczytem błędów kosztuje 120 zł. Jeśli zdecydujesz się na naprawę u nas, koszt diagnostyki odliczamy od rachunku.

Samochód zastępczy i gwarancja
Na czas naprawy dłuższej niż jeden dzień oferujemy samochód zastępczy za 90 zł za dobę. Na wykonane naprawy udzielamy 12 miesięcy gwarancji, a na części zgodnie z gwarancją producenta.

Godziny otwarcia
Warsztat jest otwarty od poniedziałku do piątku od 7:30 do 17:30. W soboty pracujemy od 8:00 do 13:00.`,
  },
];

export interface CorpusQuestion {
  q: string;
  lang: 'pl' | 'en';
  /** Key of the expected document; null: not answerable from the documents. */
  expect: string | null;
  tenant: 'clinic' | 'workshop';
}

export const QUESTIONS: CorpusQuestion[] = [
  // Polish, clinic
  { q: 'Ile kosztuje przegląd zębów?', lang: 'pl', expect: 'cennik', tenant: 'clinic' },
  { q: 'Jaka jest cena implantu?', lang: 'pl', expect: 'cennik', tenant: 'clinic' },
  { q: 'Ile zapłacę za wybielanie?', lang: 'pl', expect: 'cennik', tenant: 'clinic' },
  {
    q: 'Czy robicie leczenie kanałowe pod mikroskopem i ile to kosztuje?',
    lang: 'pl',
    expect: 'cennik',
    tenant: 'clinic',
  },
  { q: 'Ile kosztuje usunięcie ósemki?', lang: 'pl', expect: 'cennik', tenant: 'clinic' },
  { q: 'W jakich godzinach działa rejestracja?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  { q: 'Do kiedy mogę odwołać wizytę?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  { q: 'Czy można płacić BLIKiem albo kartą?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  { q: 'Czy przyjmujecie na NFZ?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  { q: 'Gdzie mogę zaparkować samochód?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  { q: 'Czy leczycie małe dzieci?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  { q: 'Czy mogę rozłożyć leczenie na raty?', lang: 'pl', expect: 'regulamin', tenant: 'clinic' },
  // English, clinic
  { q: 'What should I bring to my first visit?', lang: 'en', expect: 'patients', tenant: 'clinic' },
  { q: 'Do your dentists speak English?', lang: 'en', expect: 'patients', tenant: 'clinic' },
  {
    q: 'I have a terrible toothache, can you see me today?',
    lang: 'en',
    expect: 'patients',
    tenant: 'clinic',
  },
  { q: 'Will my insurance pay for the treatment?', lang: 'en', expect: 'patients', tenant: 'clinic' },
  { q: 'Do you offer laughing gas for nervous patients?', lang: 'en', expect: 'patients', tenant: 'clinic' },
  {
    q: 'What should I avoid after having a tooth pulled out?',
    lang: 'en',
    expect: 'patients',
    tenant: 'clinic',
  },
  // Polish, workshop
  { q: 'Ile kosztuje wymiana opon?', lang: 'pl', expect: 'warsztat', tenant: 'workshop' },
  { q: 'Czy dajecie auto zastępcze na czas naprawy?', lang: 'pl', expect: 'warsztat', tenant: 'workshop' },
  { q: 'Ile kosztuje odgrzybianie klimatyzacji?', lang: 'pl', expect: 'warsztat', tenant: 'workshop' },
  { q: 'Jaka jest gwarancja na naprawy?', lang: 'pl', expect: 'warsztat', tenant: 'workshop' },
  { q: 'Czy jesteście otwarci w sobotę?', lang: 'pl', expect: 'warsztat', tenant: 'workshop' },
  // Not answerable: the honest answer is "I don't know"
  { q: 'Czy sprzedajecie pizzę na wynos?', lang: 'pl', expect: null, tenant: 'clinic' },
  { q: 'Do you repair bicycles?', lang: 'en', expect: null, tenant: 'clinic' },
  { q: 'Czy robicie tatuaże?', lang: 'pl', expect: null, tenant: 'workshop' },
  { q: 'What is the weather tomorrow?', lang: 'en', expect: null, tenant: 'workshop' },
  // Off-topic but sharing the common words of the documents ("ile kosztuje", "how much")
  { q: 'Ile kosztuje wymiana opon?', lang: 'pl', expect: null, tenant: 'clinic' },
  { q: 'Ile kosztuje wybielanie zębów?', lang: 'pl', expect: null, tenant: 'workshop' },
  { q: 'How much does a haircut cost?', lang: 'en', expect: null, tenant: 'clinic' },
  { q: 'Czy naprawiacie skrzynie biegów?', lang: 'pl', expect: null, tenant: 'clinic' },
];
