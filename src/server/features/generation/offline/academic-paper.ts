import type { AcademicType } from '../../../../shared/academic.ts';
import * as lab from './bank-paper-lab.ts';
import * as research from './bank-paper-research.ts';
import * as thesis from './bank-paper-thesis.ts';
import type { SectionSpec } from './draft-builder.ts';
import type { Pool } from './template.ts';

// Academic mode: the paper type decides the sections. The writer never
// produces a datum, and never a reference list: that is generated from the
// draft's citations when the paper is formatted.

const section = (heading: string, weight: number, maxParagraphs: number, lead: Pool | readonly Pool[] | null, open: Pool | null, body: Pool, tail?: readonly Pool[]): SectionSpec => ({
  heading,
  weight,
  maxParagraphs,
  lead: lead === null ? undefined : isPoolList(lead) ? lead : [lead],
  open: open ?? undefined,
  body,
  tail,
});

const isPoolList = (v: Pool | readonly Pool[]): v is readonly Pool[] => Array.isArray(v[0]);

/** The `## ` headings of a paper of this type, in order. */
export function paperSectionPlan(type: AcademicType): readonly string[] {
  return paperSections(type).map((s) => s.heading);
}

export function paperSections(type: AcademicType): readonly SectionSpec[] {
  if (type === 'research') {
    return [
      section('Abstract', 8, 1, [research.abstractLead, research.abstractMethod], null, research.abstractBody),
      section('Introduction', 16, 2, null, research.introductionOpen, research.introductionBody, [research.researchQuestion]),
      section('Literature Review', 17, 3, null, research.literatureOpen, research.literatureBody),
      section('Methods', 15, 2, null, research.methodsOpen, research.methodsBody),
      section('Results', 13, 2, null, research.resultsOpen, research.resultsBody),
      section('Discussion', 17, 2, null, research.discussionOpen, research.discussionBody, [research.discussionLimitations, research.discussionFutureWork]),
      section('Conclusion', 10, 1, research.conclusionLead, null, research.conclusionBody),
    ];
  }
  if (type === 'lab') {
    return [
      section('Aim', 13, 1, lab.aimLead, null, lab.aimBody),
      section('Materials', 13, 1, lab.materialsLead, null, lab.materialsBody),
      section('Method', 20, 2, lab.methodLead, null, lab.methodBody),
      section('Results', 17, 2, lab.labResultsLead, null, lab.labResultsBody),
      section('Discussion', 24, 2, lab.labDiscussionLead, null, lab.labDiscussionBody),
      section('Conclusion', 13, 1, lab.labConclusionLead, null, lab.labConclusionBody),
    ];
  }
  return [
    section('Abstract', 10, 1, thesis.thesisAbstractLead, null, thesis.thesisAbstractBody),
    section('Chapter 1: Introduction', 17, 2, thesis.chapterOneLead, null, thesis.chapterOneBody),
    section('Chapter 2: Literature Review', 17, 2, thesis.chapterTwoLead, null, thesis.chapterTwoBody),
    section('Chapter 3: Methodology', 17, 2, thesis.chapterThreeLead, null, thesis.chapterThreeBody),
    section('Chapter 4: Results and Discussion', 17, 2, thesis.chapterFourLead, null, thesis.chapterFourBody),
    section('Chapter 5: Conclusion', 15, 2, thesis.chapterFiveLead, null, thesis.chapterFiveBody),
  ];
}
