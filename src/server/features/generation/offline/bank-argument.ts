import type { SectionSpec } from './draft-builder.ts';
import { pool } from './template.ts';

// Argumentative essay body: claim, evidence, counter-argument, rebuttal. The
// writer does not know the user's reasons or sources, so the prose carries the
// reasoning and brackets mark where the user's own facts belong.

const claimOpen = pool(
  '{@The central {w:claim} of this essay rests first on {angle}|The central claim of this essay rests first on {angle}|The main claim starts with {angle}|Let us start with {angle}}.',
  '{@The first and most direct support for this position comes from {angle}|The first support for this position comes from {angle}|The first reason to accept this position comes from {angle}|Reason one comes down to {angle}}.',
  '{@The case for this position is best approached through {angle}|The case for this position is best approached through {angle}|The best way into the case is through {angle}|The easiest way in is to think about {angle}}.',
);

const claimNext = pool(
  '{@A {nth} ground for this position concerns {angle}|A {nth} reason concerns {angle}|A {nth} reason has to do with {angle}|The {nth} reason is about {angle}}.',
  '{@The {nth} line of support concerns {angle}|The {nth} line of support concerns {angle}|The {nth} point is about {angle}|Then there is {angle}}.',
  '{@Turning to {angle}, the case becomes stronger still|Turning to {angle}, the case becomes stronger|The case gets stronger when we turn to {angle}|Now think about {angle}}.',
);

const claimBody = pool(
  '{@Put simply, the {w:claim} is that the benefits of this position outweigh its costs for the people it affects most|Put simply, the claim is that the benefits of this position outweigh its costs for those it affects most|Put simply, the benefits outweigh the costs for the people affected most|Simply put, the good outweighs the bad for the people who matter most here} [state the main benefit in one sentence].',
  '{@This is not merely a matter of preference{;}it follows from what can reasonably be expected to happen|This is not merely a matter of preference{;}it follows from what can reasonably be expected to happen|This is not just a matter of taste{;}it follows from what is likely to happen|This is not just my opinion. It follows from what is likely to happen} [explain the mechanism in your own words].',
  '{@If this reasoning is sound, the burden of proof shifts to those who defend the status quo|If this reasoning is sound, the burden of proof shifts to those who defend the status quo|If this reasoning holds, it is up to defenders of the status quo to explain themselves|If that is right, the people who want to keep things as they are have some explaining to do}.',
  '{@The {w:claim} is deliberately limited: it does not hold that every consequence will be positive, only that the balance favours this position|The claim is deliberately limited: it does not say every consequence will be positive, only that the balance favours this position|The claim is limited on purpose: not every effect will be good, but the balance is|I am not saying everything about it is great. Just that, on balance, it wins}.',
  '{@The point can be illustrated with a concrete case|The point can be illustrated with a concrete case|A concrete case makes the point clearer|A real example makes this clearer} [add a specific example that shows the claim in action].',
  '{@It follows that the position is not an abstract preference but a practical conclusion drawn from identifiable {w:reasons}|It follows that the position is a practical conclusion drawn from identifiable reasons, not an abstract preference|So the position is a practical conclusion with clear reasons behind it, not just a preference|So this is not a gut feeling. It is a conclusion with reasons behind it}.',
  '{@The connection between this {w:claim} and {T} is direct, because it concerns the outcomes that matter most to those involved|The connection between this claim and {T} is direct, because it concerns the outcomes that matter most|This point bears directly on {T}, because it concerns the outcomes that matter most|This goes right to the heart of {T}, because it is about the outcomes that matter most}.',
  '{@{H}the strength of this {w:claim} lies in the fact that it does not depend on any single assumption|The strength of this claim lies in the fact that it does not depend on any single assumption|The claim is strong because it does not depend on one assumption alone|What makes this strong is that it does not rest on just one assumption}.',
  '%L2 %noinf {@The {w:claim} is therefore a comparative one: it holds not that the position is costless but that it is preferable to the available alternatives|The claim is therefore comparative: the position is not costless, but it is preferable to the alternatives|The claim is a comparison: the position is not free of costs, but it beats the alternatives|}.',
  '%L3 %noinf {@Framed in this way, the argument proceeds by inference to the best explanation rather than by deduction, which is appropriate in a domain where the {w:evidence} is necessarily incomplete|Framed this way, the argument proceeds by inference to the best explanation rather than deduction, as suits a domain with incomplete evidence|The argument works by finding the best explanation rather than by strict proof, which suits incomplete evidence|}.',
  '%inf Does that make it perfect? No. It just means it beats the alternatives.',
);

const claimClose = pool(
  '{@Taken together, these {w:reasons} establish the central {w:claim}{;}the next section turns to the {w:evidence}|Taken together, these reasons establish the central claim{;}the next section examines the evidence|Together, these reasons support the main claim{;}next comes the evidence|Those are my reasons. Now for the evidence}.',
);

const evidenceOpen = pool(
  '{@Claims of this kind stand or fall on the {w:evidence}, and the evidence relevant to {T} is of several kinds.|Claims of this kind depend on evidence, and the evidence relevant to {T} is of several kinds.|A claim is only as good as the evidence behind it, and there are several kinds of evidence on {T}.|A claim is only as good as the evidence behind it. So what is the evidence on {T}?}',
  '{@Any {w:claim} about {T} must ultimately answer to the {w:evidence}|Any claim about {T} must ultimately answer to the evidence|Any claim about {T} has to be backed by evidence|Saying something about {T} is easy. Backing it up is the hard part}.',
);

const evidenceNext = pool(
  '{@A {nth} kind of {w:evidence} is worth considering as well|A {nth} kind of evidence is also relevant|A {nth} kind of evidence matters too|Here is a {nth} kind of evidence}.',
  '{@Evidence of a {nth} kind points in the same direction|Evidence of a {nth} kind points the same way|A {nth} kind of evidence points the same way|A {nth} type of evidence says the same thing}.',
);

const evidenceResearch = pool(
  '{@Research on {T} provides the most systematic evidence available|Research on {T} provides the most systematic evidence available|Research on {T} gives the most reliable evidence|Research is the best place to start} [citation needed].',
  '[Summarise the key finding of the strongest study you have read, and cite it.]',
  '{@The most relevant figures concern [insert a statistic on {S}], which bears directly on the {w:claim}|The most relevant figures concern [insert a statistic on {S}], which bears directly on the claim|The key numbers are [insert a statistic on {S}], and they bear directly on the claim|Here is the number that matters: [insert a statistic on {S}]}.',
  '{@Not all studies are equally reliable{;}larger samples, transparent methods and independent replication count for more than isolated findings|Not all studies are equally reliable{;}larger samples, clear methods and replication count for more than isolated findings|Not every study is equally reliable{;}bigger samples and repeated results count for more|Not every study is equally good. Bigger samples and repeated results count for more}.',
  '{@Where the research is mixed, that fact should be reported rather than concealed|Where the research is mixed, that should be reported rather than hidden|Where the research is mixed, it is better to say so than to hide it|If the research is mixed, say so. Hiding it only weakens your case}.',
  '%L2 %noinf {@Effect sizes matter as much as statistical significance, since a reliable but small effect {may} not justify a major {w:change}|Effect sizes matter as much as statistical significance, since a reliable but small effect may not justify a major change|How big an effect is matters as much as whether it is real|}.',
  '%L3 %noinf {@The epistemic weight of this literature depends on its designs: observational studies can establish association, but causal claims require stronger identification strategies|The weight of this literature depends on its designs, since observational studies show association while causal claims need stronger designs|Studies that only observe can show a link, but proving cause needs stronger designs|} [citation needed].',
  '%inf Do not just take one study\'s word for it. Look for results that show up again and again [citation needed].',
);

const evidenceCases = pool(
  '{@Concrete cases make the abstract argument tangible|Concrete cases make the abstract argument tangible|Real cases make the argument easier to see|Real cases make all this easier to picture} [add a specific example].',
  '{@A single example proves little on its own, but a pattern of similar cases is harder to dismiss|A single example proves little on its own, but a pattern of similar cases is harder to dismiss|One example proves little, but a pattern of similar cases is hard to ignore|One example does not prove much. A pattern of them is hard to ignore}.',
  '{@Counter-examples should be noted too, since an honest account includes the cases that fit less neatly|Counter-examples should be noted too, since an honest account includes cases that fit less neatly|Counter-examples matter too, because an honest account includes the messy cases|Mention the cases that do not fit, too. Being honest makes you more convincing} [note any counter-example].',
  '{@First-hand accounts from those involved add detail that aggregate figures cannot capture|First-hand accounts from those involved add detail that figures cannot capture|First-hand accounts add detail that numbers miss|First-hand stories add detail that numbers miss} [add a quotation from a source you have read, with its citation].',
  '{@Comparable settings offer a useful check, since they show what happens when conditions differ|Comparable settings offer a useful check, since they show what happens when conditions differ|Similar settings are a useful check, because they show what happens when things are different|Looking at a similar place is a good reality check} [add a comparable case].',
  '%inf Real examples beat hypotheticals every time [add a specific example].',
);

const evidenceJudgement = pool(
  '{@Where expert bodies have addressed {T}, their conclusions deserve careful attention|Where expert bodies have addressed {T}, their conclusions deserve attention|Where experts have looked at {T}, their conclusions are worth reading|If experts have weighed in on {T}, see what they concluded} [cite the relevant expert body].',
  '{@The {w:evidence} should also be read in context: who collected it, for what purpose and with what limitations|Evidence should be read in context: who collected it, why and with what limitations|It matters who collected the evidence, why and with what limits|Always check who collected the evidence and why}.',
  '{@Taken as a whole, the {w:evidence} is consistent with the {w:claim}, even if it does not prove it beyond doubt|Taken as a whole, the evidence is consistent with the claim, even if it does not prove it beyond doubt|Overall, the evidence fits the claim, even if it does not prove it completely|Overall, the evidence fits. It is not a slam dunk, but it fits}.',
  '{@Gaps in the {w:evidence} are worth naming, because they show where the argument relies on reasoning rather than data|Gaps in the evidence are worth naming, because they show where the argument relies on reasoning rather than data|It is worth naming the gaps in the evidence, because they show where the argument relies on reasoning|Be upfront about the gaps in the evidence} [note the main gaps].',
  '{@Reasoning and {w:evidence} support each other here: the mechanism described earlier explains why the observed pattern is what one would expect|Reasoning and evidence support each other here, since the mechanism described earlier explains the observed pattern|The reasoning and the evidence back each other up here|The logic and the evidence back each other up here}.',
);

const evidenceClose = pool(
  '{@The {w:evidence}, then, supports the {w:claim}, though not without qualification|The evidence, then, supports the claim, though not without qualification|So the evidence backs the claim, with some limits|So the evidence backs me up, mostly}.',
);

const counterOpen = pool(
  '{@The strongest objection to this position holds that [state the strongest counter-argument fairly]|The most serious objection to this position holds that [state the strongest counter-argument fairly]|The strongest objection says that [state the strongest counter-argument fairly]|Of course, not everyone agrees. The best argument on the other side is that [state it fairly]}.',
  '{@Any honest treatment of {T} must confront the case against the position defended here, which holds that [state the strongest counter-argument fairly]|Any honest treatment of {T} must confront the case against this position, which holds that [state the strongest counter-argument fairly]|An honest look at {T} has to face the other side, which says that [state the strongest counter-argument fairly]|Now for the other side. People who disagree say that [state the strongest counter-argument fairly]}.',
);

const counterNext = pool(
  '{@A {nth} objection deserves attention as well|A {nth} objection deserves attention as well|There is a {nth} objection too|There is a {nth} objection, too}: [state a further counter-argument].',
);

const counterBody = pool(
  'Critics also question whether the benefits would last.',
  'Another version of the objection focuses on fairness: [state how the position might seem unfair to some].',
  'Some would accept the goal but reject the means proposed to reach it.',
  'The objection is strongest in cases where [describe the situation in which the objection is most convincing].',
  'It is also possible that the position rests on assumptions that do not hold everywhere.',
  '{@This objection deserves to be taken seriously, because it rests on concerns that are genuine rather than merely rhetorical|This objection deserves to be taken seriously, because it rests on genuine concerns|This objection should be taken seriously, because the concerns behind it are real|This is a fair point, and it deserves a real answer}.',
  '{@Those who hold it point to costs that the position defended here would impose, particularly on [name the group that would bear the cost]|Those who hold it point to costs that this position would impose, particularly on [name the group that would bear the cost]|Its supporters point to costs this position would create, especially for [name the group that would bear the cost]|They point out that someone has to pay for this, especially [name the group that would bear the cost]}.',
  '{@Those who hold this view also argue that the {w:evidence} is less clear-cut than its supporters suggest|Those who hold this view also argue that the evidence is less clear-cut than supporters suggest|People who hold this view also say the evidence is less clear than supporters claim|People on that side also say the evidence is not as clear as people like me claim} [citation needed].',
  '{@Some critics prefer a more gradual approach, arguing that the risks of rapid {w:change} outweigh its benefits|Some critics prefer a more gradual approach, arguing that the risks of rapid change outweigh the benefits|Some critics want a slower approach, because they think fast change is too risky|Some people would rather go slow, because fast change feels risky}.',
  '{@There is also a {w:question} of priorities, since resources devoted to this issue are resources unavailable elsewhere|There is also a question of priorities, since resources spent here cannot be spent elsewhere|There is also the question of priorities, since money and time spent here cannot be spent elsewhere|And there is the question of priorities. Time and money spent here cannot be spent elsewhere}.',
  '{@At its best, the counter-argument is not a denial of the problem but a different judgement about how to respond to it|At its best, the counter-argument does not deny the problem but judges differently how to respond|At its best, the other side does not deny the problem, it just disagrees about the response|The best version of the other side does not deny the problem. It just disagrees about the fix}.',
  '{@Presented in its strongest form, the objection runs as follows|In its strongest form, the objection runs as follows|In its strongest form, the objection goes like this|Here is the best version of their argument}: [set out the opposing reasoning step by step].',
  '{@It would be a mistake to caricature this view, since many thoughtful people hold it|It would be a mistake to caricature this view, since many thoughtful people hold it|It would be wrong to dismiss this view, since plenty of thoughtful people hold it|It is not a silly view, and plenty of smart people hold it}.',
  '%L2 %noinf {@The objection gains force from the uncertainty noted earlier, since caution has an obvious appeal where the {w:evidence} is incomplete|The objection gains force from the uncertainty noted earlier, since caution appeals where evidence is incomplete|The objection is stronger because the evidence is incomplete, and caution makes sense when things are uncertain|}.',
  '%L3 %noinf {@More fundamentally, the counter-argument can be read as contesting the {w:framework} itself, questioning whether the relevant outcomes have been correctly identified|More fundamentally, the counter-argument questions whether the relevant outcomes have been correctly identified at all|At a deeper level, the objection questions whether the right outcomes are being measured at all|}.',
  '%inf And honestly? They have a point, at least partly.',
);

const counterClose = pool(
  '{@Any defensible position must be able to answer this objection.|Any defensible position must be able to answer this objection.|Any good position has to be able to answer this.|So how do I answer that?}',
);

const rebuttalOpen = pool(
  '{@The objection, however, does not withstand closer scrutiny|The objection, however, does not withstand scrutiny|But the objection does not hold up on a closer look|But here is why the objection does not hold up}.',
  '{@There are {w:strong} {w:reasons} to think that the objection, though serious, is not decisive|There are good reasons to think the objection, though serious, is not decisive|There are good reasons to think the objection is serious but not decisive|The objection is serious, but it does not settle things}.',
);

const rebuttalNext = pool(
  '{@A {nth} response is also available|A {nth} reply is also available|There is a {nth} reply too|There is a {nth} answer too}.',
);

const rebuttalBody = pool(
  'The worry about lasting benefits can be tested, and it should not be assumed without evidence [citation needed].',
  'Where the objection is strongest, the position can be adapted rather than abandoned.',
  'The alternative favoured by critics carries risks of its own, which the objection tends to overlook.',
  'Accepting the goal while rejecting the means shifts the debate to practical details, where compromise is possible.',
  'Assumptions that do not hold everywhere can still hold widely enough to justify the position [explain where they hold].',
  '{@The costs it identifies are real but manageable, and they can be reduced through {w:careful} design|The costs it identifies are real but manageable, and careful design can reduce them|The costs are real but manageable, and good planning can reduce them|Yes, there are costs. But good planning can shrink them} [explain how the cost could be reduced].',
  '{@The objection also tends to compare the proposal with an idealised status quo rather than with the situation as it actually is|The objection also compares the proposal with an ideal status quo rather than the situation as it is|The objection also compares the idea with a perfect version of today, not with how things really are|The objection also compares the idea with a perfect version of today. But today is not perfect}.',
  '{@Where the {w:evidence} is uncertain, the uncertainty cuts both ways: it is no more a reason to keep current arrangements than to change them|Where evidence is uncertain, the uncertainty cuts both ways, and is no more a reason to keep things as they are than to change them|Uncertainty cuts both ways: it is no more a reason to keep things as they are than to change them|Uncertainty cuts both ways. It is not automatically a reason to do nothing}.',
  '{@The concerns raised by critics can be addressed without abandoning the position itself|The concerns raised by critics can be addressed without abandoning the position|The critics\' concerns can be handled without giving up the position|You can deal with the critics\' worries without giving up the whole idea} [give a specific safeguard or compromise].',
  '{@Even granting the objection its strongest form, the central {w:claim} remains intact|Even in its strongest form, the objection leaves the central claim intact|Even at its strongest, the objection leaves the main claim standing|Even at its best, the objection leaves my main point standing}, because [explain why the claim survives].',
  '{@The objection is better understood as a reason to implement the position carefully than as a reason to reject it|The objection is better read as a reason to act carefully than as a reason to reject the position|The objection is a reason to be careful, not a reason to reject the idea|In other words, the objection is a reason to be careful, not a reason to give up}.',
  '{@Those who raise the objection often share the underlying goal, which suggests that the disagreement is narrower than it first appears|Those who raise the objection often share the underlying goal, so the disagreement is narrower than it looks|People on the other side often want the same thing, so the disagreement is smaller than it looks|Most people on the other side want the same thing, so the gap is smaller than it looks}.',
  '{@None of this makes the objection worthless{;}it sharpens the position by showing where safeguards are needed|None of this makes the objection worthless{;}it sharpens the position by showing where safeguards are needed|None of this makes the objection useless{;}it shows where safeguards are needed|That does not make the objection useless. It shows where the safeguards should go}.',
  '%L2 %noinf {@Once the relevant counterfactual is specified, much of the objection\'s force dissipates|Once the relevant alternative is specified, much of the objection\'s force disappears|Once we ask what would happen otherwise, the objection loses much of its force|}.',
  '%L3 %noinf {@The rebuttal therefore turns on a methodological point, namely that risks must be compared across the available options rather than attributed to one option alone|The rebuttal turns on a methodological point: risks must be compared across options, not attributed to one alone|The key point is that risks must be compared across all the options, not pinned on one|}.',
);

const rebuttalClose = pool(
  '{@The position therefore survives its strongest challenge, and it is stronger for having faced it|The position therefore survives its strongest challenge and is stronger for it|So the position survives its toughest test, and it is stronger for it|So the position survives its toughest test. If anything, it is stronger for it}.',
);

export const argumentativeBody: readonly SectionSpec[] = [
  { heading: 'Claim', weight: 24, maxParagraphs: 3, open: claimOpen, next: claimNext, angles: ['practical', 'people', 'fairness', 'long-term', 'cost', 'principle', 'experience'], body: claimBody, close: claimClose },
  { heading: 'Evidence', weight: 22, maxParagraphs: 3, open: evidenceOpen, next: evidenceNext, kinds: [evidenceResearch, evidenceCases, evidenceJudgement], body: evidenceJudgement, close: evidenceClose },
  { heading: 'Counter-Argument', weight: 15, maxParagraphs: 2, open: counterOpen, next: counterNext, body: counterBody, close: counterClose },
  { heading: 'Rebuttal', weight: 15, maxParagraphs: 2, open: rebuttalOpen, next: rebuttalNext, body: rebuttalBody, close: rebuttalClose },
];
