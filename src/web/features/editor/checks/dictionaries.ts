// The Hunspell files, emitted by Vite as assets of their own and fetched only
// when a text in that language is first checked. The packages' `exports` map
// names only their Node entry (which reads the files with node:fs), so the
// files are imported by path.
import deAff from '../../../../../node_modules/dictionary-de/index.aff?url';
import deDic from '../../../../../node_modules/dictionary-de/index.dic?url';
import esAff from '../../../../../node_modules/dictionary-es/index.aff?url';
import esDic from '../../../../../node_modules/dictionary-es/index.dic?url';
import frAff from '../../../../../node_modules/dictionary-fr/index.aff?url';
import frDic from '../../../../../node_modules/dictionary-fr/index.dic?url';
import type { HunspellLanguage } from './spelling.ts';

const dictionaryUrls: Record<HunspellLanguage, { aff: string; dic: string }> = {
  de: { aff: deAff, dic: deDic },
  es: { aff: esAff, dic: esDic },
  fr: { aff: frAff, dic: frDic },
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return response.text();
}

/** The affix file and word list of one language, as text. */
export async function fetchDictionary(language: HunspellLanguage): Promise<{ aff: string; dic: string }> {
  const urls = dictionaryUrls[language];
  const [aff, dic] = await Promise.all([fetchText(urls.aff), fetchText(urls.dic)]);
  return { aff, dic };
}
