import type { EssayType } from '../../../../shared/generation.ts';
import { pool, type Pool } from './template.ts';
import type { Topic } from './topic.ts';

// Conclusions open by restating the thesis with the topic, sum up what the
// body established, and end on a closing thought.

const restatements: Record<EssayType, Record<Topic['thesis'], Pool>> = {
  argumentative: {
    claim: pool('{@In conclusion, the arguments and {w:evidence} considered here support the view that {C}|In conclusion, the arguments set out above support the position that {C}|In the end, the case holds up: {C}|So where does that leave us? I still think {C}, and I hope you do too}.'),
    phrase: pool('{@In conclusion, {T} deserves more careful attention than it usually receives, and the position defended here withstands the strongest objection to it|In conclusion, {T} calls for a clear position, and the one defended here withstands the strongest objection to it|In the end, {T} deserves a clear position, and the one argued here holds up against the main objection|So, to wrap up: {T} matters, and the position I have argued for holds up}.'),
    open: pool('{@In conclusion, the most convincing answer to {T} is [restate your answer], for the reasons set out above|In conclusion, the most convincing answer to {T} is [restate your answer], for the reasons given above|In the end, the best answer to {T} is [restate your answer]|So here is my answer to {T}: [restate your answer]}.'),
  },
  persuasive: {
    claim: pool('{@In conclusion, the reasons set out here lead to a single conclusion: {C}|In conclusion, the reasons set out above lead to one conclusion: {C}|In the end, the reasons all point one way: {C}|So here is the bottom line: {C}}.'),
    phrase: pool('{@In conclusion, the case for acting on {T} is {w:strong}, and the cost of delay is real|In conclusion, the case for acting on {T} is strong, and the cost of delay is real|In the end, the case for acting on {T} is strong, and waiting has a cost|So here is the bottom line: it is time to act on {T}, and waiting costs us}.'),
    open: pool('{@In conclusion, the right answer to {T} is [restate your answer], and the time to act on it is now|In conclusion, the right answer to {T} is [restate your answer], and the time to act is now|In the end, the right answer to {T} is [restate your answer], and it is time to act|So here is the bottom line on {T}: [restate your answer], and it is time to act}.'),
  },
  expository: {
    claim: pool('{@In conclusion, understanding the issues behind {T} requires attention to their background, the mechanisms that drive them and the {w:effects} they produce|In conclusion, understanding the issues behind {T} requires attention to their background, mechanisms and effects|To sum up, the issues behind {T} make sense once their background, causes and effects are clear|So that is what is behind {T}: where it comes from, how it works, and what it does}.'),
    phrase: pool('{@In conclusion, understanding {T} requires attention to its background, the mechanisms that drive it and the {w:effects} it produces|In conclusion, understanding {T} requires attention to its background, its mechanisms and its effects|To sum up, {T} makes sense once its background, causes and effects are clear|So that is {T} in a nutshell: where it comes from, how it works, and what it does}.'),
    open: pool('{@In conclusion, answering {T} requires attention to the background, the mechanisms involved and the {w:effects} they produce|In conclusion, answering {T} requires attention to the background, the mechanisms and the effects|To sum up, {T} makes sense once the background, causes and effects are clear|So that is the answer to {T}, at least in outline}.'),
  },
  narrative: {
    claim: pool('{@Looking back on a story that bears on {T}, I can see that it taught me [restate the lesson or change]|Looking back on a story that bears on {T}, I can see that it taught me [restate the lesson or change]|Looking back, I can see what this story says about {T}: [restate the lesson]|Looking back, here is what this story taught me about {T}: [restate the lesson]}.'),
    phrase: pool('{@Looking back on {T}, I can see that it taught me [restate the lesson or change]|Looking back on {T}, I can see that it taught me [restate the lesson or change]|Looking back on {T}, I can see what it taught me: [restate the lesson]|Looking back on {T}, here is what I learned: [restate the lesson]}.'),
    open: pool('{@Looking back on {T}, I can see that it taught me [restate the lesson or change]|Looking back on {T}, I can see that it taught me [restate the lesson or change]|Looking back on {T}, I can see what it taught me: [restate the lesson]|Looking back on {T}, here is what I learned: [restate the lesson]}.'),
  },
  descriptive: {
    claim: pool('{@In the end, what stays with an observer of {T} is less any single detail than the impression that the details create together|In the end, what remains of {T} is less any single detail than the impression the details create together|In the end, what stays with me about {T} is not one detail but the way they all come together|In the end, what sticks with me about {T} is how it all comes together}.'),
    phrase: pool('{@In the end, what stays with an observer of {T} is less any single detail than the impression that the details create together|In the end, what remains of {T} is less any single detail than the impression the details create together|In the end, what stays with me about {T} is not one detail but the way they all come together|In the end, what sticks with me about {T} is how it all comes together}.'),
    open: pool('{@In the end, what stays with an observer of {T} is less any single detail than the impression that the details create together|In the end, what remains of {T} is less any single detail than the impression the details create together|In the end, what stays with me about {T} is not one detail but the way they all come together|In the end, what sticks with me about {T} is how it all comes together}.'),
  },
};

const summaries: Record<EssayType, Pool> = {
  argumentative: pool(
  'The claim, the evidence and the answer to the strongest objection together make a coherent case.',
  'A different conclusion would require evidence that has not yet been presented.',
    '{@The central {w:claim} does not rest on a single consideration{;}practical consequences, fairness and likely long-term {w:effects} point in the same direction|The central claim does not rest on a single consideration{;}practical consequences, fairness and long-term effects point the same way|The main claim does not depend on one reason alone{;}practical effects, fairness and the long term all point the same way|My main point does not hang on one reason. Practical effects, fairness and the long view all point the same way}.',
    '{@The counter-argument deserves respect, but on examination it identifies a cost to be managed rather than a reason to reject the position|The counter-argument deserves respect, but it identifies a cost to be managed rather than a reason to reject the position|The main objection is worth taking seriously, but it points to a cost to manage, not a reason to give up|The best objection is worth hearing out, but it points to a problem to manage, not a reason to change my mind}.',
    '{@{H}the {w:evidence} is incomplete, and further research {may} refine the conclusion|The evidence is not complete, and further research could refine the conclusion|The evidence is not complete, and more research could change the details|Sure, the evidence is not perfect, and new research might change the details} [note any important gaps in the evidence].',
    '{@What the discussion {w:shows}, above all, is that a position on {T} should be judged by its consequences for real people rather than by its appeal in the abstract|What the discussion shows, above all, is that a position on {T} should be judged by its real consequences rather than its abstract appeal|Above all, a position on {T} should be judged by what it does for real people|Above all, judge any position on {T} by what it does for real people}.',
    '{@The strength of the position lies less in any single argument than in the way several independent lines of reasoning converge|The strength of the position lies in the way several independent lines of reasoning converge|The position is strong because several separate lines of reasoning meet|The position is strong because several separate reasons all land in the same place}.',
    '{@Those who remain unconvinced are invited to weigh the same {w:evidence} and ask which conclusion it most plausibly supports|Those who remain unconvinced should weigh the same evidence and ask which conclusion it best supports|Anyone who still disagrees should look at the same evidence and ask which conclusion it supports best|If you still disagree, look at the same evidence and ask yourself which way it really points}.',
    '%L3 %noinf {@More broadly, the analysis suggests that disputes of this kind concern the {w:framework} through which evidence is interpreted as much as the evidence itself, which has methodological implications for future inquiry|More broadly, disputes of this kind concern how evidence is interpreted as much as the evidence itself|More broadly, disputes like this are about how evidence is read as much as the evidence itself|}.',
    '%inf Is that the last word on it? Probably not. But it is a position you can defend.',
  ),
  persuasive: pool(
  'The case made here does not ask for blind agreement, only for an honest look at the facts.',
  'Each section of the argument stands on its own, but together they are stronger still.',
  'The objections have been heard and answered, and none of them justifies doing nothing.',
    '{@The problem is real, the reasons to act are {w:strong} and the objections, while understandable, do not outweigh them|The problem is real, the reasons to act are strong and the objections do not outweigh them|The problem is real, the reasons to act are strong, and the objections do not outweigh them|The problem is real. The reasons are strong. The objections do not change that}.',
    '{@Logic, principle and human experience each point to the same conclusion, which is rare in public debate and worth taking seriously.|Logic, principle and human experience each point to the same conclusion, which is rare and worth taking seriously.|Logic, values and real lives all point the same way, and that is rare.|Logic, values and real lives all point the same way. How often does that happen?}',
    '{@Every period of delay carries a cost, even if that cost is harder to see than the cost of acting|Every delay carries a cost, even if it is harder to see than the cost of acting|Every delay has a cost, even if it is harder to see than the cost of acting|Waiting has a cost too. It is just harder to see}.',
    '{@What is needed now is not further debate but a willingness to act on what is already reasonably clear|What is needed now is not more debate but a willingness to act on what is already clear|What is needed now is not more talk but action on what is already clear|We do not need more talk. We need action on what is already clear}.',
    '{@The case does not depend on accepting every detail{;}it depends only on recognising that the present situation is not acceptable|The case does not depend on every detail{;}it depends only on recognising that the present situation is not acceptable|You do not have to accept every detail{;}you only have to agree that things cannot stay as they are|You do not have to agree with every detail. Just with the fact that things cannot stay like this}.',
    '%inf You do not have to do everything. You just have to do something.',
  ),
  expository: pool(
  'The definitions set out at the start make the rest of the account possible.',
  'Each section of this essay adds a layer to the same picture.',
  'Further reading can deepen each part of this outline [suggest one or two reliable sources].',
  'The subject is likely to remain important, which makes a clear understanding of it worthwhile.',
    '{@The background {w:shows} that none of this arose from nowhere{;}it grew out of identifiable conditions|The background shows that none of this arose from nowhere{;}it grew out of identifiable conditions|The background shows that none of this came from nowhere|None of this came out of nowhere. It grew out of real conditions} [add the key background point].',
    '{@The mechanisms described above {w:explain} why the same causes can produce different {w:effects} in different settings|The mechanisms described above explain why the same causes can produce different effects in different settings|The mechanisms above explain why the same causes can lead to different results in different places|That is why the same causes can lead to different results in different places}.',
    '{@The examples considered here are illustrative rather than exhaustive, and others could be added|The examples considered here are illustrative rather than exhaustive|The examples here are just a sample, and others could be added|These examples are just a sample. There are plenty more} [add another example if space allows].',
    '{@Taken together, the causes, mechanisms and {w:effects} form a connected picture rather than a list of separate facts|Taken together, the causes, mechanisms and effects form a connected picture rather than a list of facts|Together, the causes, the mechanisms and the effects form one connected picture|Put it all together and you get one connected picture, not a list of random facts}.',
    '{@What remains uncertain is as {w:important} as what is known, and those uncertainties deserve to be stated plainly|What remains uncertain matters as much as what is known, and it deserves to be stated plainly|What we do not know matters as much as what we do know|What we still do not know matters as much as what we do} [note the main open questions].',
    '%L3 %noinf {@Read through a broader {w:framework}, the case also illustrates how explanatory accounts depend on prior choices about what counts as a cause, an epistemic issue that merits explicit attention|The case also shows how explanations depend on prior choices about what counts as a cause|The case also shows that explanations depend on what we decide counts as a cause|}.',
    '%inf Not bad for something most people never stop to think about.',
  ),
  narrative: pool(
  'The beginning, the moment of tension and the turning point now seem to belong to a single arc.',
  'If the experience taught me anything, it is that [restate the lesson in a different way].',
  'I carry the memory with me, sometimes as a warning and sometimes as encouragement.',
  'Other people have their own versions of this kind of moment, and perhaps that is why such stories matter.',
  'I would not have chosen the experience, but I would not give it back.',
  'The person who started this story and the person who finished it were not quite the same.',
    '{@What began as an ordinary experience became, in retrospect, a turning point|What began as an ordinary experience became, in retrospect, a turning point|What started as an ordinary experience turned out to be a turning point|What started as a normal day turned out to be a turning point}.',
    'I did not come away with every answer, but I did come away with a clearer sense of [name what became clearer].',
    '{@The details have blurred with time, but the shape of the experience has not|The details have blurred with time, but the shape of the experience has not|The details have blurred, but the shape of it has not|The details are fuzzy now. The feeling is not}.',
    '{@I sometimes wonder how events would have unfolded had I chosen differently at the decisive moment|I sometimes wonder how things would have gone if I had chosen differently at the decisive moment|I sometimes wonder what would have happened if I had chosen differently|Sometimes I wonder what would have happened if I had done things differently}.',
    '{@What I understand now, and did not understand then, is that difficult moments often teach more than easy ones|What I understand now, and did not then, is that difficult moments often teach more than easy ones|What I know now, and did not know then, is that hard moments often teach more than easy ones|Here is what I know now that I did not know then: the hard moments teach you the most}.',
    '%L2 %noinf {@Recounting the experience has also clarified it{;}the act of narration imposes an order that the events themselves lacked|Telling the story has also clarified it, since narration gives events an order they lacked at the time|Telling the story has helped me make sense of it|}.',
    '%inf Would I go through it again? Honestly, probably yes.',
  ),
  descriptive: pool(
  'The impression, the details and the meaning form a single experience.',
  'Some aspects remain hard to put into words, and that difficulty is part of the subject.',
  'What began as a general impression has become a collection of precise details.',
  'The senses together give a fuller account than any one of them could alone.',
  'A description can only approximate the experience, but it can point the reader towards it.',
  'The significance of the subject lies as much in the observer as in the subject itself.',
  'Returning to it after writing this description, an observer would likely see it differently.',
    '{@Sight, sound and texture each contribute something distinct, but the impression depends on how they combine|Sight, sound and texture each contribute something, but the impression depends on how they combine|Sight, sound and touch each add something, but the impression comes from how they combine|The sights, sounds and textures each add something. Together, they make the whole thing}.',
    '{@The details gathered here are particular, yet they point to something more general about how places and objects hold meaning|The details gathered here are particular, yet they point to something general about how places and objects hold meaning|These details are specific, but they say something general about how places and things hold meaning|These details are specific, but they say something bigger about how places and things stick with us}.',
    '{@Any description leaves things out, and a second visit would no doubt reveal details missed the first time|Any description leaves things out, and a second look would reveal details missed the first time|Any description leaves things out, and a second look would find more|No description catches everything. Look again and you will find more}.',
    '{@The overall impression described at the start is, on reflection, both confirmed and complicated by the details|The overall impression described at the start is both confirmed and complicated by the details|The first impression holds up, but the details make it richer|The first impression still holds. The details just make it richer}.',
    '%L2 %noinf {@Attending closely to a single subject also reveals how perception is shaped by expectation, memory and mood|Attending closely to one subject also shows how perception is shaped by expectation, memory and mood|Looking closely also shows how much expectation and mood shape what we see|}.',
    '%inf Next time you come across something like this, try slowing down. You might be surprised.',
  ),
};

const closings: Record<EssayType, Pool> = {
  argumentative: pool(
    '{@A clear position, honestly defended and open to revision, is more useful than a comfortable neutrality|A clear position, honestly defended and open to revision, is more useful than comfortable neutrality|A clear position, honestly argued and open to change, is more useful than sitting on the fence|Sitting on the fence is comfortable. Taking a clear, honest position is more useful}.',
    '{@Future discussion of {T} would benefit from fewer assertions and closer attention to the {w:evidence}|Future discussion of {T} would benefit from fewer assertions and more attention to the evidence|Future debate about {T} would benefit from fewer claims and more evidence|Next time {T} comes up, ask for the evidence}.',
  ),
  persuasive: pool(
    '{@The choice, ultimately, rests with the reader.|The choice, in the end, rests with the reader.|The choice is now yours.|So the choice is yours. What will you do?}',
    '{@The time to act is now, while acting can still make a difference|The time to act is now, while it can still make a difference|The time to act is now, while it can still make a difference|Now is the time, while it can still make a difference}.',
  ),
  expository: pool(
    '{@A clearer understanding of {T} is the precondition for any sensible judgement about it|A clearer understanding of {T} is the basis for any sensible judgement about it|Understanding {T} better is the first step toward judging it well|Once you understand {T}, you are in a much better position to judge it for yourself}.',
  ),
  narrative: pool(
    '{@It was, in the end, a small chapter in a longer story, but it is one to which I return often|It was, in the end, a small chapter in a longer story, but one I return to often|It was a small chapter in a longer story, but I come back to it often|It was a small chapter in a longer story. But I come back to it a lot}.',
  ),
  descriptive: pool(
    '{@To look closely at {T} is, finally, to be reminded how much an attentive eye can find in the familiar|To look closely at {T} is to be reminded how much an attentive eye can find in the familiar|Looking closely at {T} is a reminder of how much there is to notice|Looking closely at {T} reminds me how much there is to notice, if I just slow down}.',
  ),
};

export function conclusionPools(type: EssayType, topic: Topic): { lead: readonly Pool[]; body: Pool; close: Pool } {
  return { lead: [restatements[type][topic.thesis]], body: summaries[type], close: closings[type] };
}
