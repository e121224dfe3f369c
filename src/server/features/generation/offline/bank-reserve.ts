import { pool } from './template.ts';

// Last-resort sentences for a paragraph whose own banks ran dry (long drafts at
// high-school level, where sentences are short and many are needed). They
// still read as part of the paragraph: a qualification, a prompt for a detail.

export const issueReserve = pool(
  '{@It is worth pausing to note an assumption that the discussion has so far left implicit|It is worth noting an assumption the discussion has so far left implicit|It is worth pointing out an assumption that has gone unstated so far|Quick pause: there is an assumption hiding in here} [state the assumption].',
  '{@A brief example helps to anchor the point|A brief example helps to anchor the point|A quick example makes this concrete|A quick example helps} [add a specific example].',
  '{@The distinction matters because it changes what counts as success|The distinction matters because it changes what counts as success|The difference matters because it changes what counts as success|Why does this matter? Because it changes what success looks like}.',
  '{@Precision about terms helps here, since loose language can make weak points look stronger than they are|Precise terms help here, since loose language can make weak points look stronger|Clear words help here, because vague language can make weak points look strong|Be precise here. Vague words make weak points sound stronger than they are}.',
  '{@Reasonable readers {may} weigh this point differently, and that disagreement is itself informative|Reasonable readers may weigh this point differently, and that disagreement is informative|Reasonable people might weigh this differently, and that tells us something|Not everyone will weigh this the same way, and that is fine}.',
  '{@The point should not be overstated{;}it is one consideration among several|The point should not be overstated{;}it is one consideration among several|This point should not be overstated{;}it is one factor among several|This is not the whole story. It is one factor among several}.',
  '{@Where possible, this claim should be checked against a reliable source|Where possible, this claim should be checked against a reliable source|This claim should be checked against a reliable source|Check this against a good source} [citation needed].',
  '{@The same reasoning applies, with some adjustment, to related cases|The same reasoning applies, with some adjustment, to related cases|The same logic applies, with some changes, to similar cases|The same logic works for similar cases too, more or less}.',
  '{@The discussion would be strengthened by a perspective from someone directly involved|The discussion would be strengthened by a perspective from someone directly involved|A view from someone directly involved would strengthen this|It would help to hear from someone directly involved} [add a perspective from a source you have read].',
  '{@Seen in this light, the matter looks less like a single problem than a set of connected ones|Seen this way, the matter looks less like one problem than a set of connected ones|Seen this way, it looks less like one problem and more like several connected ones|Seen this way, it is less one problem and more a bunch of connected ones}.',
  '{@Each of these points could be developed at greater length, and a fuller treatment would do so|Each of these points could be developed further in a fuller treatment|Each of these points could be developed further|Each of these could be its own essay, honestly}.',
  '{@The detail matters less than the pattern it illustrates|The detail matters less than the pattern it illustrates|The detail matters less than the pattern it shows|The detail is not the point. The pattern is}.',
  '{@None of this is self-evident, which is why it needs to be spelled out|None of this is self-evident, which is why it must be spelled out|None of this is obvious, which is why it is worth spelling out|None of this is obvious, so it is worth spelling out}.',
  '{@This consideration bears on {T} in a way that is easy to miss|This consideration bears on {T} in a way that is easy to miss|This point connects to {T} in a way that is easy to miss|This connects to {T} in a way people often miss}.',
  '{@A skeptical reader would be entitled to ask for more support at this point|A sceptical reader would be entitled to ask for more support here|A doubtful reader might want more support here|If you are not convinced yet, fair enough} [add supporting evidence].',
  '%L2 %noinf {@The argument here depends on a distinction between what is typical and what is possible, which should be kept in view|The argument depends on distinguishing what is typical from what is possible|It matters to keep what is typical separate from what is merely possible|}.',
  '%L3 %noinf {@This also raises a methodological question about the unit of analysis, since conclusions drawn at the level of individuals need not hold at the level of institutions|This raises a methodological question about the unit of analysis, since individual-level conclusions need not hold for institutions|What is true for individuals is not always true for institutions|}.',
);

export const narrativeReserve = pool(
  'Details like this are easy to forget, but they give the story its texture.',
  'I mention it because it says something about how I felt at the time.',
  'It is the kind of moment that only seems significant afterwards.',
  'I did not realise it then, but this would matter later.',
  'The memory is clearer than I would expect after so much time.',
  'Looking back, I can almost see myself from the outside.',
  'There is a version of this story in which things went differently, and I think about it sometimes.',
  'Everything seemed to be happening at once.',
  'I can still picture [add one more concrete detail from that moment].',
  '{@Even now, the memory carries a particular feeling|Even now, the memory carries a particular feeling|Even now, the memory comes with a certain feeling|Even now, thinking about it gives me a certain feeling} [name the feeling].',
  '{@It is strange which details memory chooses to keep|It is strange which details memory keeps|It is strange what details memory keeps|Funny what your memory decides to keep}.',
  '{@Someone who was there might describe this part differently|Someone who was there might describe this part differently|Someone else who was there might tell this part differently|Someone else would probably tell this part differently}.',
  '{@I did not say much at the time, but I noticed a great deal|I did not say much at the time, but I noticed a great deal|I did not say much, but I noticed a lot|I did not say much. But I noticed a lot}.',
  '{@One more small thing stayed with me|One more small thing stayed with me|One more small thing stuck with me|One more little thing stuck with me} [describe it].',
  '{@Writing about it now, I notice things I had not put into words before|Writing about it now, I notice things I had not put into words before|Writing about it now, I notice things I had never put into words|Writing this down, I notice stuff I never put into words before}.',
  '{@That detail may seem minor, but it mattered to me|That detail may seem minor, but it mattered to me|That detail might seem small, but it mattered to me|It sounds like a small thing, but it mattered to me}.',
  '{@I was aware, even then, that I would remember this|I was aware, even then, that I would remember this|Even then, I knew I would remember this|Even then, I knew I would remember this}.',
);

export const descriptiveReserve = pool(
  'It is a detail that is easy to miss but hard to forget.',
  'This part of the picture deserves a moment of attention.',
  'The effect is subtle, but it shapes the whole.',
  'Light, sound and texture all contribute to this aspect.',
  'The closer one looks, the more detail appears.',
  'Small as it is, this detail anchors the rest of the description.',
  '{@One more detail completes this part of the picture|One more detail completes this part of the picture|One more detail completes this part of the picture|One more detail finishes this part off} [describe it].',
  '{@It is the combination of details, rather than any single one, that creates the effect|It is the combination of details, rather than any one, that creates the effect|It is the mix of details, not any single one, that creates the effect|It is the mix of details that does it, not any one thing}.',
  '{@A different observer might notice different things first|A different observer might notice different things first|Someone else might notice different things first|Someone else might notice totally different things first}.',
  '{@The detail is small, but it changes how the rest is seen|The detail is small, but it changes how the rest is seen|It is a small detail, but it changes how you see the rest|It is small, but it changes how you see everything else}.',
  '{@Here, precision matters more than adjectives|Here, precision matters more than adjectives|Here, exact words matter more than fancy ones|Exact words beat fancy ones here} [replace a general word with an exact one].',
  '{@The contrast with its surroundings sharpens the impression|The contrast with its surroundings sharpens the impression|The contrast with what is around it sharpens the impression|What is around it makes it stand out even more} [describe the surroundings].',
  '{@Even familiar details look different when attended to closely|Even familiar details look different when examined closely|Even familiar details look different up close|Even familiar stuff looks different up close}.',
  '{@The time of day changes this aspect noticeably|The time of day changes this aspect noticeably|The time of day changes this a lot|It changes a lot depending on the time of day} [describe the difference].',
);
