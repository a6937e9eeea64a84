/**
 * Who does a treatment ("who does extractions?", "kto u was usuwa zęby?", "który lekarz robi
 * implanty?"): the business's sentence about its team, read as written (it says who does what),
 * when the treatment is one the business speaks of; not known otherwise. Never a name made up,
 * never another fact of the treatment (its price) instead.
 */
import { foldWords, keysOf, recogniseService } from './match.js';
import { type Ctx, lang } from './step.js';
import { fold, say } from './texts.js';

/** Asked who or which doctor does something, in Polish or English (folded text). */
const RE_WHO_DOES = [
  /\bkto\b(?:\s+\S+){0,4}?\s+(?:robi|zrobi|robia|wykonuje|wykona|usuwa|usunie|wyrywa|wyrwie|rwie|leczy|wyleczy|zajmuje sie|zajmie sie|przeprowadza|zaklada|zalozy|wstawia|wszczepia|wybiela|czysci|specjalizuje sie)\b/,
  /\b(?:ktor\w*|jak\w*)\s+(?:\w+\s+)?(?:lekarz\w*|dentyst\w*|stomatolog\w*|doktor\w*|chirurg\w*|specjalist\w*|higienistk\w*)\b(?:\s+\S+){0,3}?\s+(?:robi|wykonuje|usuwa|wyrywa|rwie|leczy|zajmuje sie|przeprowadza|zaklada|wstawia|wszczepia|wybiela|czysci|specjalizuje sie|od)\b/,
  /\b(?:jak sie nazywa\w*|nazwisko)\b.*\b(?:lekarz|dentyst|stomatolog|doktor|chirurg|specjalist|higienistk)/,
  /\bu kogo\b.*\b(?:zrobic|usunac|wyrwac|wyleczyc|zalozyc|leczyc|wybielic|wyczyscic)\b/,
  /\bwho(?:'s| is| will| would|'ll)?\b(?:\s+\S+){0,3}?\s+(?:does|doing|do the|performs?|performing|handles?|takes? care of|takes? out|removes?|pulls?|extracts?|treats?|places?|fits?|puts? in|specializ\w*|specialis\w*|deals? with)\b/,
  /\bwho (?:should|would|do|can|will) i see\b/,
  /\b(?:which|what) (?:\w+ ){0,2}(?:dentist|doctor|surgeon|specialist|hygienist)s?\b/,
  /\bname of the (?:\w+ )?(?:dentist|doctor|surgeon|specialist|hygienist)\b/,
];

/** Taking teeth out said with a verb: an extraction ("usuwa zęby", "wyrwać ósemkę"). */
const RE_TAKES_OUT =
  /\b(?:(?:usuw\w*|usun\w*|wyryw\w*|wyrw\w*|rwie|rwa\w*)\s+(?:\S+\s+)?(?:zab|zeb\w*|osemk\w*)|(?:remov\w*|pull\w*|tak\w* out|extract\w*)\s+(?:\S+\s+)?(?:teeth|tooth|wisdom))/;

/** The words that ask who, not what treatment. */
const NOT_TREATMENT_WORDS =
  'kto ktory ktora lekarz lekarza dentysta dentysty stomatolog doktor chirurg specjalista higienistka nazywa nazwisko robi wykonuje zajmuje leczy przeprowadza usuwa wyrywa zaklada wstawia who which name dentist doctor surgeon specialist hygienist does performs handles treats places fits clinic gabinet klinika przychodnia see staff team zespol place practice office centre center';
/**
 * Their keys, read on first use: reading them at import would load the Polish dictionary then,
 * holding the process (and every test file that builds the app) for about a second and a half
 * instead of the call's start loading it in slices (`preparePolishLemmas`).
 */
let notTreatment: Set<string> | undefined;
const notTreatmentKeys = () => {
  notTreatment ??= new Set(keysOf(NOT_TREATMENT_WORDS).keys());
  return notTreatment;
};

/**
 * The answer to "who does X": undefined when the question is not one; the team's sentence when
 * the business has one and X is a treatment it speaks of; null (not known) otherwise.
 * `find`: the answer to a question as the receptionist finds it (FAQ, knowledge, services).
 */
export async function whoDoes(
  c: Ctx,
  question: string,
  find: (q: string) => Promise<string | null>,
): Promise<string | null | undefined> {
  // The treatment is read from the sentence that asks who, not from what the caller adds
  // ("Jak się nazywa pani higienistka? Chcę iść do tej samej co siostra.": no treatment).
  // The question may come folded to lower case: cut at every sentence mark.
  const asking = question
    .split(/(?<=[.!?])\s+/)
    .find((s) => RE_WHO_DOES.some((re) => re.test(fold(s.replace(/['’]/g, "'")))));
  if (asking === undefined) return undefined;
  const f = fold(asking.replace(/['’]/g, "'"));
  const services = c.tenant.services ?? [];
  const extraction = RE_TAKES_OUT.test(f);
  const notTreatmentKey = notTreatmentKeys();
  const treatment = foldWords(asking).filter((w) =>
    [...keysOf(w).values()].some((k) => !k.weak && !notTreatmentKey.has(k.key)),
  );
  // "Who works there?" names no treatment: the question as it is.
  if (!extraction && treatment.length === 0) return undefined;
  const team = await find(say(lang(c), 'Kto u was pracuje?', 'Who works at your clinic?'));
  if (!team || !keysOf(team).has('staff')) return null;
  const teamKeys = keysOf(team);
  const said = treatment.join(' ');
  const known =
    (extraction && !!recogniseService(services, 'ekstrakcja extraction')) ||
    (said !== '' &&
      // "Który lekarz leczy zęby, tak normalnie, zachowawczo?": a word of the treatment beyond
      // teeth themselves that the team's sentence holds ("zachowawcza") is enough.
      ([...keysOf(said).values()].every((k) => k.weak || teamKeys.has(k.key)) ||
        [...keysOf(said).values()].some((k) => !k.weak && k.key !== 'tooth' && teamKeys.has(k.key)) ||
        !!recogniseService(services, said) ||
        !!(await find(said))));
  return known ? team : null;
}
