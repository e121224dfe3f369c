import { pool } from './template.ts';

// Last-resort sentences for a paper section whose own bank ran dry: sound
// academic practice, phrased as part of the draft, each asking for the user's
// own material where it belongs.

export const paperReserve = pool(
  'Where a claim rests on a single source, that limitation is noted [citation needed].',
  'Technical terms are explained on first use.',
  'The reasoning here follows directly from the research question.',
  'Details that would interrupt the flow of the text are placed in the appendices.',
  'Any figures quoted are taken from the study data or from cited sources, never estimated.',
  'Each step described here can be traced to a documented decision [describe where decisions are recorded].',
  '{@The relevant sources should be cited at this point|The relevant sources should be cited at this point|The relevant sources should be cited here|Cite your sources here} [citation needed].',
  '{@Where figures are reported, their source should be given|Where figures are reported, their source should be given|Any figures here need a source|Any numbers here need a source} [insert the figures with their source].',
  '{@Terminology is used consistently throughout, following the definitions given earlier|Terminology is used consistently, following the definitions given earlier|Terms are used the same way throughout, as defined earlier|Terms mean the same thing all the way through}.',
  '{@Any departure from standard practice is explained and justified|Any departure from standard practice is explained and justified|Any change from standard practice is explained|Anything done differently from the usual is explained} [explain any departure].',
  '{@The level of detail is intended to allow another researcher to follow the reasoning|The level of detail is intended to allow another researcher to follow the reasoning|There is enough detail here for another researcher to follow|There should be enough detail here for someone else to follow along}.',
  '{@Supporting material is provided in the appendices|Supporting material is provided in the appendices|Extra material is in the appendices|Extra material goes in the appendices} [add an appendix if needed].',
  '{@It is important to distinguish what the {w:evidence} shows from what it merely suggests|It is important to distinguish what the evidence shows from what it suggests|It matters to separate what the evidence shows from what it only suggests|Keep what the evidence shows separate from what it only hints at}.',
  '{@Assumptions made at this stage are stated explicitly|Assumptions made at this stage are stated explicitly|Assumptions at this stage are stated openly|Here are the assumptions, out in the open} [state any assumptions].',
  '{@Where sources disagree, the disagreement is reported rather than resolved by selection|Where sources disagree, the disagreement is reported rather than hidden|Where sources disagree, that is reported rather than hidden|Where sources disagree, that gets reported, not hidden} [citation needed].',
  '{@A brief example clarifies the point|A brief example clarifies the point|A short example makes this clearer|A quick example helps} [add an example from your own data or reading].',
  '{@The claims made here are limited to what the study can support|The claims made here are limited to what the study can support|The claims here stay within what the study can support|The claims here stick to what the study can actually back up}.',
  '{@Readers unfamiliar with the field {may} need a short explanation at this point|Readers unfamiliar with the field may need a short explanation here|Readers new to the field may need a short explanation here|If you are new to this, here is a quick explanation} [add a short explanation].',
  '{@The connection between this point and {T} is direct|The connection between this point and {T} is direct|This point ties directly to {T}|This ties straight back to {T}} [explain the connection in one sentence].',
  '{@Alternative approaches were considered and set aside for reasons given here|Alternative approaches were considered and set aside for the reasons given here|Other approaches were considered and set aside|Other approaches were considered, but dropped} [give the reasons].',
  '{@The significance of this point for the overall argument is considered in the discussion|The significance of this point is considered in the discussion|Why this matters is covered in the discussion|Why this matters comes up again later}.',
  '%L2 %noinf {@The scope conditions of this claim should be made explicit, since it may not hold outside the context studied|The scope conditions of this claim should be explicit, since it may not hold elsewhere|This claim may not hold outside the context studied|}.',
  '%L3 %noinf {@The claim also carries methodological implications, since it presupposes a particular account of how the relevant constructs are operationalised|The claim presupposes a particular account of how the constructs are measured|The claim depends on how the key ideas are measured|}.',
);
