/**
 * An outline as a model proposes it for "Should nuclear power replace
 * coal?": the outline's shape (title, thesis, sections with a purpose and
 * guiding questions) and nothing else, as the outline prompt asks.
 */
export const modelOutlineProposal = {
  title: 'Replacing Coal',
  thesis: '[Your answer] because [your reasons].',
  sections: [
    { heading: 'Introduction', purpose: 'Set out the question.', questions: ['What is at stake?', 'Who decides?'] },
    { heading: 'Safety record', purpose: 'Compare deaths per unit of power.', questions: ['Which figure shows it best?', 'Which source reports it?'] },
    { heading: 'Conclusion', purpose: 'Draw it together.', questions: ['What follows?', 'What should happen next?'] },
  ],
};
