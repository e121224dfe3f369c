import { writeFileSync } from 'node:fs';
import { demoDocuments } from './src/server/seed/demo-documents.ts';
import { RenderPool } from './src/server/typst/pool.ts';
import { resumeTemplateInput } from './src/server/typst/resume-input.ts';
import type { ResumeData } from './src/shared/resume.ts';

const pool = new RenderPool(2);
const docs = demoDocuments;
const resume = docs.find((d) => d.type === 'resume')!.data as ResumeData;
for (const template of (process.argv[2] ?? 'professional,modern,creative,minimal').split(',')) {
  const t = performance.now();
  const pdf = await pool.render({ template: `resume-${template}`, data: resumeTemplateInput(resume, 'Resume'), format: 'pdf' });
  console.log(template, (performance.now() - t).toFixed(1), 'ms', pdf.length);
  writeFileSync(`/tmp/resume-${template}.pdf`, pdf);
}
await pool.close();
