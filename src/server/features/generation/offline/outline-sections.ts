import type { AcademicType } from '../../../../shared/academic.ts';
import type { EssayLength, EssayType } from '../../../../shared/generation.ts';

// The sections an outline proposes, by essay type or paper type. Each one's
// questions ask the writer for their own material (a figure, a named source,
// an example, who is affected, the strongest objection): the outline never
// supplies a fact, it asks for one. No question repeats within a type, so no
// outline asks the same thing twice.

/** A guiding question; a function when it names the topic ('about whether school should start later'). */
type GuidingQuestion = string | ((about: string) => string);

export interface SectionIdea {
  heading: string;
  /** One sentence: what the section does in the finished piece. */
  purpose: string;
  questions: readonly GuidingQuestion[];
}

/**
 * A section of which an essay has more the longer it is (a claim, an event,
 * a sense). `rank` orders the inclusion: a short essay takes ranks 0 and 1,
 * wherever they stand in the list, so a short story still runs from its
 * beginning to its rising tension.
 */
interface Point extends SectionIdea {
  rank: number;
}

/** The points (claims, events, details) of an essay, by length. */
const essayPoints: Record<EssayLength, number> = { short: 2, medium: 3, long: 4 };

const pointsFor = (points: readonly Point[], length: EssayLength): SectionIdea[] =>
  points.filter((p) => p.rank < essayPoints[length]).map(({ heading, purpose, questions }) => ({ heading, purpose, questions }));

const ranked = (ideas: readonly SectionIdea[]): Point[] => ideas.map((idea, rank) => ({ ...idea, rank }));

const argumentative = {
  introduction: {
    heading: 'Introduction',
    purpose: 'Introduce the debate and state your position in one clear thesis.',
    questions: [
      (about: string) => `Before your thesis, what does a reader need to know about ${about}?`,
      'Why does this debate matter now, and to whom?',
      'Which claims will you preview, and in what order?',
    ],
  },
  points: ranked([
    {
      heading: 'First Claim',
      purpose: 'Give your strongest reason and the evidence behind it.',
      questions: ['What is the strongest reason for your position?', 'Which study, figure, or expert supports this reason?', 'How does this evidence prove your point rather than only illustrate it?'],
    },
    {
      heading: 'Second Claim',
      purpose: 'Add a second, separate reason with its own evidence.',
      questions: ['What second reason supports your position without repeating the first?', 'What real example shows this reason at work?', 'Who is affected by this point, and how?'],
    },
    {
      heading: 'Third Claim',
      purpose: 'Cover a reason that the first two claims leave out.',
      questions: ['Which reason covers ground that your first two claims do not?', 'What figure or date makes this point concrete?', 'Which source would a skeptical reader trust on this point?'],
    },
    {
      heading: 'Fourth Claim',
      purpose: 'Close your case with a final reason that links back to the thesis.',
      questions: ['What final reason rounds off your case?', 'What comparison with another place or time supports it?', 'How does this reason connect back to your thesis?'],
    },
  ]),
  after: [
    {
      heading: 'Counterargument and Rebuttal',
      purpose: 'Present the strongest opposing view fairly, then answer it.',
      questions: [
        'What is the strongest argument against your position?',
        'Who holds that view, and why do they find it convincing?',
        'Which part of it do you concede, and what evidence answers the rest?',
      ],
    },
  ],
  conclusion: {
    heading: 'Conclusion',
    purpose: 'Restate your thesis in new words and show what your claims add up to.',
    questions: ['How can you restate your thesis without repeating the introduction?', 'What do your claims show when they are taken together?', 'What should a reader think about or do after reading?'],
  },
};

const persuasive = {
  introduction: {
    heading: 'Introduction: The Problem',
    purpose: 'Show the problem, who it hurts, and the position you want your reader to accept.',
    questions: ['What is going wrong right now, and who is affected?', 'What happens if nothing changes?', 'What exactly do you want your reader to agree to or do?'],
  },
  points: ranked([
    {
      heading: 'The Key Evidence',
      purpose: 'Prove that the problem is real with your most convincing fact.',
      questions: ['Which figure best shows the size of the problem?', 'Where does that figure come from, and how recent is it?', 'What does the figure mean for someone like your reader?'],
    },
    {
      heading: 'Who Is Affected',
      purpose: 'Make the problem human by showing the people it touches.',
      questions: ['Which group of people feels this problem most?', 'What real case or story shows the harm to them?', 'Why should your reader care about this group?'],
    },
    {
      heading: 'What Has Worked Elsewhere',
      purpose: 'Show that your solution is realistic because it has worked before.',
      questions: ['Which school, town, or country has already tried your solution?', 'What changed there, and how was the change measured?', "Why does that example apply to your reader's situation?"],
    },
    {
      heading: 'What Experts Say',
      purpose: 'Back your case with a source that your reader will respect.',
      questions: ['Which named expert or organization supports your case?', 'What exactly did they find or recommend?', 'Why should your reader trust this source over others?'],
    },
  ]),
  after: [
    {
      heading: 'Objections and Answers',
      purpose: 'Take on the strongest objection and answer it honestly.',
      questions: ['What is the strongest objection a reader could raise?', 'Which part of the objection is fair, and how will you acknowledge it?', 'What fact or reason outweighs it?'],
    },
  ],
  conclusion: {
    heading: 'Conclusion: A Call to Action',
    purpose: 'Tell your reader exactly what to do and why it is worth doing now.',
    questions: ['What one action should your reader take, and by when?', 'How will you make that action feel easy and worthwhile?', 'What final image or line will stay with your reader?'],
  },
};

const expository = {
  introduction: {
    heading: 'Introduction',
    purpose: 'Name what you will explain and why it is worth understanding.',
    questions: [(about: string) => `What exactly will you explain about ${about}?`, 'Who is your reader, and what do they already know?', 'Which main points will you cover, and in what order?'],
  },
  before: [
    {
      heading: 'Background',
      purpose: 'Give the definitions and the history that a reader needs first.',
      questions: ['Which key term needs a clear definition, and where will you take it from?', 'When and where did this begin?', 'What common misunderstanding should you clear up early?'],
    },
  ],
  points: ranked([
    {
      heading: 'Key Features',
      purpose: 'Set out the main parts or features of your subject.',
      questions: ['Which two or three features matter most?', 'Which source describes these features reliably?', 'How would you explain each feature to a friend in one sentence?'],
    },
    {
      heading: 'How It Works',
      purpose: 'Explain the process step by step.',
      questions: ['What are the steps, in order?', 'Which step do people most often get wrong?', 'What diagram, figure, or comparison would make the process clear?'],
    },
    {
      heading: 'Causes and Effects',
      purpose: 'Explain what drives it and what follows from it.',
      questions: ['What are the main causes, and which one matters most?', 'Which effects can be measured, and who measured them?', 'Which consequence surprises people most?'],
    },
    {
      heading: 'A Worked Example',
      purpose: 'Show the explanation in action in one real case.',
      questions: ['Which real case shows your subject most clearly?', 'What happened in that case, step by step?', 'What does this case show that the general explanation does not?'],
    },
  ]),
  after: [
    {
      heading: 'Implications',
      purpose: 'Explain what this means for people and what is still uncertain.',
      questions: ['What does this mean for the people involved?', 'What is still uncertain or debated among experts?', 'What might change in the next few years?'],
    },
  ],
  conclusion: {
    heading: 'Conclusion',
    purpose: 'Pull the explanation together into the point a reader should remember.',
    questions: ['What is the one point a reader should remember?', 'How do the parts you explained fit together?', 'Where could a curious reader learn more?'],
  },
};

const narrative = {
  introduction: {
    heading: 'The Setting',
    purpose: 'Set the scene: where and when the story happens, and who is in it.',
    questions: ['Where and when does the story take place?', 'Who are the people in it, and how do you know them?', 'What opening image or line will draw the reader in?'],
  },
  points: [
    {
      rank: 0,
      heading: 'The Beginning',
      purpose: 'Show what started the story and what you expected.',
      questions: ['What was the first thing that happened?', 'What did you expect to happen at that point?', 'How did the people around you behave?'],
    },
    {
      rank: 2,
      heading: 'A Complication',
      purpose: 'Show the first sign that things would not go as planned.',
      questions: ['What went differently from what you expected?', 'How did you react in the moment?', 'What did someone say that you still remember?'],
    },
    {
      rank: 1,
      heading: 'Rising Tension',
      purpose: 'Build the pressure toward the turning point.',
      questions: ['What made the situation harder or more urgent?', 'What choice did you face, and what were your options?', 'Which small detail shows how tense it felt?'],
    },
    {
      rank: 3,
      heading: 'The Moment Before',
      purpose: 'Slow down for the moment just before everything changed.',
      questions: ['What were you thinking just before the turning point?', 'What could you see or hear right then?', 'What did you almost do instead?'],
    },
  ],
  after: [
    {
      heading: 'The Turning Point',
      purpose: 'Tell the moment when everything changed, in close detail.',
      questions: ['What exactly happened at the turning point?', 'What did you do, and why?', 'Which action or detail shows how you felt in that moment?'],
    },
  ],
  conclusion: {
    heading: 'Reflection',
    purpose: 'Reflect on what the experience meant and how it changed you.',
    questions: ['What did you learn that you did not know before?', 'How do you see the experience differently now?', 'What would you tell someone facing the same situation?'],
  },
};

const descriptive = {
  introduction: {
    heading: 'Overall Impression',
    purpose: 'Introduce what you are describing and the single impression you want to leave.',
    questions: [
      (about: string) => `What is the first thing anyone notices about ${about}?`,
      'Which single word sums up the impression you want to leave?',
      'From where, and at what time, is the reader looking?',
    ],
  },
  points: ranked([
    {
      heading: 'What You See',
      purpose: 'Show what the eye takes in, from the largest shape to the smallest detail.',
      questions: ['Which shapes, colors, and light stand out first?', 'Which small visual detail would most people miss?', "In what order will you move the reader's eye?"],
    },
    {
      heading: 'What You Hear',
      purpose: 'Capture the sounds and the silences.',
      questions: ['Which sound is always in the background?', 'Which sound is sudden or surprising?', 'What comparison would help a reader hear it?'],
    },
    {
      heading: 'Touch and Texture',
      purpose: 'Convey how things feel to the touch, and the temperature of the air.',
      questions: ['Which textures would a hand notice first?', 'Is it warm, cold, damp, or dry, and how can the reader tell?', 'Which surface hints at its own history?'],
    },
    {
      heading: 'Smell and Taste',
      purpose: 'Add the smells and tastes that make the scene memorable.',
      questions: ['Which smell would a visitor notice first?', 'What does that smell remind you of?', 'Is there a taste that belongs to this place or moment?'],
    },
  ]),
  conclusion: {
    heading: 'Why It Matters',
    purpose: 'Show why this place, person, or object matters to you or to others.',
    questions: ['Why did you choose this subject?', 'What does it mean to you or to the people around it?', 'Which final detail will leave the reader with your overall impression?'],
  },
};

interface EssayShape {
  introduction: SectionIdea;
  before?: readonly SectionIdea[];
  points: readonly Point[];
  after?: readonly SectionIdea[];
  conclusion: SectionIdea;
}

const essayShapes: Record<EssayType, EssayShape> = { argumentative, persuasive, expository, narrative, descriptive };

/** The sections of an essay, in order: the introduction first, the conclusion last. */
export function essayOutlineSections(type: EssayType, length: EssayLength): SectionIdea[] {
  const shape = essayShapes[type];
  return [shape.introduction, ...(shape.before ?? []), ...pointsFor(shape.points, length), ...(shape.after ?? []), shape.conclusion];
}

/** Two neighbouring sections as one, for a short paper: two questions from each. */
const joined = (heading: string, purpose: string, first: SectionIdea, second: SectionIdea): SectionIdea => ({
  heading,
  purpose,
  questions: [...first.questions.slice(0, 2), ...second.questions.slice(0, 2)],
});

const research = {
  introduction: {
    heading: 'Introduction',
    purpose: 'Introduce the topic, the gap in what is known, and your research question.',
    questions: [
      (about: string) => `What is your research question about ${about}?`,
      'What gap in existing research does your study address?',
      'Why does answering this question matter, and to whom?',
    ],
  },
  literature: {
    heading: 'Literature Review',
    purpose: 'Summarize what earlier studies found and where they disagree.',
    questions: ['Which three to five studies are most relevant to your question?', 'Where do these studies agree, and where do they disagree?', 'Which question do they leave open for your study?'],
  },
  methods: {
    heading: 'Methods',
    purpose: 'Explain how you collected and analyzed your data, in enough detail for someone to repeat it.',
    questions: [
      'What data did you collect, from whom, and how much?',
      'Which method of analysis did you use, and why does it suit your question?',
      'What ethical or practical limits shaped your method?',
    ],
  },
  results: {
    heading: 'Results',
    purpose: 'Report what you found, without interpreting it yet.',
    questions: ['What are your main findings, with their figures?', 'Which table or chart presents them most clearly?', 'Did anything in the data surprise you?'],
  },
  discussion: {
    heading: 'Discussion',
    purpose: 'Interpret your results and relate them to earlier studies.',
    questions: [
      'What do your results mean for your research question?',
      'How do they compare with the studies in your literature review?',
      'What other explanation could account for your results?',
    ],
  },
  limitations: {
    heading: 'Limitations and Further Research',
    purpose: 'Be honest about the limits of your study and say what should come next.',
    questions: ['What are the main weaknesses of your data or method?', 'How might those weaknesses affect your conclusions?', 'What study should someone do next?'],
  },
  conclusion: {
    heading: 'Conclusion',
    purpose: 'Answer your research question briefly and state what your study adds.',
    questions: ['What is your answer to the research question, in one or two sentences?', 'What does your study add to what was known before?', 'Who could use your findings, and how?'],
  },
};

const lab = {
  aim: {
    heading: 'Aim',
    purpose: 'State what the experiment sets out to find or measure.',
    questions: ['What exactly is the experiment trying to find out?', 'Which variable do you change, and which one do you measure?', 'What scientific idea does the experiment test?'],
  },
  hypothesis: {
    heading: 'Hypothesis',
    purpose: 'Predict the outcome and explain the reasoning behind the prediction.',
    questions: ['What do you expect to happen, and by roughly how much?', 'Which theory or earlier result is your prediction based on?', 'What result would show that your hypothesis is wrong?'],
  },
  method: {
    heading: 'Materials and Method',
    purpose: 'List the equipment and the steps so that someone else could repeat the experiment.',
    questions: [
      'What equipment and materials did you use, with quantities?',
      'What did you do, step by step, and how many times did you repeat it?',
      'Which variables did you keep constant, and how?',
    ],
  },
  results: {
    heading: 'Results',
    purpose: 'Present your measurements clearly, without explaining them yet.',
    questions: ['Which table best presents your raw measurements, with units?', 'Which graph shows the main trend, and what goes on each axis?', 'Were any readings unusual, and did you keep them?'],
  },
  analysis: {
    heading: 'Analysis',
    purpose: 'Explain what the results show and whether they support the hypothesis.',
    questions: ['What trend or pattern do the results show?', 'Do the results support your hypothesis, and how strongly?', 'How does your result compare with the expected or published value?'],
  },
  evaluation: {
    heading: 'Evaluation',
    purpose: 'Assess the sources of error and how the experiment could be improved.',
    questions: ['What were the main sources of error, and how large were they?', 'How reliable are your measurements, judging by your repeats?', 'What one change would most improve the experiment?'],
  },
  conclusion: {
    heading: 'Conclusion',
    purpose: 'Answer the aim in a sentence or two, based on the evidence.',
    questions: ['What is the answer to your aim, in one sentence?', 'Was the hypothesis supported, rejected, or left uncertain?', 'What follow-up experiment would you suggest?'],
  },
};

const thesis = {
  introduction: {
    heading: 'Introduction',
    purpose: 'Set out the problem, your research questions, and the plan of the chapters.',
    questions: [
      (about: string) => `What central question about ${about} does your thesis answer?`,
      'Why is this question significant for your field?',
      'How is the thesis organized, chapter by chapter?',
    ],
  },
  literature: {
    heading: 'Literature Review',
    purpose: 'Map the research that your thesis builds on and the gap it fills.',
    questions: ['Which schools of thought or key authors shape the debate?', 'Which concepts will you use, and how are they defined?', 'What gap in the literature does your thesis fill?'],
  },
  framework: {
    heading: 'Theoretical Framework',
    purpose: 'Explain the theory or model that guides your analysis.',
    questions: [
      'Which theory or model guides your analysis, and why this one?',
      'How do its main concepts apply to your material?',
      'What does the framework leave out, and how will you deal with that?',
    ],
  },
  methodology: {
    heading: 'Methodology',
    purpose: 'Justify your research design and describe how you gathered and analyzed your data.',
    questions: [
      'What research design did you choose, and why does it fit your question?',
      'Which sources, participants, or data did you use, and how did you select them?',
      'How did you make sure that your analysis is valid and ethical?',
    ],
  },
  findings: {
    heading: 'Findings',
    purpose: 'Present your findings, organized by research question or theme.',
    questions: [
      'What are your main findings for each research question?',
      'Which tables, quotations, or figures best support each of your findings?',
      'Which findings were unexpected?',
    ],
  },
  discussion: {
    heading: 'Discussion',
    purpose: 'Interpret your findings and show how they change the debate.',
    questions: ['How do your findings answer your research questions?', 'How do they confirm, extend, or challenge the literature?', 'What are the limitations of your study?'],
  },
  conclusion: {
    heading: 'Conclusion',
    purpose: 'Summarize your contribution and point to future research.',
    questions: ['What is the main contribution of your thesis?', 'What practical or theoretical implications follow from it?', 'Which questions should future research take up?'],
  },
};

/** A thesis names its sections as chapters. */
const chapters = (sections: readonly SectionIdea[]): SectionIdea[] => sections.map((s, i) => ({ ...s, heading: `Chapter ${i + 1}: ${s.heading}` }));

/**
 * The sections of a paper, in order. A short paper joins the sections that
 * share the least space (results with their interpretation); a long one adds
 * the section a fuller paper expects (limitations, an evaluation of errors, a
 * theoretical framework).
 */
export function paperOutlineSections(type: AcademicType, length: EssayLength): SectionIdea[] {
  if (type === 'research') {
    const r = research;
    if (length === 'short') {
      return [r.introduction, r.literature, r.methods, joined('Results and Discussion', 'Report what you found and interpret it against earlier studies.', r.results, r.discussion), r.conclusion];
    }
    return [r.introduction, r.literature, r.methods, r.results, r.discussion, ...(length === 'long' ? [r.limitations] : []), r.conclusion];
  }
  if (type === 'lab') {
    const l = lab;
    if (length === 'short') {
      return [l.aim, l.hypothesis, l.method, joined('Results and Analysis', 'Present your measurements and explain whether they support the hypothesis.', l.results, l.analysis), l.conclusion];
    }
    return [l.aim, l.hypothesis, l.method, l.results, l.analysis, ...(length === 'long' ? [l.evaluation] : []), l.conclusion];
  }
  const t = thesis;
  if (length === 'short') {
    return chapters([t.introduction, t.literature, t.methodology, joined('Findings and Discussion', 'Present your findings and show how they change the debate.', t.findings, t.discussion), t.conclusion]);
  }
  return chapters([t.introduction, t.literature, ...(length === 'long' ? [t.framework] : []), t.methodology, t.findings, t.discussion, t.conclusion]);
}
