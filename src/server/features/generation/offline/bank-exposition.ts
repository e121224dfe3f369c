import type { SectionSpec } from './draft-builder.ts';
import { pool } from './template.ts';

// Expository essay body: background and definitions, causes and mechanisms,
// effects with examples, implications. It explains rather than argues, and
// leaves every fact, date and figure to the user.

const backgroundOpen = pool(
  '{@Any account of {T} has to begin with definitions and background.|Any account of {T} has to begin with definitions and background.|To explain {T}, it helps to start with definitions and background.|First things first: what are we actually talking about with {T}?}',
  '{@A clear account of {T} depends on agreeing first on what is being discussed|A clear account of {T} depends on first agreeing what is being discussed|Explaining {T} starts with being clear about what it means|Before getting into {T}, it helps to pin down what it means}.',
);

const backgroundBody = pool(
  'Several related terms are sometimes used interchangeably, which causes confusion [list the related terms].',
  'In everyday usage the term is broader than in specialist usage, and the specialist sense is the one used here.',
  'Understanding the background also means knowing who the main actors are [name the main groups or institutions involved].',
  'The subject looks different depending on the discipline from which it is approached.',
  'Popular accounts often simplify the background in ways that mislead [note a common misconception].',
  'The most reliable introductions to the subject are [name one or two reliable overview sources].',
  'A short example shows what the term means in practice [add an example].',
  '[Define the key term in one or two sentences, citing a reliable source.]',
  '{@Definitions vary between sources, and the differences are not merely verbal{;}they affect what is counted and what is left out|Definitions vary between sources, and the differences affect what is counted and what is left out|Definitions vary, and the differences change what gets counted|Different sources define it differently, and that changes what gets counted}.',
  '{@The matter has a history, and that history shapes how it is understood today|The matter has a history, and that history shapes how it is understood today|It has a history, and that history shapes how people see it today|It did not appear out of nowhere. Its history still shapes how people see it} [summarise the relevant history, with dates from a reliable source].',
  '{@Earlier approaches to {T} framed it differently, and traces of those framings persist|Earlier approaches to {T} framed it differently, and traces of those framings remain|People used to think about {T} differently, and some of those ideas are still around|People used to think about {T} in other ways, and some of those ideas stuck around}.',
  '{@It is also useful to separate {T} from neighbouring ideas with which it is often confused|It is useful to separate {T} from related ideas with which it is often confused|It helps to separate {T} from related ideas that people mix up with it|It is easy to mix {T} up with related ideas, so it helps to keep them apart} [name the related idea and explain the difference].',
  '{@The scope of the discussion matters: a local account and a global one {may} reach quite different conclusions|The scope of the discussion matters, since a local and a global account can reach different conclusions|Scope matters, since a local view and a global view can reach different conclusions|Scope matters too. The local picture and the global picture can look pretty different}.',
  '{@Current interest in the subject reflects developments that have made it more visible|Current interest in the subject reflects developments that have made it more visible|People pay more attention to it now because recent developments have made it more visible|It gets more attention now because of things that have made it more visible} [add the developments, with sources].',
  '%L2 %noinf {@Conceptual clarity at this stage prevents later confusion between descriptive and evaluative uses of the same terms|Conceptual clarity here prevents later confusion between descriptive and evaluative uses of the same terms|Being clear now prevents confusion later between describing and judging|}.',
  '%L3 %noinf {@Definitions are themselves theory-laden: to define the object of inquiry is already to adopt a {w:framework} that makes some explanations more available than others|Definitions are theory-laden, since defining the object of inquiry already favours some explanations over others|Any definition already favours some explanations over others|}.',
  '%inf In plain terms: [explain the term the way you would to a friend].',
);

const causesOpen = pool(
  '{@Several factors combine to produce the situation described above|Several factors combine to produce the situation described above|Several things work together to produce it|So how does it actually work? Several things combine}.',
  '{@To understand {T}, it is necessary to look at the causes and mechanisms behind it|To understand {T}, it is necessary to examine the causes and mechanisms behind it|To understand {T}, you need to look at what causes it and how it works|To really get {T}, you need to see what drives it}.',
);

const causesNext = pool(
  '{@A {nth} set of causes operates at a different level|A {nth} set of causes operates at a different level|A {nth} group of causes works at a different level|There is a {nth} layer to this too}.',
);

const causesBody = pool(
  'One cause works directly, while others work indirectly by changing the conditions under which the first operates.',
  'Timing matters: some causes act quickly, while others take years to show their effects.',
  'The same cause can produce different results depending on local conditions.',
  'Human decisions, not only impersonal forces, play a part [give an example of a decision that matters].',
  'A useful way to picture the mechanism is [describe an analogy or diagram].',
  'Experts broadly agree about some causes and disagree about others [citation needed].',
  'Removing one cause would not necessarily remove the outcome, because other causes could compensate.',
  '{@The mechanism can be described as a chain|The mechanism can be described as a chain|It works like a chain|Think of it as a chain}: [describe the first step], which leads to [the second step], which in turn produces [the result].',
  '{@Some causes are immediate and visible, while others are structural and slow-moving|Some causes are immediate and visible, while others are structural and slow|Some causes are quick and obvious, while others are slow and hidden|Some causes are obvious. Others are slow and easy to miss}.',
  '{@The {w:key} {w:factor} appears to be [name the main cause], although its importance varies with context|The key factor appears to be [name the main cause], although its importance varies with context|The main cause seems to be [name the main cause], though it matters more in some places than others|The big one is [name the main cause]. But it matters more in some places than others} [citation needed].',
  '{@Contributing factors reinforce one another, which is why simple explanations tend to fail|Contributing factors reinforce one another, which is why simple explanations tend to fail|The causes feed into each other, so simple explanations usually fail|The causes feed off each other, which is why simple explanations fall flat}.',
  '{@Feedback effects {may} amplify small initial differences over time|Feedback effects can amplify small initial differences over time|Small differences at the start can grow over time|Small differences at the start can snowball}.',
  '{@Incentives matter as well{;}people and institutions respond to the rewards and costs they face|Incentives matter as well{;}people and institutions respond to the rewards and costs they face|Incentives matter too{;}people respond to rewards and costs|Incentives matter. People do what gets rewarded}.',
  '{@Not every link in the chain is equally well understood, and the weaker links should be identified|Not every link in the chain is equally well understood, and the weaker links should be identified|Some links in the chain are better understood than others|Some parts of this are well understood. Others, not so much} [note which links are uncertain].',
  '{@Technology, economics and culture each play a part, and their relative weight is a matter of ongoing study|Technology, economics and culture each play a part, and their relative weight is still studied|Technology, money and culture all play a part|Technology, money and culture all play a part. How much each matters is still debated} [citation needed].',
  '%L2 %noinf {@Distinguishing proximate from underlying causes clarifies which interventions are likely to be effective|Separating proximate from underlying causes clarifies which interventions are likely to work|Separating immediate causes from deeper ones shows which fixes might work|}.',
  '%L3 %noinf {@Causal accounts of this kind face a familiar methodological difficulty: the relevant variables are entangled, so that isolating any single mechanism requires strong assumptions|Causal accounts here face a methodological difficulty, because entangled variables make single mechanisms hard to isolate|The causes are tangled together, which makes any single one hard to isolate|}.',
  '%inf Sounds simple? It is not, because all these pieces affect each other.',
);

const effectsOpen = pool(
  '{@The {w:effects} of {T} can be traced first through {angle}|The effects of {T} can be traced first through {angle}|The effects of {T} are easiest to see by looking first at {angle}|So what does {T} actually do? Start with {angle}}.',
  '{@The consequences of {T} are best traced through {angle}|The consequences of {T} are best traced through {angle}|The effects of {T} are easiest to see through {angle}|The easiest way to see the effects of {T} is to look at {angle}}.',
);

const effectsNext = pool(
  '{@The {w:effects} also extend to {angle}|The effects also extend to {angle}|The effects also reach {angle}|The effects reach {angle} too}.',
  '{@A {nth} set of consequences concerns {angle}|A {nth} set of consequences concerns {angle}|A {nth} set of effects concerns {angle}|Then there is {angle}}.',
);

const effectsBody = pool(
  'Short-term effects are often easier to see than long-term ones.',
  'Indirect effects can be as important as direct ones, even if they are harder to trace.',
  'Some effects are positive, some negative, and some depend on who is asked.',
  'A third example shows the effects at a different scale [add an example at a local, national or global scale].',
  'The effects also change over time as people adapt.',
  '{@A concrete example illustrates the pattern|A concrete example illustrates the pattern|A concrete example shows the pattern|Here is an example} [add a specific example, with its source].',
  '{@The {w:effects} are not uniform{;}they differ across groups, places and periods|The effects are not uniform{;}they differ across groups, places and periods|The effects are not the same everywhere{;}they differ by group and place|The effects are not the same for everyone}.',
  '{@Some consequences are intended, while others are side effects that only became apparent later|Some consequences are intended, while others are side effects that appeared later|Some effects are intended, others are side effects that showed up later|Some effects are on purpose. Others are side effects nobody planned}.',
  '{@The most visible {w:effects} are not always the most {w:important}|The most visible effects are not always the most important|The most visible effects are not always the most important|The effects you notice are not always the ones that matter most}.',
  '{@A second example, from a different setting, shows how context changes the outcome|A second example, from a different setting, shows how context changes the outcome|An example from a different setting shows how context changes things|An example from somewhere else shows how much context matters} [add a contrasting example].',
  '{@Where measurements exist, they give a sense of scale|Where measurements exist, they give a sense of scale|Where there are numbers, they show the scale|The numbers give a sense of scale} [insert a statistic on {S}].',
  '%L2 %noinf {@Heterogeneous effects of this kind caution against generalising from average outcomes|Varied effects of this kind caution against generalising from averages|Because the effects vary, averages can mislead|}.',
  '%inf Which of these would you have guessed? Probably not all of them.',
);

const implicationsOpen = pool(
  '{@The account above has implications for how {T} is approached in practice.|The account above has implications for how {T} is approached in practice.|All of this matters for how {T} is handled in practice.|So what does all this mean for how we deal with {T}?}',
  '{@Understanding {T} in this way has several implications|Understanding {T} in this way has several implications|Seeing {T} this way has a few implications|Seeing {T} this way changes a few things}.',
);

const implicationsBody = pool(
  'For education, the implication is that the subject deserves clearer explanation [say where and how it should be taught].',
  'For organisations, the implications concern planning and risk [give an example].',
  'For public debate, the main implication is the need for accurate information.',
  'Some implications are already visible, while others are still speculative.',
  'Different groups will draw different implications from the same facts.',
  'The implications should be revisited as new evidence becomes available.',
  'A practical first step would be [suggest a practical step].',
  '{@For decision-makers, the {w:key} implication is that responses should target causes rather than symptoms|For decision-makers, the main implication is that responses should target causes rather than symptoms|For decision-makers, the main lesson is to tackle causes, not just symptoms|For the people in charge, the lesson is: fix causes, not symptoms}.',
  '{@For individuals, a clearer understanding makes it easier to judge claims about the subject and to act on reliable information|For individuals, a clearer understanding makes it easier to judge claims and act on reliable information|For ordinary people, understanding it better makes it easier to judge claims about it|For you, understanding it better means you can spot bad claims about it}.',
  '{@For research, the gaps identified above suggest questions worth pursuing|For research, the gaps identified above suggest questions worth pursuing|For research, the gaps above point to questions worth studying|For researchers, the gaps above are worth digging into} [list one or two open questions].',
  '{@The implications are not fixed{;}they depend on how conditions change in the coming years|The implications are not fixed{;}they depend on how conditions change|The implications are not fixed{;}they depend on how things change|None of this is set in stone. It depends on how things change}.',
  '{@Public understanding lags behind specialist knowledge, which itself has consequences worth noting|Public understanding lags behind specialist knowledge, which has consequences of its own|Public understanding often lags behind what experts know|What most people know about it often lags behind what experts know}.',
  '{@Any practical response will need to balance competing goals, and the trade-offs should be made explicit|Any practical response will need to balance competing goals and make the trade-offs explicit|Any practical response has to balance different goals|Any real fix will have to juggle different goals}.',
  '%L2 %noinf {@The analysis also suggests that institutional design, not only individual behaviour, shapes outcomes in this area|The analysis suggests that institutional design, not only individual behaviour, shapes outcomes here|The analysis suggests that how institutions are set up matters as much as what individuals do|}.',
  '%L3 %noinf {@At a theoretical level, the case invites reflection on how explanatory {w:framework}s travel between disciplines and what is lost in translation|At a theoretical level, the case shows how explanations travel between disciplines and what is lost along the way|The case also shows how ideas move between fields and what gets lost|}.',
  '%inf Bottom line: knowing how it works helps you make better calls about it.',
);

export const expositoryBody: readonly SectionSpec[] = [
  { heading: 'Background and Definition', weight: 17, maxParagraphs: 2, open: backgroundOpen, body: backgroundBody },
  { heading: 'Causes and Mechanisms', weight: 19, maxParagraphs: 3, open: causesOpen, next: causesNext, body: causesBody },
  { heading: 'Effects and Examples', weight: 19, maxParagraphs: 3, open: effectsOpen, next: effectsNext, angles: ['practical', 'people', 'long-term', 'cost'], body: effectsBody },
  { heading: 'Implications', weight: 15, maxParagraphs: 2, open: implicationsOpen, body: implicationsBody },
];
