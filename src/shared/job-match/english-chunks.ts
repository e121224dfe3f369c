// English ads read by wink-nlp (wink-eng-lite-web-model): the noun chunks
// (a custom entity pattern over part-of-speech tags) that follow
// "experience in", "knowledge of"… The model's own entities (dates, money,
// counts, durations) are never part of a chunk. Loaded on first use: the
// model takes a fifth of a second to read, once per worker.
import winkNLP, { type ItemCustomEntity, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: WinkMethods | undefined;

function reader(): WinkMethods {
  if (!nlp) {
    nlp = winkNLP(model, ['sbd', 'pos', 'ner', 'cer']);
    nlp.learnCustomEntities([
      {
        name: 'chunk',
        patterns: ['[ADJ|NOUN|PROPN] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]', '[NOUN|PROPN]', '[VERB] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [NOUN|PROPN] [NOUN|PROPN] [NOUN|PROPN]'],
      },
    ]);
  }
  return nlp;
}

export interface Chunk {
  /** The noun chunk as written. */
  text: string;
  /** The three words before it, lower case ("experience working with"). */
  before: string;
}

/**
 * A sentence's noun chunks, none holding one of the model's entities (a
 * date, an amount, a count). Read only for the sentences that ask for
 * experience in their own words: the model takes a few milliseconds a
 * sentence, and a 20,000-character ad has hundreds.
 */
export function englishChunks(sentence: string): Chunk[] {
  const nlp = reader();
  const its = nlp.its;
  const doc = nlp.readDoc(sentence);
  const words: string[] = [];
  const inEntity: boolean[] = [];
  doc.tokens().each((token: ItemToken) => {
    words.push(String(token.out()));
    inEntity.push(Boolean(token.parentEntity()));
  });
  const chunks: Chunk[] = [];
  doc.customEntities().each((chunk: ItemCustomEntity) => {
    const [start, end] = chunk.out(its.span) as unknown as [number, number];
    for (let i = start; i <= end; i++) if (inEntity[i]) return;
    chunks.push({ text: String(chunk.out()), before: words.slice(Math.max(0, start - 3), start).join(' ').toLowerCase() });
  });
  return chunks;
}
