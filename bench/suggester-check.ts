// The check of a suggester's messages (`changesText` in collab-doc.ts, run on
// every update a suggester sends): a 5,000-word shared document, 60
// one-character suggestions, each checked before it is applied. The floor
// beside it is applying the same update alone. Prints one JSON line.
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { changesText, replaceWithMarkdown } from '../src/server/features/documents/collab-doc.ts';

const words = Array.from({ length: 5_000 }, (_, i) => `word${i % 97}`);
const paragraphs: string[] = [];
for (let i = 0; i < words.length; i += 100) paragraphs.push(`${words.slice(i, i + 100).join(' ')}.`);
const server = new Y.Doc();
replaceWithMarkdown(server, paragraphs.join('\n\n'));
const client = new Y.Doc();
Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
const checked: number[] = [];
const applied: number[] = [];
for (let k = 0; k < 60; k++) {
  let update: Uint8Array = new Uint8Array();
  client.once('update', (u: Uint8Array) => (update = u));
  const text = (client.getXmlFragment('default').get(k % paragraphs.length) as Y.XmlElement).get(0) as Y.XmlText;
  text.insert(5, 'x', { insertion: { id: `bench~${k}` } });
  const message = encoding.createEncoder();
  encoding.writeVarString(message, 'document');
  encoding.writeVarUint(message, 0);
  encoding.writeVarUint(message, 2);
  encoding.writeVarUint8Array(message, update);
  let started = performance.now();
  if (changesText(server, encoding.toUint8Array(message))) throw new Error('a suggestion was taken for a change of the text');
  checked.push(performance.now() - started);
  started = performance.now();
  Y.applyUpdate(server, update);
  applied.push(performance.now() - started);
}
const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.floor(q * (list.length - 1))]!;
console.log(JSON.stringify({ p50: at(checked, 0.5), p95: at(checked, 0.95), appliedP50: at(applied, 0.5) }));
