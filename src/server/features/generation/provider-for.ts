import type { Config } from '../../config.ts';
import { createModelProvider } from './model-provider.ts';
import { createOfflineProvider } from './offline-provider.ts';
import type { TextProvider } from './provider.ts';

/** The configured model when LLM_BASE_URL is set, else the built-in offline writer. */
export function providerFor(config: Pick<Config, 'llm' | 'offlinePaceMs'>): TextProvider {
  return config.llm ? createModelProvider(config.llm) : createOfflineProvider({ paceMs: config.offlinePaceMs });
}
