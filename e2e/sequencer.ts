import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose time is one or two long tests (every public page through axe,
 * every link followed): started first, so that the run does not end with one
 * worker finishing a 40 s test while the others are idle. Vitest's own order
 * (earlier durations, else file size) puts these small files last in a clean
 * clone. The rest keep that order.
 */
const longFirst = ['a11y.e2e.ts', 'links.e2e.ts', 'history.e2e.ts', 'essay-generator.e2e.ts', 'editor.e2e.ts'];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = longFirst.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
      return index < 0 ? longFirst.length : index;
    };
    return sorted.map((spec, order) => ({ spec, order })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order).map(({ spec }) => spec);
  }
}
