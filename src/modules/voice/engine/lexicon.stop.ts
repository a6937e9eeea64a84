/**
 * The words of matching (data): the stop words, read by `lexicon.ts`: function words, greetings,
 * people around the caller, and the fillers and modifiers that set no subject ("zwykły", "mniej
 * więcej", "roughly", a number of things).
 */

/** Words that carry no subject in a question. */
export const STOP = new Set(
  `czy jak jaki jaka jakie jakiej jakim jest sa sie nie tak co czym oraz albo lub ile gdzie kiedy ktora ktory ktore
  mozna moge mozemy mozecie mozna macie mam ma maja jestescie jestem u was wam wami pan pani panstwo prosze dla przy
  od do na po za w we z ze o i a to ten ta te tego tej mi mnie sobie tez juz jeszcze bardzo dzien dobry chcialem
  chcialam chcialbym chcialabym chce zapytac spytac pytanie dowiedziec trzeba potrzeba potrzebuje da dac wiedziec
  czyli jakis jakies cos dokladnie wlasnie moze byc bedzie by ze bo no wiec halo witam dzieki dziekuje robicie
  robi prowadzicie prowadzi mialem mialam moj moja moje swoj swoja tam tu tutaj teraz dzis dzisiaj
  the a an is are am do does did you your yours can could would will i me my we our us what whats how when where
  which who whom for with have has had any and or to of in on at be been there it its that this these those please
  hi hello just know tell like want need get got some also about if whether much many anything something there's
  ok okay well so then than from by as into pod nad przed przez bez miedzy obok kolo wobec ku aby zeby gdy jesli
  tylko chyba pewnie prawda wiecej inne inny taki takie nam nas ich jego jej mu go ja ty on ona oni my wy
  ktos ktokolwiek cokolwiek gdzies jakos czemu dlaczego bylo byla byl beda mozliwosc mozliwe opcja
  over under out up down off should may might must shall doing done going possible possibility doable feasible option way
  panstwa panstwu pana panu pania osob osoby osoba osobie osobom osobami ramach ramy dam rade rady
  she he her his him they them their mum mom mother dad father wife husband
  tata taty tacie mama mamy mamie maz meza zona zony babcia dziadek
  powinienem powinnam powinien powinna powinnismy soba sobie
  potrzebne potrzebny potrzebna potrzebnych wymagane wymagany needed required
  thanks thank thx but ale however leave kto people person persons ludzi
  having mozliwa mozliwy mozliwosci work works working exactly outside ogole
  somewhere anywhere someplace until till use uses using used actually never mind wlasciwie niewazne
  musze musi musimy musicie musza musisz must miec mialbym mialabym kilka kilku pare few several small smaller
  bigger troche trochu razem together podczas during while wasz wasza wasze waszej waszego waszych waszym
  nasz nasza nasze naszej naszego
  najlepiej lepiej raczej better rather best raz pamietam pamieta remember forgot zapomnialem zapomnialam along problem problemy
  dzwonie dzwonimy imieniu calling behalf nia niej nim nimi still nadal wciaz dalej yet system systemu part
  ktorego ktorej ktorym ktorzy ktorych too also grandmother grandma grandfather grandpa babci babcie dziadka
  prowadza
  zwykly zwykla zwykle zwyklego zwyklej zwykla zwyklym zwyczajny zwyczajna zwyczajne normalny normalna normalne
  taka takim takiej takiego takich dopiero strasznie sporo ostatnio nigdy najlatwiej najprosciej sluchajcie
  czegos siebie kogo jakich jakiego jakiemu jakimi ogolnie okolo
  jeden jedna jedno dwa dwie trzy cztery piec szesc siedem osiem dziewiec dziesiec tysiac tysiace tysiecy
  moglby moglaby mogla mogl mogli mogliby moglbym moglabym
  quick one ones only able all right someone somebody proper properly roughly approximately really anymore
  easily easy made purposes purpose happen happens happened without don doesn isn aren won didn wasn needs
  two three four five six seven eight nine ten thousand
  niego niemu mojej mojego mojemu moim moimi mojych problemu problemow problemem zadnej zadna zadnych zaden zadnego
  jakbym jakby gdybym gdyby bede bedziemy mial miala mialby mialaby
  najpierw potem pozniej wczoraj jutro pojutrze przedwczoraj tomorrow yesterday today tonight wondering wonder wondered
  already swoim swojej swoich swoje swojego swoja wanted wants wondering naraz jednoczesnie znaczy znaczyc oznacza
  jakas jakiegos jakiejs jakiemus jakims jakimis jakichs jakos czyms komus kims kogos zanim ono jemu being stopniowo
  whereabouts excuse sorry pardon przepraszam
  times guys guy folks klopot klopotu klopotow trouble wszystko wszystkie wszystkich wszystkiego everything`.split(
    /\s+/,
  ),
);
