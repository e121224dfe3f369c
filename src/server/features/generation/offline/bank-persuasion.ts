import type { SectionSpec } from './draft-builder.ts';
import { pool } from './template.ts';

// Persuasive essay body: what is at stake, the case in reason, in values and
// in human terms, answers to objections; the conclusion carries the call to
// action (see `callToAction`).

const stakesOpen = pool(
  '{@What is at stake in {T} is more than a technical matter|What is at stake in {T} is more than a technical matter|The stakes in {T} are higher than they might seem|Let us be clear about what is at stake in {T}}.',
  '{@The problem can be stated plainly|The problem can be stated plainly|The problem is simple to state|Here is the problem, plainly}: [describe the problem in one or two sentences].',
);

const stakesBody = pool(
  'The problem is not new, but its consequences have become harder to ignore [add an example].',
  'Every community affected by the problem pays a price, whether or not that price is counted.',
  'The longer the problem persists, the more expensive it becomes to solve.',
  'The stakes include not only material costs but also trust, health and opportunity.',
  'What happens next will shape the options available in the future.',
  'Ignoring the problem does not make it smaller{;}it only makes it less visible.',
  '{@Left unaddressed, the situation is unlikely to resolve itself{;}problems of this kind tend to deepen over time|Left unaddressed, the situation is unlikely to resolve itself{;}problems of this kind tend to deepen|Left alone, the problem is unlikely to fix itself{;}problems like this tend to get worse|Left alone, this will not fix itself. Problems like this usually get worse}.',
  '{@The scale of the problem is easy to underestimate|The scale of the problem is easy to underestimate|It is easy to underestimate how big the problem is|The problem is bigger than most people think} [insert a statistic on {S}].',
  '{@Behind the figures are real people whose circumstances depend on the choices made|Behind the figures are real people whose circumstances depend on the choices made|Behind the numbers are real people whose lives depend on these choices|Behind the numbers are real people, and their lives depend on what happens next} [add a specific example].',
  '{@The costs of the current situation are already being paid, even if they are spread thinly enough to escape notice|The costs of the current situation are already being paid, even if they are spread too thinly to notice|The costs of the current situation are already being paid, even if they are hard to notice|We are already paying for the way things are. We just do not always notice}.',
  '{@Delay is itself a decision, and it carries consequences of its own|Delay is itself a decision, and it has consequences of its own|Waiting is a decision too, and it has its own consequences|Doing nothing is a choice too, and it has consequences}.',
  '{@Those who stand to lose most are often the least able to make their voices heard|Those who stand to lose most are often the least able to be heard|The people who stand to lose most are often the least able to be heard|The people with the most to lose are usually the easiest to ignore}.',
  '{@The {w:question}, then, is not whether to respond but how, and how soon|The question, then, is not whether to respond but how, and how soon|So the question is not whether to respond, but how and how soon|So the question is not whether to act. It is how, and how soon}.',
  '{@The stakes are practical, moral and personal at once, which is why the matter deserves attention from everyone rather than only from specialists|The stakes are practical, moral and personal at once, so the matter deserves everyone\'s attention|The stakes are practical, moral and personal all at once, so this is everyone\'s business|This is practical, moral and personal all at once. That makes it everyone\'s business}.',
  '%L2 %noinf {@The status quo is often treated as a neutral baseline, yet it too is the product of earlier choices and carries its own distribution of harms|The status quo is often treated as neutral, yet it too reflects earlier choices and distributes harms of its own|The way things are now is not neutral{;}it reflects earlier choices and has its own costs|}.',
  '%inf If that does not worry you, it probably should.',
);

const logicOpen = pool(
  '{@The logical case begins with {angle}|The logical case begins with {angle}|The logical case starts with {angle}|Start with the logic, and specifically {angle}}.',
  '{@Reason alone makes a {w:strong} case, beginning with {angle}|Reason alone makes a strong case, beginning with {angle}|Logic alone makes a strong case, starting with {angle}|Even if you only care about logic, the case is strong. Think about {angle}}.',
);

const logicNext = pool(
  '{@Reason also points to {angle}|The logic extends to {angle}|The logic also covers {angle}|Then there is {angle}}.',
  '{@A {nth} logical consideration is {angle}|A {nth} logical point concerns {angle}|A {nth} point of logic is {angle}|The {nth} logical point is about {angle}}.',
);

const logicBody = pool(
  '{@The reasoning is straightforward: if the problem is real and the proposed response addresses its causes, acting is more rational than waiting|The reasoning is straightforward: if the problem is real and the response addresses its causes, acting is more rational than waiting|The reasoning is simple: if the problem is real and the fix addresses its causes, acting beats waiting|The logic is simple. If the problem is real and the fix targets the cause, then acting beats waiting}.',
  '{@The {w:evidence} supports this conclusion|The evidence supports this conclusion|The evidence backs this up|And the evidence backs this up} [citation needed].',
  '{@Each step of the argument can be checked, which is what distinguishes a reasoned case from an appeal to habit|Each step of the argument can be checked, which is what separates a reasoned case from habit|Each step can be checked, which is what makes it an argument rather than a habit|You can check every step of this. That is what makes it an argument, not a habit}.',
  '{@The alternative courses of action, when examined, either fail to address the underlying cause or carry greater costs|The alternatives, when examined, either miss the underlying cause or cost more|The alternatives either miss the real cause or cost more|The other options either miss the real cause or cost more}.',
  '{@A reasonable person weighing the same facts would be hard pressed to reach a different conclusion|A reasonable person weighing the same facts would struggle to reach a different conclusion|Anyone weighing the same facts would struggle to reach a different conclusion|Look at the same facts and see if you can reach a different conclusion}.',
  '{@The numbers, where they exist, point in the same direction|The figures, where they exist, point the same way|The numbers, where they exist, point the same way|The numbers point the same way} [insert a statistic on {S}].',
  '%L2 %noinf {@The inference does not require certainty, only that the expected benefits of acting exceed the expected costs|The inference does not require certainty, only that expected benefits exceed expected costs|The argument does not need certainty, only that the likely benefits beat the likely costs|}.',
  '%L3 %noinf {@Formally, the argument has the structure of a decision under uncertainty, in which the asymmetry between the costs of acting and of not acting carries much of the weight|Formally, this is a decision under uncertainty, where the asymmetry between the costs of acting and not acting carries the weight|This is a decision under uncertainty, where the costs of acting and not acting are unequal|}.',
  '%inf It is not complicated. It just takes looking at the facts.',
);

const valuesOpen = pool(
  '{@Beyond the practical logic, the case rests on values that most readers already hold, beginning with {angle}|Beyond the practical logic, the case rests on values most readers already share, beginning with {angle}|Beyond logic, the case rests on values most people already share, starting with {angle}|Beyond the logic, this is about values you probably already hold, starting with {angle}}.',
  '{@The case is also a moral one, and it turns on {angle}|The case is also a moral one, and it turns on {angle}|This is also a question of right and wrong, and it turns on {angle}|This is also about right and wrong, and it comes down to {angle}}.',
);

const valuesNext = pool(
  '{@The values at stake also include {angle}|The values at stake also include {angle}|The values involved also include {angle}|And then there is {angle}}.',
);

const valuesBody = pool(
  '{@Fairness, responsibility and respect for others are not abstractions{;}they are the standards by which communities judge their own conduct|Fairness, responsibility and respect are not abstractions{;}they are the standards by which communities judge themselves|Fairness, responsibility and respect are not just words{;}they are how communities judge themselves|Fairness, responsibility and respect are not just nice words. They are how we judge ourselves}.',
  '{@A society is rightly judged by how it treats those with the least power to protect themselves|A society is rightly judged by how it treats those least able to protect themselves|A society is judged by how it treats people who cannot protect themselves|You can judge a society by how it treats people who cannot protect themselves}.',
  '{@To accept a known harm when a reasonable remedy is available is difficult to reconcile with these values.|Accepting a known harm when a reasonable remedy exists is hard to reconcile with these values.|Accepting a known harm when a fix is available does not fit these values.|If there is a fix and we do not use it, what does that say about us?}',
  '{@Responsibility here is shared: no single actor can resolve the matter, but each can contribute|Responsibility here is shared: no single actor can solve the problem, but each can contribute|Responsibility is shared: nobody can solve this alone, but everyone can help|Nobody can fix this alone. But everyone can help}.',
  '{@Consistency matters as well{;}the principles invoked in other contexts apply with equal force here|Consistency matters too{;}principles invoked elsewhere apply here as well|Consistency matters{;}the values we apply elsewhere should apply here too|Be consistent. If a value matters elsewhere, it matters here too}.',
  '{@These values are widely shared across otherwise divided communities, which gives the case a breadth of appeal|These values are widely shared across divided communities, which broadens the case\'s appeal|These values are shared by people who disagree on a lot else|People who disagree about almost everything still share these values}.',
  '%L2 %noinf {@Appeals to shared values are persuasive only when they are specific, so the values in question should be tied to concrete commitments|Appeals to shared values persuade only when they are specific and tied to concrete commitments|Appeals to values only persuade when they are tied to something concrete|} [name the concrete commitment].',
  '%inf Deep down, most people already agree with this. They just have not connected the dots.',
);

const humanOpen = pool(
  '{@Behind every argument about {T} are real lives|Behind every argument about {T} are real lives|Behind every argument about {T} are real people|Forget the arguments for a second and think about the real people behind {T}}.',
  '{@The most compelling reason to act is perhaps the simplest: the human consequences of doing nothing|The most compelling reason to act is perhaps the simplest: the human cost of doing nothing|The most powerful reason to act is the simplest one: the human cost of doing nothing|Here is the simplest reason of all: people get hurt when nothing is done}.',
);

const humanBody = pool(
  '{@Consider a realistic situation of someone directly affected|Consider a realistic situation of someone directly affected|Picture someone directly affected|Picture someone who is directly affected} [describe a realistic situation without inventing names or figures].',
  '{@For those directly affected, the issue is not abstract{;}it shapes daily choices, opportunities and peace of mind|For those directly affected, the issue is not abstract{;}it shapes daily choices, opportunities and peace of mind|For the people affected, this is not abstract{;}it shapes their days, their chances and their peace of mind|For the people affected, this is not some abstract debate. It is daily life}.',
  '{@It is difficult to remain indifferent once the human consequences come into view|It is difficult to remain indifferent once the human consequences are in view|It is hard to stay indifferent once you see the human side|Once you see the human side, it is hard not to care}.',
  '{@Statistics can obscure as much as they reveal{;}each figure stands for individual experiences of worry, frustration or loss|Statistics can hide as much as they show{;}each figure stands for someone\'s worry, frustration or loss|Numbers can hide as much as they show{;}each one stands for someone\'s worry or loss|Every number is a person. Worried, frustrated, or worse}.',
  '{@Those who have lived with the problem describe it in terms that no summary can capture|Those who have lived with the problem describe it in terms no summary can capture|People who live with the problem describe it in ways no summary can|Listen to people who live with this and you will hear things no summary captures} [add a quotation from a source you have read, with its citation].',
  '{@Relief, when it comes, is felt just as concretely: in time regained, in worry lifted and in opportunities opened|Relief, when it comes, is felt concretely, in time regained, worry lifted and opportunities opened|When things improve, people feel it: more time, less worry, more chances|And when things get better, people feel it. Less worry, more time, more chances}.',
  '{@Imagining the situation from the inside is not sentimentality but a way of taking the stakes seriously|Imagining the situation from the inside is not sentimentality but a way of taking the stakes seriously|Imagining it from the inside is not being soft{;}it is taking the stakes seriously|Imagining how it feels is not being soft. It is taking it seriously}.',
  '%inf How would you feel if it were you, or someone you love?',
);

const objectionsOpen = pool(
  '{@Some readers will remain sceptical, and their objections deserve a direct answer|Some readers will remain sceptical, and their objections deserve a direct answer|Some readers will still have doubts, and those doubts deserve an answer|You might still have doubts. Fair enough. Let us deal with them}.',
  '{@The most common objection holds that [state the main objection fairly]|The most common objection holds that [state the main objection fairly]|The most common objection is that [state the main objection fairly]|The most common pushback goes like this: [state the main objection fairly]}.',
);

const objectionsBody = pool(
  'Some argue that the evidence is not yet strong enough{;}yet waiting for perfect evidence is itself a choice with consequences.',
  'Others worry about unintended consequences, a reasonable concern that careful design can address [give a safeguard].',
  'A further objection is that other priorities are more urgent, but this issue is connected to many of those priorities.',
  'It is sometimes said that nothing can be done, yet examples from elsewhere suggest otherwise [add an example].',
  'The objections, taken together, call for care in how to act, not for inaction.',
  'Answering objections honestly strengthens the case rather than weakening it.',
  '{@One objection is that the proposal costs too much{;}yet the cost of the status quo is rarely counted with the same care|One objection is that the proposal costs too much{;}yet the cost of the status quo is rarely counted with the same care|One objection is that it costs too much, but the cost of doing nothing is rarely counted as carefully|Some people say it costs too much. But nobody adds up the cost of doing nothing}.',
  '{@Another objection holds that the problem is exaggerated, although the {w:evidence} suggests otherwise|Another objection holds that the problem is exaggerated, although the evidence suggests otherwise|Another objection is that the problem is exaggerated, but the evidence says otherwise|Others say the problem is overblown. The evidence says otherwise} [citation needed].',
  '{@Others argue that change should be left to individuals rather than pursued collectively, yet some problems cannot be solved by individuals acting alone|Others argue that change should be left to individuals, yet some problems cannot be solved by individuals alone|Others say it should be left to individuals, but some problems are too big for individuals alone|Some say it is up to individuals. But some problems are just too big for one person}.',
  '{@It is also said that the timing is wrong, although the right moment rarely announces itself.|It is also said that the timing is wrong, although the right moment rarely announces itself.|Some say the timing is wrong, but there is rarely a perfect moment.|Some say now is not the right time. When is it ever?}',
  '{@Each objection contains a legitimate concern, and each concern can be met without abandoning the case|Each objection contains a legitimate concern, and each can be met without abandoning the case|Each objection has a fair point, and each can be answered without dropping the case|Each objection has a fair point. None of them sinks the case}.',
  '{@The strongest form of the objection would show that acting makes matters worse, and no such showing has been made|The strongest form of the objection would show that acting makes matters worse, and that has not been shown|The objection would need to show that acting makes things worse, and it does not|To win, the objection would have to show that acting makes things worse. It does not}.',
  '%L2 %noinf {@Several objections rest on an implicit assumption that inaction is costless, an assumption that does not survive scrutiny|Several objections assume that inaction is costless, which does not survive scrutiny|Several objections assume that doing nothing is free, and it is not|}.',
  '%inf So yes, the objections are worth hearing. They just do not change the answer.',
);

/** The persuasive conclusion's call to action, drawn before its summary sentences. */
export const callToAction = pool(
  '{@Readers can act in concrete ways|Readers can act in concrete ways|There are concrete things you can do|So what can you do? Plenty}: [list two or three specific actions the reader can take].',
  '{@Decision-makers should be asked to act, and asked again until they do|Decision-makers should be asked to act, and asked again until they do|Ask decision-makers to act, and keep asking until they do|Ask the people in charge to act. Then ask again}.',
  '{@Individual choices matter, but they matter most when they are joined to collective action|Individual choices matter, but they matter most when joined to collective action|Individual choices matter, but they matter most when people act together|What you do matters. What we do together matters more}.',
  '{@The first step is modest: to learn more, to talk about the issue and to make its importance visible|The first step is modest: learn more, discuss the issue and make its importance visible|The first step is small: learn more, talk about it, and make it visible|Start small. Learn more, talk about it, and do not let it drop}.',
  '{@Support for organisations already working on the problem is one practical way to contribute|Supporting organisations already working on the problem is one practical way to contribute|Supporting groups already working on the problem is one practical way to help|Back the groups already working on this} [name a relevant organisation you have checked].',
);

export const persuasiveBody: readonly SectionSpec[] = [
  { heading: 'What Is at Stake', weight: 15, maxParagraphs: 2, open: stakesOpen, body: stakesBody },
  { heading: 'The Logical Case', weight: 16, maxParagraphs: 2, open: logicOpen, next: logicNext, angles: ['practical', 'cost', 'long-term', 'experience'], body: logicBody },
  { heading: 'The Case from Values', weight: 13, maxParagraphs: 2, open: valuesOpen, next: valuesNext, angles: ['fairness', 'principle'], body: valuesBody },
  { heading: 'The Human Side', weight: 13, maxParagraphs: 2, open: humanOpen, next: humanOpen, angles: ['people'], body: humanBody },
  { heading: 'Answering Objections', weight: 15, maxParagraphs: 2, open: objectionsOpen, body: objectionsBody },
];
