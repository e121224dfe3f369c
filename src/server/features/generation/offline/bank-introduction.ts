import type { EssayType } from '../../../../shared/generation.ts';
import { pool, type Pool } from './template.ts';
import type { Topic } from './topic.ts';

// Introductions: an opening, some context, then the thesis and a roadmap at
// the end of the (last) introductory paragraph. Argumentative, persuasive and
// expository essays share the 'issue' openings; stories and descriptions have
// their own.

const issueOpenings = pool(
  '{@Few subjects attract as much discussion, and as little careful analysis, as {T}.|Few subjects attract as much discussion, and as little careful analysis, as {T}.|People talk about {T} a lot, but they do not often stop to look at it closely.|Everyone seems to have an opinion about {T}. But how many of those opinions hold up?}',
  '{@Debates about {T} tend to generate more heat than light{;}a {w:careful} account has to begin by separating what is known from what is merely assumed|Discussion of {T} often generates more heat than light{;}a careful account must begin by separating what is known from what is assumed|Arguments about {T} often get heated{;}it helps to slow down and separate what is known from what is assumed|Talk about {T} can get heated fast. So let us slow down and sort what we actually know from what we just assume}.',
  '{@At first sight, {T} may appear to be a narrow matter, yet it touches on {#many|many|a wide range|a considerable number} of the wider choices a society makes about how people live, learn and work|At first sight, {T} may appear to be a narrow matter, yet it touches on wider choices about how people live, learn and work|At first glance, {T} can look like a small matter, but it connects to bigger choices about how people live and work|It is easy to think of {T} as a small thing. It is not: it ties into how people live, learn and work}.',
  '{H}questions about {T} rarely have a single, simple answer{;}they involve {w:evidence}, values and practical trade-offs at the same time.',
  'Anyone who looks closely at {T} soon finds that the familiar arguments on each side rest on assumptions that are seldom stated{2:, and that those assumptions do much of the real work}.',
  '{@Public discussion of {T} tends to return to the same few points, often without examining them|Public discussion of {T} tends to return to the same few points without examining them|Public discussion of {T} keeps coming back to the same few points|You have probably heard the usual points about {T} many times}. [Add a recent example that shows how the issue is usually discussed.]',
  '%inf So what is really going on with {T}? It is a fair question, and the answer is less obvious than it looks.',
  '%L2 %noinf {@Discussion of {T} has long been shaped by competing framings, each of which makes some considerations visible and leaves others in the background|Discussion of {T} has been shaped by competing framings, each of which highlights some considerations and hides others|Discussion of {T} is shaped by different ways of framing it, and each framing highlights different things|}.',
);

const issueContext = pool(
  '{@Part of the difficulty is that key terms in this debate are used in different ways, so it is worth stating at the outset how they are understood here|Part of the difficulty is that key terms in this debate are used in different ways, so this essay states at the outset how they are understood|One problem is that key words in this debate mean different things to different people|Part of the problem is that people use the same words to mean different things}. [Define your key terms.]',
  '{@The issue matters because its consequences are not confined to specialists{;}they reach students, families, workers and institutions in ways that are easy to overlook|The issue matters because its consequences are not confined to specialists{;}they reach a wide range of people in ways that are easy to overlook|This matters because the effects are not limited to experts{;}they reach ordinary people in everyday ways|Why should you care? Because the effects do not stay with the experts. They reach ordinary people every day}.',
  '{@It is also a subject on which well-informed people disagree, which is a good reason to set out the grounds for any position with care|It is also a subject on which informed people disagree, which is a reason to set out the grounds for any position carefully|Informed people disagree about it, so any position needs clear reasons behind it|Smart people disagree about this, so you need actual reasons, not just a gut feeling}.',
  '{@A {w:careful} answer needs to weigh both the {w:evidence} and the values that shape how that evidence is read|A careful answer must weigh both the evidence and the values that shape how it is read|A good answer has to look at both the facts and the values people bring to them|A good answer looks at the facts and at the values people bring to them}.',
  '{@Some of the most common claims about {T} turn out, on inspection, to rest on anecdote rather than on systematic {w:evidence}|Some common claims about {T} turn out, on inspection, to rest on anecdote rather than on evidence|Some common claims about {T} turn out to rest on stories rather than evidence|A lot of what people say about {T} turns out to be based on stories, not evidence} [citation needed].',
  '{@Context matters as well: the same measure {may} have quite different effects in different places and for different groups|Context matters as well, because the same measure can have different effects in different places and for different groups|Context matters too, because the same change can work differently in different places|Context matters too. What works in one place might flop in another} [add the context that applies to your case].',
  '{@It is also useful to distinguish between short-term reactions to {T} and its longer-term {w:effects}, which are often less visible but more {w:important}|It is also useful to distinguish short-term reactions to {T} from its longer-term effects, which are often less visible but more important|It also helps to separate quick reactions to {T} from its longer-term effects, which are harder to see|It also helps to separate the quick reactions to {T} from the long-term effects, which are harder to spot}.',
  '%L2 %noinf {@The {w:question} sits at the intersection of empirical and normative inquiry: it concerns both what is the case and what ought to follow from it|The question concerns both what is the case and what ought to follow from it|The question is partly about facts and partly about values|}.',
  '%L3 %noinf Situating {T} within a broader {w:framework} makes it possible to ask not only what the {w:evidence} {w:shows} but also what counts as evidence in the first place, an epistemic question that is too often left implicit.',
  '%L3 %noinf The methodological choices that researchers make in this area, from how outcomes are defined to which populations are studied, shape the conclusions that can legitimately be drawn [citation needed].',
  '%inf If you have ever argued about {T}, you will know how quickly people end up talking past each other.',
  '%inf Here is the thing: most arguments about {T} skip the boring but important part, which is checking the facts.',
);

const thesisByType: Record<Exclude<EssayType, 'narrative' | 'descriptive'>, Record<Topic['thesis'], Pool>> = {
  argumentative: {
    claim: pool(
      '{@This essay argues that {C}{2:, and that the case for this position rests on the convergence of practical, ethical and long-term considerations rather than on any single argument}|This essay argues that {C}, and it supports that position with evidence before answering the strongest objection to it|The argument of this essay is that {C}|I think {C}, and in this essay I will show you why}.',
    ),
    phrase: pool(
      '{@This essay argues that {T} deserves more careful attention than it usually receives{2:, and that any defensible position on it must weigh practical consequences against questions of fairness}|This essay argues that {T} requires a clear position, and that the strongest position is one grounded in evidence rather than assumption|This essay takes a clear position on {T} and argues that it deserves more attention than it usually gets|I am going to argue that {T} matters more than most people think, and that there is a clear position worth taking on it}.',
    ),
    open: pool(
      '{@This essay argues that the most convincing answer to {T} is [state your answer in one sentence]{2:, and it defends that answer against the most plausible alternatives}|This essay argues that the most convincing answer to {T} is [state your answer in one sentence]|The argument of this essay is that the best answer to {T} is [state your answer in one sentence]|My answer to {T} is [state your answer in one sentence], and I will show you why}.',
    ),
  },
  persuasive: {
    claim: pool(
      '{@This essay makes the case that {C}{2:, and that the practical, moral and human reasons for this conclusion point in the same direction}|This essay makes the case that {C} and asks the reader to act on that conclusion|This essay makes the case that {C}, and that it is time to act on it|I want to convince you that {C}, and by the end I hope you will agree}.',
    ),
    phrase: pool(
      '{@This essay makes the case that {T} demands attention and action now rather than at some more convenient moment|This essay makes the case that {T} demands action now, not at some more convenient time|This essay makes the case that {T} needs action now, not later|I want to convince you that {T} needs action now, not someday}.',
    ),
    open: pool(
      '{@This essay makes the case that the right answer to {T} is [state your answer in one sentence], and that acting on it cannot reasonably wait|This essay makes the case that the right answer to {T} is [state your answer in one sentence], and that action cannot wait|This essay argues that the right answer to {T} is [state your answer in one sentence], and that it is time to act|I want to convince you that the right answer to {T} is [state your answer in one sentence]}.',
    ),
  },
  expository: {
    claim: pool(
      '{@This essay examines the issues behind {T}, setting out the relevant background, the mechanisms involved and their wider implications|This essay explains the issues behind {T}: the background, the mechanisms involved and the consequences for those affected|This essay explains what lies behind {T}, how it plays out and why it matters|In this essay I will explain what is behind {T}, how it plays out, and why you should care}.',
    ),
    phrase: pool(
      '{@This essay examines {T}, setting out its background, the mechanisms through which it operates and its wider implications|This essay explains {T}: its background, how it works and why it matters|This essay explains {T}: where it comes from, how it works and why it matters|In this essay I will explain {T}: where it comes from, how it works, and why you should care}.',
    ),
    open: pool(
      '{@This essay examines {T}, setting out the relevant background, the mechanisms involved and their wider implications|This essay explains {T}, covering the background, the mechanisms involved and the wider consequences|This essay explains {T}: the background, how it works and what follows from it|In this essay I will dig into {T}: the background, how it works, and what it means for you}.',
    ),
  },
};

const narrativeThesis: Record<Topic['thesis'], Pool> = {
  phrase: pool(
    '{@This essay recounts {T} and reflects on what the experience revealed about [name the lesson or change]{2:, both about the circumstances themselves and about the assumptions I brought to them}|This essay recounts {T} and reflects on what it taught me about [name the lesson or change]|This is the story of {T} and of what it taught me about [name the lesson or change]|This is the story of {T}, and of what it taught me about [name the lesson]}.',
  ),
  claim: pool(
    '{@This essay recounts an experience that bears on {T} and reflects on what it revealed about [name the lesson or change]|This essay recounts an experience that bears on {T} and reflects on what it taught me about [name the lesson or change]|This is the story of an experience that bears on {T}, and of what it taught me about [name the lesson or change]|This is the story of something that happened to me, and what it taught me about {T}: [name the lesson]}.',
  ),
  open: pool(
    '{@This essay recounts an experience that bears on {T} and reflects on what it revealed about [name the lesson or change]|This essay recounts an experience that bears on {T} and reflects on what it taught me about [name the lesson or change]|This is the story of an experience that bears on {T}, and of what it taught me about [name the lesson or change]|This is the story of something that happened to me, and what it taught me about {T}: [name the lesson]}.',
  ),
};

const descriptiveThesis: Record<Topic['thesis'], Pool> = {
  phrase: pool(
    '{@This essay describes {T}: the overall impression it creates, the sensory details that produce that impression and the significance it holds|This essay describes {T}: the overall impression, the sights, sounds and textures that create it, and why it matters|This essay describes {T}: the first impression, the details that make it up and why it stays in the memory|In this essay I want to show you {T}: what it looks, sounds and feels like, and why it sticks with me}.',
  ),
  claim: pool(
    '{@This essay describes a scene that captures {T}: the overall impression it creates, the sensory details behind that impression and its significance|This essay describes a scene that captures {T}: the overall impression, the sights, sounds and textures that create it, and why it matters|This essay describes a scene that captures {T}: the first impression, the details and why it matters|In this essay I want to show you a scene that captures {T}: what it looks, sounds and feels like, and why it matters}.',
  ),
  open: pool(
    '{@This essay describes a scene that captures {T}: the overall impression it creates, the sensory details behind that impression and its significance|This essay describes a scene that captures {T}: the overall impression, the sights, sounds and textures that create it, and why it matters|This essay describes a scene that captures {T}: the first impression, the details and why it matters|In this essay I want to show you a scene that captures {T}: what it looks, sounds and feels like, and why it matters}.',
  ),
};

const roadmaps: Record<EssayType, Pool> = {
  argumentative: pool(
    '{@It first sets out the central claim and the {w:evidence} that supports it, then considers the strongest counter-argument and explains why it does not succeed|It first sets out the central claim and the evidence for it, then considers the strongest counter-argument and explains why it fails|It sets out the main claim and the evidence, then looks at the strongest objection and answers it|First I will lay out my main claim and the evidence, then I will deal with the best objection}.',
  ),
  persuasive: pool(
    '{@It sets out what is at stake, presents the logical, ethical and human reasons for action, answers the principal objections and closes with a call to action|It sets out what is at stake, presents the reasons for action, answers the main objections and ends with a call to action|It explains what is at stake, gives the reasons to act, answers the main objections and ends with a call to action|I will show you what is at stake, give you my reasons, deal with the objections, and then tell you what you can do}.',
  ),
  expository: pool(
    '{@It begins with the background and key definitions, turns to the causes and mechanisms involved, then considers {w:effects} and examples before drawing out the implications|It begins with the background and definitions, turns to causes and mechanisms, then considers effects and examples before drawing out the implications|It starts with the background, moves to how it works, then looks at effects and examples and what they mean|We will start with the background, then look at how it works, then at real effects, and finally at what it all means}.',
  ),
  narrative: pool(
    '{@The account moves from the setting and the first signs of tension to the decisive moment and, finally, to what followed and what it meant|The account moves from the setting and the first signs of tension to the decisive moment, and then to what followed|The story moves from the setting to the moment everything turned, and then to what came after|I will start at the beginning, take you to the moment everything changed, and then tell you what came after}.',
  ),
  descriptive: pool(
    '{@The description moves from the overall impression to the details of sight, sound and texture, and ends with the significance of the whole|The description moves from the overall impression to details of sight, sound and texture, and ends with what the whole means|The description moves from the first impression to the details, and ends with why it matters|I will start with the big picture, then zoom in on the sights, sounds and textures, and end with why it matters to me}.',
  ),
};

const narrativeOpenings = pool(
  '{@Some experiences reveal their significance only in retrospect{;}for me, that is true of {T}|Some experiences reveal their significance only in retrospect{;}for me, that is true of {T}|Some experiences only make sense later{;}for me, that is true of {T}|Some things only make sense later. For me, that is true of {T}}.',
  '{@I did not expect {T} to matter as much as it did|I did not expect {T} to matter as much as it did|I did not expect {T} to matter as much as it did|I did not expect {T} to be a big deal. I was wrong}.',
  '{@Memory is selective, and what remains of {T} is a handful of vivid moments rather than a complete record|Memory is selective, and what remains of {T} is a handful of vivid moments rather than a complete record|Memory is selective, and what I keep from {T} is a handful of vivid moments|Memory is funny. What I remember of {T} is a few sharp moments, not the whole thing}.',
  'When I think back to {T}, the first thing that returns is [describe the first image or feeling that comes back].',
  '%inf Have you ever had a moment that split your life into before and after? For me, that was {T}.',
);

const narrativeContext = pool(
  'The story is worth telling because [explain why this experience is worth telling].',
  'I have chosen to tell it as honestly as I can, including the parts that do not flatter me.',
  'It is a small story in the scheme of things, but small stories can carry large lessons.',
  'Even now, some moments remain vivid while others have faded almost completely.',
  '{@To understand why it mattered, it helps to know a little about where I was in my life at the time|To understand why it mattered, it helps to know a little about my circumstances at the time|To see why it mattered, it helps to know where I was in my life then|To get why it mattered, you need to know where I was in life back then} [add one or two sentences of background].',
  '{@Before it began, my expectations were modest and, in retrospect, rather naive|Before it began, my expectations were modest and, looking back, rather naive|Before it began, my expectations were simple, and a little naive|Before it started, I thought I knew exactly what to expect}: [describe what you expected].',
  '{@At the time, I had little sense of how much the experience would change my thinking|At the time, I had little sense of how much the experience would change my thinking|At the time, I had no idea how much it would change my thinking|Back then, I had no clue how much it would change the way I think}.',
  '%L2 %noinf {@Narrating an experience is always, to some degree, an act of interpretation, since the present self decides which moments of the past deserve attention|Telling a story is always partly an act of interpretation, since the present decides which moments of the past deserve attention|Telling a story always means choosing which moments to keep|}.',
  '%inf I still think about it more often than I would like to admit.',
);

const descriptiveOpenings = pool(
  'Close observation of {T} rewards patience.',
  'There is more to {T} than a first glance suggests.',
  '{@Some subjects are best understood through close attention to detail rather than through argument{;}this is true of {T}|Some subjects are best understood through close attention to detail rather than argument{;}this is true of {T}|Some things are best understood by looking closely rather than arguing{;}that is true of {T}|Some things you just have to look at closely. That goes for {T}}.',
  'To describe {T} well is to slow down and notice what a hurried glance would miss.',
  '{@At first glance there seems little to say about {T}, yet a closer look reveals layer upon layer of detail|At first glance there seems little to say about {T}, yet a closer look reveals layer upon layer of detail|At first glance there is not much to say about {T}, but a closer look shows layer after layer of detail|At first you might think there is not much to say about {T}. Look closer, though, and the details pile up}.',
  '%inf Picture {T}. Now slow down and really look.',
);

const descriptiveContext = pool(
  'The description that follows moves from the whole to the parts, and then back to the whole.',
  'It is a subject that many people pass without noticing.',
  'The details chosen here are the ones that seem to carry the most meaning.',
  '{@The aim here is not to explain or to argue but to render an impression as precisely as language allows|The aim here is not to explain or argue but to render an impression as precisely as possible|The aim is not to explain or argue, just to capture an impression as precisely as possible|I am not trying to argue anything here. I just want to capture what it is like}.',
  '{@Precision matters, because the difference between a vivid description and a vague one usually lies in a handful of exact details|Precision matters, because a vivid description usually depends on a handful of exact details|Small, exact details are what make a description come alive|The trick is in the small details}. [Note the two or three details you most want the reader to remember.]',
  '{@The description that follows draws on close observation and memory{;}where the two diverge, the gaps are marked|The description that follows draws on observation and memory, and gaps are marked where they appear|The description below mixes what can be seen with what is remembered|What follows mixes what I saw with what I remember} [add where and when you observed this].',
  '%L2 %noinf {@Description is never neutral: the choice of what to notice already carries a judgement about what matters|Description is never neutral, because choosing what to notice is already a judgement|What a description notices already says what matters|}.',
);

// PhD drafts say how they frame the topic, right after the thesis.
const framings: Record<'issue' | 'narrative' | 'descriptive', Pool> = {
  issue: pool(
    '%L3 {@The analysis adopts a conceptual framework in which empirical and normative claims are kept distinct, a methodological choice with epistemic consequences for what the conclusion can legitimately assert|The analysis adopts a conceptual framework that keeps empirical and normative claims distinct, a methodological choice that limits what the conclusion can assert|The analysis uses a conceptual framework that keeps facts and values apart, a methodological choice that shapes what the conclusion can claim|A quick note on method: I keep facts and values apart, a methodological choice that shapes what I can claim}.',
  ),
  narrative: pool(
    '%L3 {@The account draws on a conceptual framework from narrative inquiry, in which memory is treated as interpretation rather than record, with the epistemic limits that such a methodological stance implies|The account draws on a conceptual framework from narrative inquiry, treating memory as interpretation rather than record, a methodological stance with epistemic limits|The account treats memory as interpretation rather than record, a methodological stance with clear epistemic limits|I am treating memory as interpretation rather than a record, which is a methodological choice with real epistemic limits}.',
  ),
  descriptive: pool(
    '%L3 {@The description adopts a phenomenological conceptual framework, attending to how the subject appears to an observer, with the epistemic limits that such a methodological choice entails|The description adopts a phenomenological conceptual framework, attending to how the subject appears to an observer, a methodological choice with epistemic limits|The description attends to how the subject appears to an observer, a methodological choice with clear epistemic limits|I am describing how it appears to me, which is a methodological choice with obvious epistemic limits}.',
  ),
};

export function introductionPools(type: EssayType, topic: Topic): { open: Pool; body: Pool; tail: readonly Pool[] } {
  if (type === 'narrative') return { open: narrativeOpenings, body: narrativeContext, tail: [narrativeThesis[topic.thesis], framings.narrative, roadmaps.narrative] };
  if (type === 'descriptive') return { open: descriptiveOpenings, body: descriptiveContext, tail: [descriptiveThesis[topic.thesis], framings.descriptive, roadmaps.descriptive] };
  return { open: issueOpenings, body: issueContext, tail: [thesisByType[type][topic.thesis], framings.issue, roadmaps[type]] };
}
