import { words, type TextSegment } from './segments.ts';
import type { CheckLanguage } from './types.ts';

/**
 * Passive voice, by pattern: an auxiliary (be / werden / être / ser), at most
 * a few adverbs, then a past participle. No parser, so it is a hint, not a
 * verdict. It misses passives without the auxiliary ("the book, written in
 * 1990, …", "se venden casas", "man sagt") and flags some look-alikes:
 * English "was tired" and other participles used as adjectives (a few common
 * ones are excluded), French "être" + adjective in -é/-i/-u not in the
 * exclusion list, German "werden" + an infinitive that looks like a
 * participle ("wird gelingen" is excluded, rarer ones are not).
 */
export function passiveSpans(sentence: TextSegment, language: CheckLanguage): TextSegment[] {
  const rules = passiveRules[language];
  if (!rules) return [];
  const tokens = words(sentence.text, language, sentence.start);
  const found: TextSegment[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || !rules.auxiliary.has(bare(token.text)) || rules.blocked?.(tokens, i)) continue;
    const after = participleAfter(sentence, tokens, i, rules);
    if (after !== undefined) {
      found.push(span(sentence, token.start, tokens[after]?.end ?? token.end));
      i = after;
      continue;
    }
    // German subordinate clauses put the participle first: "…, weil es gebaut wird".
    const previous = tokens[i - 1];
    if (rules.participleBefore && previous && found.at(-1)?.end !== previous.end && rules.isParticiple(previous.text, i - 1 === 0)) {
      found.push(span(sentence, previous.start, token.end));
    }
  }
  return found;
}

/** The index of the participle that completes the auxiliary at `i`, if one follows in its clause. */
function participleAfter(sentence: TextSegment, tokens: TextSegment[], i: number, rules: PassiveRules): number | undefined {
  for (let j = i + 1; j < tokens.length && j <= i + 1 + rules.maxGap; j++) {
    const next = tokens[j];
    const before = tokens[j - 1];
    if (!next || !before) return undefined;
    // A clause ends at , ; : or a bracket (German puts the participle at the clause's end).
    if (/[,;:()]/.test(sentence.text.slice(before.end - sentence.start, next.start - sentence.start))) return undefined;
    if (rules.isParticiple(next.text, false)) return j;
    if (!rules.mayStandBetween(next.text)) return undefined;
  }
  return undefined;
}

function span(sentence: TextSegment, start: number, end: number): TextSegment {
  return { text: sentence.text.slice(start - sentence.start, end - sentence.start), start, end };
}

/** Lower case, without an elided article or pronoun ("n'est" → "est", "l'été" → "été"). */
function bare(word: string): string {
  return word.toLowerCase().replace(/^[a-z]{1,3}['’]/, '');
}

interface PassiveRules {
  auxiliary: ReadonlySet<string>;
  /** How many words may stand between the auxiliary and the participle. */
  maxGap: number;
  mayStandBetween(word: string): boolean;
  isParticiple(word: string, sentenceStart: boolean): boolean;
  /** True when the auxiliary at `i` is not a passive's, whatever follows. */
  blocked?(tokens: TextSegment[], i: number): boolean;
  participleBefore?: boolean;
}

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

// English ----------------------------------------------------------------------

const englishIrregular = set(`
  arisen awoken beaten become begun bent bet bid bitten blown born borne bought bound bred brought broken built burnt burst
  cast caught chosen clung come cost crept cut dealt done drawn dreamt driven drunk dug eaten fallen fed felt fought found fled
  flung flown forbidden forecast foreseen forgotten forgiven frozen given gone got gotten ground grown held hidden hit hung hurt
  kept knelt known laid led leant learnt left lent let lit lost made meant met mistaken overcome overseen overtaken overthrown
  paid proven put quit read rid ridden risen run said seen sought sold sent set sewn shaken shed shone shot shown shrunk shut
  slain slung sown spent spilt split spoken sped spread sprung stolen stood struck strung stuck stung sunk sworn swept swung
  taken taught thought told torn thrown understood undertaken undone upheld upset woken won withdrawn withheld wound worn written wrung`);
// Words in -ed that are no participle, and participles mostly used as adjectives after "be".
const englishNotPassive = set(`
  bed bred embed exceed feed heed hundred need proceed red seed shed speed succeed sacred naked wicked wretched rugged ragged
  beloved tired bored excited interested worried pleased surprised supposed used concerned married scared annoyed amazed
  ashamed involved related based qualified experienced advanced detailed complicated sophisticated limited`);

const englishRules: PassiveRules = {
  auxiliary: set('am is are was were be been being'),
  maxGap: 2,
  mayStandBetween: (word) => /^(not|never|also|already|often|always|just|still|then|now|being|been|usually|rarely|widely|largely|\p{L}+ly)$/iu.test(word),
  isParticiple(word) {
    const w = word.toLowerCase();
    if (englishNotPassive.has(w)) return false;
    return englishIrregular.has(w) || /^\p{L}{2,}[^e]ed$|^\p{L}{2,}ied$/u.test(w);
  },
};

// German -----------------------------------------------------------------------

const germanStrongInseparable = set(`
  begonnen bekommen beschrieben besprochen bestanden betrieben bewiesen empfangen empfohlen entdeckt entschieden entworfen
  erfunden ergriffen erhalten erschienen erworben erzogen verboten verbunden vergessen verglichen verlassen verloren
  vermieden verschoben verstanden vertrieben verwiesen zerbrochen übernommen überwunden unterschrieben unterbrochen`);
// Infinitives that begin with "ge-" and end in "-en": future tense, not passive ("wird gelingen").
const germanGeInfinitives = set('gehen geben gelten gewinnen genießen geschehen gehören gelingen gestalten gewähren gewöhnen gefallen gebrauchen gegen genesen');

const germanRules: PassiveRules = {
  auxiliary: set('werde wirst wird werden werdet wurde wurdest wurden wurdet worden'),
  maxGap: 12,
  // Anything may stand between "wird" and the participle at the clause's end.
  mayStandBetween: () => true,
  isParticiple(word, sentenceStart) {
    // A capitalised word mid-sentence is a noun ("Gebieten", "Gesetzen").
    if (!sentenceStart && /^\p{Lu}/u.test(word)) return false;
    const w = word.toLowerCase();
    if (germanGeInfinitives.has(w)) return false;
    if (germanStrongInseparable.has(w)) return true;
    return (
      /^(ab|an|auf|aus|bei|ein|fest|her|hin|mit|nach|vor|weg|zu|zurück|dar|um|durch)?ge\p{L}{2,}(t|en)$/u.test(w) ||
      /^(be|ver|er|ent|zer|emp|miss|über|unter)\p{L}{2,}t$/u.test(w) ||
      /^\p{L}{3,}iert$/u.test(w)
    );
  },
  participleBefore: true,
};

// French -----------------------------------------------------------------------

function inflect(base: string): string[] {
  return base.endsWith('s') ? [base, base + 'e', base + 'es'] : [base, base + 'e', base + 's', base + 'es'];
}
const inflected = (words: string) => new Set([...set(words)].flatMap(inflect));

const frenchIrregular = inflected(`
  choisi fini réussi établi garanti investi puni saisi trahi bâti servi suivi accueilli cueilli
  vu lu connu reçu perçu entendu rendu vendu attendu battu défendu tenu retenu obtenu soutenu maintenu détenu
  cru vaincu convaincu résolu conçu déçu aperçu interrompu rompu exclu inclus élu revu prévu pourvu
  écrit décrit prescrit inscrit dit interdit prédit construit détruit produit reproduit réduit traduit conduit introduit
  fait satisfait pris appris compris surpris repris mis admis permis promis soumis transmis omis acquis conquis requis
  ouvert couvert découvert offert souffert peint atteint craint éteint joint rejoint contraint restreint`);
// Verbs whose compound past takes "être" (not passive: "elle est venue") and adjectives in -é common in essays.
const frenchNotPassive = inflected(`
  allé arrivé entré rentré monté tombé resté retourné né décédé venu devenu revenu parvenu intervenu survenu apparu
  disparu parti sorti mort âgé aisé carré désolé doué fâché pressé enchanté ravi`);

const frenchRules: PassiveRules = {
  auxiliary: set(`suis es est sommes êtes sont étais était étions étiez étaient fus fut fûmes furent serai seras sera serons
    serez seront serais serait serions seriez seraient sois soit soyons soyez soient être été étant`),
  maxGap: 2,
  mayStandBetween: (word) => /^(pas|plus|jamais|bien|souvent|toujours|déjà|aussi|rarement|encore|parfois|\p{L}+ment)$/iu.test(bare(word)),
  isParticiple(word) {
    const w = bare(word);
    if (frenchNotPassive.has(w)) return false;
    return frenchIrregular.has(w) || /^\p{L}{2,}(é|ée|és|ées)$/u.test(w);
  },
  // "il s'est levé", "je me suis trompé", "nous nous sommes levés": a pronominal verb's past, not passive.
  blocked(tokens, i) {
    const own = tokens[i]?.text.toLowerCase() ?? '';
    const previous = tokens[i - 1]?.text.toLowerCase() ?? '';
    return /^[smt]['’]/.test(own) || /^(se|me|te)$/.test(previous) || (/^(nous|vous)$/.test(previous) && tokens[i - 2]?.text.toLowerCase() === previous);
  },
};

// Spanish ----------------------------------------------------------------------

const spanishIrregular = new Set(
  [...set(`hecho dicho escrito visto puesto vuelto abierto cubierto descubierto muerto roto resuelto impreso satisfecho
    deshecho devuelto propuesto compuesto expuesto impuesto dispuesto frito provisto inscrito descrito prescrito`)].flatMap((w) => {
    const stem = w.slice(0, -1);
    return [w, stem + 'a', stem + 'os', stem + 'as'];
  }),
);
// Nouns and adjectives in -ado/-ido that follow "ser" without an article.
const spanishNotPassive = set(`
  nada cada lado grado mercado pecado estado pasado soldado cuidado helado privado sagrado adecuado apropiado delicado
  moderado vida comida salida medida partida herida bebida ida nido ruido sonido sentido contenido apellido marido vestido
  partido tejido olvido`);

const spanishRules: PassiveRules = {
  auxiliary: set(`soy eres es somos sois son era eras éramos erais eran fui fuiste fue fuimos fuisteis fueron seré serás será
    seremos seréis serán sería serías seríamos seríais serían sea seas seamos seáis sean fuera fueras fuéramos fuerais fueran
    fuese fuesen ser sido siendo`),
  maxGap: 2,
  mayStandBetween: (word) => /^(no|ya|muy|siempre|nunca|también|todavía|aún|\p{L}+mente)$/iu.test(word),
  isParticiple(word) {
    const w = word.toLowerCase();
    if (spanishNotPassive.has(w)) return false;
    if (spanishIrregular.has(w)) return true;
    // A regular participle never carries a written accent ("rápido", "válido" are adjectives).
    return !/[áéíóú]/.test(w) && /^\p{L}{2,}(ado|ada|ados|adas|ido|ida|idos|idas)$/u.test(w);
  },
};

const passiveRules: Partial<Record<CheckLanguage, PassiveRules>> = { en: englishRules, de: germanRules, fr: frenchRules, es: spanishRules };
