import type { SectionSpec } from './draft-builder.ts';
import { pool } from './template.ts';

// Descriptive essay body: the overall impression, then the senses in turn
// (sight with its spatial order, sound, texture and scent), then why the
// subject matters. Brackets ask for the details only the user has observed.

const impressionOpen = pool(
  '{@The first impression of {T} is one of [name the dominant impression in a few words]|The first impression of {T} is one of [name the dominant impression in a few words]|The first impression of {T} is [name the dominant impression]|The first thing that hits you about {T} is [name the dominant impression]}.',
  '{@Taken as a whole, {T} conveys [name the dominant impression in a few words]|Taken as a whole, {T} conveys [name the dominant impression in a few words]|As a whole, {T} gives off [name the dominant impression]|Take it all in at once and what you get is [name the dominant impression]}.',
);

const impressionNext = pool(
  '{@A second aspect of the overall impression is harder to pin down|A second aspect of the overall impression is harder to pin down|Another part of the impression is harder to pin down|There is another part of it that is harder to pin down} [describe it].',
);

const impressionBody = pool(
  'The impression changes slightly depending on the angle of approach [describe how].',
  'Familiarity may dull the impression, yet it never disappears entirely.',
  'The character of the whole is set by [name the feature that defines it].',
  'The impression is immediate and hard to shake.',
  'Nothing about it feels arranged for effect, yet the effect is striking.',
  'The whole seems larger, or perhaps more intense, than the sum of its parts.',
  'There is a sense of [name a quality such as calm, bustle, age or order] that colours every detail.',
  'A first-time observer might notice [describe what a newcomer would see first], while someone familiar with it would notice [describe what a regular would notice].',
  'The setting around it frames the impression: [describe the surroundings].',
  'It invites the observer to slow down and look again.',
  'Time seems to move differently here: [describe how].',
  'Even from a distance, the character of the subject is unmistakable.',
  'One word that captures the impression is [choose one precise word], though no single word is quite enough.',
  '{@That impression arrives all at once, before any single detail can be singled out|That impression arrives all at once, before any single detail stands out|That impression arrives all at once, before any detail stands out|You feel it all at once, before you notice any one detail}.',
  '{@Scale is part of the effect|Scale is part of the effect|Size is part of the effect|Size is part of it}: [describe the size or scale].',
  '{@So is the atmosphere, which {may} shift with the time of day or the season|So is the atmosphere, which can shift with the time of day or the season|So is the atmosphere, which changes with the time of day|So is the vibe, which changes with the time of day}.',
  '{@Everything seems to be arranged around a centre of attention|Everything seems arranged around a centre of attention|Everything seems to point toward one focal point|Everything seems to point at one thing} [name what draws the eye first].',
  '{@The mood is difficult to name precisely, but it sits somewhere between [name two contrasting moods]|The mood is hard to name precisely, but it sits somewhere between [name two contrasting moods]|The mood is hard to name, but it sits somewhere between [name two contrasting moods]|The mood is somewhere between [name two contrasting moods]}.',
  '{@Compared with similar subjects, {t} stands out for [name what makes it distinctive]|Compared with similar subjects, {t} stands out for [name what makes it distinctive]|Compared with similar things, {t} stands out for [name what makes it different]|What makes it stand out is [name what makes it different]}.',
  '{@Light plays a large part in the overall effect|Light plays a large part in the overall effect|Light plays a big part in the effect|The light makes a big difference} [describe the light].',
  '%L2 %noinf {@First impressions are not neutral records{;}they are shaped by expectation and by what the observer already knows|First impressions are not neutral{;}they are shaped by expectation and prior knowledge|First impressions are shaped by what we expect to see|}.',
  '%inf It is one of those things you feel before you can explain.',
);

const sightOpen = pool(
  '{@Seen from a distance, the overall shape is [describe the outline]|Seen from a distance, the overall shape is [describe the outline]|From a distance, the shape is [describe the outline]|From far away, it looks like [describe the outline]}.',
  '{@The eye moves first to the foreground, where [describe what is closest]|The eye moves first to the foreground, where [describe what is closest]|The eye goes first to the front, where [describe what is closest]|Your eye goes straight to the front, where [describe what is closest]}.',
);

const sightNext = pool(
  '{@A closer look reveals further detail|A closer look reveals further detail|A closer look shows more detail|Look closer and there is more}.',
);

const sightBody = pool(
  'Materials are visible in their colours and finishes: [describe them].',
  'The play of light and shade changes as the observer moves.',
  'Reflections, where they appear, double some of the details.',
  'The dominant shape is [describe it], repeated in smaller forms throughout.',
  'Shadows fall in a way that emphasises [describe what the shadows emphasise].',
  'In the centre, [describe what occupies the middle of the view].',
  'At the edges, the detail thins out into [describe the periphery].',
  'Textures are visible before they are touched: [describe a surface that looks rough, smooth or worn].',
  'Some colours are bright and deliberate, while others have faded with time.',
  'A single object stands out from the rest: [describe it].',
  'Seen at a different hour, the same view changes considerably [describe how].',
  'The proportions are [describe them: tall and narrow, low and wide, crowded or spacious].',
  'Lines lead the eye from [describe the starting point] towards [describe where the eye ends up].',
  'Signs of use and wear tell their own story: [describe them].',
  'Further back, [describe the middle ground], and beyond that, [describe the background].',
  '{@Colour does much of the work|Colour does much of the work|Colour does a lot of the work|The colours do a lot of the work}: [name the dominant colours and where they appear].',
  'To the left, [describe what is there], while to the right, [describe what is there].',
  '{@Some details emerge only on a second look|Some details emerge only on a second look|Some details only show up on a second look|Some things you only see the second time} [describe a small detail most people miss].',
  '{@Movement, where there is any, draws attention away from what is still|Movement, where there is any, draws attention away from what is still|Anything that moves pulls the eye away from what is still|Anything moving grabs your attention} [describe what moves].',
  '{@Edges and surfaces catch the light differently, giving the whole a sense of depth|Edges and surfaces catch the light differently, giving the whole a sense of depth|Edges and surfaces catch the light in different ways, which gives it depth|The way the light hits the edges gives it depth}.',
  '{@Patterns repeat across the whole, lending it a kind of order|Patterns repeat across the whole, lending it a kind of order|Patterns repeat across it, giving it a sense of order|There are patterns that repeat, which makes it feel orderly} [describe a repeating pattern].',
  '{@Above, [describe what is overhead]{;}below, [describe what is underfoot or at the base]|Above, [describe what is overhead]{;}below, [describe what is underfoot or at the base]|Above, [describe what is overhead]{;}below, [describe what is at the base]|Look up and there is [describe what is overhead]. Look down and there is [describe what is at the base]}.',
  '%L2 %noinf {@The visual composition rewards attention to its structure: lines lead the eye, and contrasts organise what it finds|The composition rewards attention to structure, since lines lead the eye and contrasts organise what it finds|Lines lead the eye, and contrasts organise what it finds|}.',
  '%inf Look closer and you will spot things you missed the first time.',
);

const soundOpen = pool(
  '{@Sound gives the scene a second dimension|Sound gives the scene a second dimension|Sound adds another layer|Now listen}.',
  '{@Listening closely changes the picture|Listening closely changes the picture|Listening closely changes the picture|If you listen closely, the picture changes}.',
);

const soundBody = pool(
  'The sounds carry information about what is happening out of sight.',
  'Some sounds are welcome, while others intrude.',
  'The silence between sounds has a character of its own.',
  'Close by, [describe a near sound]{;}further away, [describe a distant sound].',
  'The sounds have a rhythm of their own, rising and falling over time.',
  'Some sounds are mechanical, others natural, others human.',
  'A sudden noise occasionally breaks the pattern: [describe it].',
  'Footsteps, doors and movement add a layer of everyday sound.',
  'The quality of the sound is [describe it: muffled, sharp, echoing or soft].',
  'At its quietest, the scene is almost silent except for [describe the faintest sound].',
  'The sounds seem to belong to the subject as much as its shapes and colours do.',
  'Listening for long enough reveals sounds that are at first inaudible.',
  '{@The most noticeable sound is [describe the dominant sound]|The most noticeable sound is [describe the dominant sound]|The loudest sound is [describe the dominant sound]|The first thing you hear is [describe the dominant sound]}.',
  '{@Beneath it lies a quieter layer of background sound|Beneath it lies a quieter layer of background sound|Underneath there is a quieter layer of sound|Underneath, there is quieter stuff going on} [describe the background sounds].',
  '{@Some sounds are constant, while others come and go|Some sounds are constant, while others come and go|Some sounds never stop, while others come and go|Some sounds never stop. Others come and go} [give one example of each].',
  '{@Moments of silence, when they come, are as striking as the sounds themselves|Moments of silence, when they come, are as striking as the sounds|Moments of silence stand out as much as the sounds|When it goes quiet, you really notice it}.',
  '{@Voices, where there are any, add a human rhythm|Voices, where there are any, add a human rhythm|Voices add a human rhythm|Voices add a human rhythm to it all} [describe the voices in general terms].',
  '{@The acoustics of the space shape how each sound carries|The acoustics of the space shape how each sound carries|The space itself changes how sounds carry|The space changes how everything sounds}.',
  '{@At different times the soundscape changes character|At different times the soundscape changes character|The sounds change at different times|The sounds change through the day} [describe how it changes].',
  '%L2 %noinf {@Sound is often the least described of the senses, yet it frequently determines whether a place feels calm or tense|Sound is often the least described sense, yet it often decides whether a place feels calm or tense|Sound is easy to overlook, but it often decides whether a place feels calm or tense|}.',
  '%inf Close your eyes and just listen for a moment. What do you hear?',
);

const touchOpen = pool(
  '{@Touch and smell complete the impression|Touch and smell complete the impression|Touch and smell complete the picture|Then there is how it feels and smells}.',
  '{@The textures and scents of {T} are harder to capture in words, but no less a part of it|The textures and scents of {T} are harder to capture in words, but no less part of it|The textures and smells of {T} are harder to put into words|The textures and smells of {T} are hard to put into words, but they matter}.',
);

const touchBody = pool(
  'Some materials are rough with age, others smooth from handling.',
  'The contrast between warm and cool surfaces is noticeable.',
  'A particular smell marks the transition from one part to another.',
  'The temperature changes from one part to another: [describe the difference].',
  'Underfoot, the ground feels [describe it].',
  'Some surfaces are cool to the touch, others warm from use or sunlight.',
  'The scents change with the weather and the time of day.',
  'A faint smell of [describe it] sits beneath the stronger ones.',
  'The weight and feel of objects add a physical dimension [describe one object that can be held].',
  'Dust, damp or polish each leave their trace on the surfaces.',
  'The air moves in a particular way: [describe a draught, a breeze or stillness].',
  'Touch confirms what the eye suggests, and sometimes contradicts it.',
  'Surfaces vary in texture, from [describe a rough surface] to [describe a smooth one].',
  '{@The air itself has a quality that is easy to feel but hard to describe|The air itself has a quality that is easy to feel but hard to describe|The air has a feel that is hard to describe|Even the air feels a certain way} [describe the temperature or humidity].',
  '{@A particular scent lingers|A particular scent lingers|One smell lingers|One smell hangs around} [describe the smell and what it recalls].',
  '{@Taste, where it plays a part, adds a further layer|Taste, where it plays a part, adds another layer|Taste, if it plays a part, adds another layer|If taste comes into it, that adds another layer} [describe any taste, or delete this sentence].',
  '{@Materials reveal their age in the way they feel|Materials show their age in the way they feel|Materials show their age in how they feel|You can feel how old things are} [describe one worn or new surface].',
  '{@Some textures invite touch, while others discourage it|Some textures invite touch, while others discourage it|Some textures make you want to touch them, and some do not|Some textures you want to touch. Others, not so much}.',
  '{@Smell is closely tied to memory, and this one carries associations of its own|Smell is closely tied to memory, and this one carries its own associations|Smell is closely tied to memory, and this one brings back its own associations|Smells are tied to memory, and this one brings stuff back}.',
  '%L2 %noinf {@Touch and smell resist the vocabulary of description, which is partly why they make a description feel lived rather than observed|Touch and smell resist description, which is partly why they make a description feel lived|Touch and smell are hard to describe, which is why they make writing feel lived|}.',
  '%inf It is the kind of smell that sticks with you.',
);

const meaningOpen = pool(
  '{@Beyond its physical qualities, {T} carries a significance that is not immediately visible|Beyond its physical qualities, {T} carries a significance that is not immediately visible|Beyond what it looks and sounds like, {T} means something|Here is the thing, though: {T} is more than what it looks like}.',
  '{@Why, then, does {T} matter|Why, then, does {T} matter|So why does {T} matter|So why does {T} matter so much}?',
);

const meaningBody = pool(
  'Its importance may not be obvious to a passing observer.',
  'It holds a place in memory that is out of proportion to its size.',
  'The meaning of the subject is shared by some and private to others.',
  'Its significance has changed over time: [describe how].',
  'For the people who know it well, it represents [name what it represents].',
  'It connects the present to the past in a tangible way.',
  'Its value lies partly in what it makes possible: [describe what it allows people to do or feel].',
  'Observed closely, it suggests something about the community or culture around it.',
  'It is the kind of subject that rewards repeated attention.',
  '{@Its personal meaning for the writer is [describe your personal connection], though others would describe it differently|Its personal meaning for the writer is [describe your personal connection], though others would describe it differently|Its meaning for me is [describe your personal connection], though others would describe it differently|For me, it means [describe your personal connection]}.',
  'Without it, the surrounding area would feel different: [describe how].',
  '{@For many, it is associated with [name an association or memory]|For many, it is associated with [name an association or memory]|For many people, it is tied to [name an association or memory]|For a lot of people, it is tied to [name an association or memory]}.',
  '{@Its meaning comes partly from the people connected to it and partly from what happens there|Its meaning comes partly from the people connected to it and partly from what happens there|Its meaning comes from the people connected to it and what happens there|What makes it mean something is the people and what happens there}.',
  '{@It also reflects something of the wider culture and history around it|It also reflects something of the wider culture and history around it|It also reflects the culture and history around it|It also says something about the culture around it} [add a cultural or historical note from a reliable source].',
  '{@What makes it matter is not its appearance alone but the experiences it holds|What makes it matter is not its appearance alone but the experiences it holds|What makes it matter is not just how it looks but what it holds|It is not just how it looks. It is what it holds}.',
  '{@Were it to change, something would be lost that is hard to replace|Were it to change, something hard to replace would be lost|If it changed, something hard to replace would be lost|If it ever changed, something would be gone for good}.',
  '{@It offers a reminder of [name what it reminds people of]|It offers a reminder of [name what it reminds people of]|It is a reminder of [name what it reminds people of]|It reminds me of [name what it reminds you of]}.',
  '%L2 %noinf {@Places and objects acquire meaning through use and memory, so that their significance is as much social as physical|Places and objects gain meaning through use and memory, so their significance is social as well as physical|Places and things gain meaning through how they are used and remembered|}.',
  '%L3 %noinf {@Read through a phenomenological lens, the subject matters less as an object than as a site of lived experience, where perception and memory are continually entangled|Read phenomenologically, the subject matters as a site of lived experience, where perception and memory intertwine|It matters as a place where what we sense and what we remember meet|}.',
  '%inf Some things just matter, and this is one of them.',
);

export const descriptiveBody: readonly SectionSpec[] = [
  { heading: 'The Overall Impression', weight: 15, maxParagraphs: 2, open: impressionOpen, next: impressionNext, body: impressionBody },
  { heading: 'What the Eye Sees', weight: 17, maxParagraphs: 3, open: sightOpen, next: sightNext, body: sightBody },
  { heading: 'Sounds and Silences', weight: 13, maxParagraphs: 2, open: soundOpen, body: soundBody },
  { heading: 'Texture, Scent and Touch', weight: 13, maxParagraphs: 2, open: touchOpen, body: touchBody },
  { heading: 'Why It Matters', weight: 13, maxParagraphs: 2, open: meaningOpen, body: meaningBody },
];
