import type { SectionSpec } from './draft-builder.ts';
import { pool } from './template.ts';

// Narrative essay body, in the first person and in order: the setting, the
// rising tension, the climax, the aftermath. The writer cannot know what
// happened, so the prose carries the shape of the story and brackets ask for
// the user's own moments (people by role, never invented names).

const sceneOpen = pool(
  '{@It began, as such experiences often do, without any sense that it would matter|It began, as such things often do, without any sense that it would matter|It started without any sign that it would matter|It started like any other day, or so I thought}.',
  '{@The setting is worth describing with some care, because it shaped everything that followed|The setting is worth describing, because it shaped everything that followed|The setting matters, because it shaped everything that happened next|First, picture where I was}.',
);

const sceneNext = pool(
  '{@One further detail of the setting deserves mention|One further detail of the setting deserves mention|One more detail of the setting matters|One more thing about the setting}: [describe it].',
);

const sceneBody = pool(
  'The light at the time was [describe the light], and it gave everything a particular quality.',
  'I had arrived with [say what you brought with you, physically or emotionally].',
  'The first person I noticed was [describe them by their role and one detail].',
  'There was a sound in the background that I can still hear if I think about it: [describe the sound].',
  'I was at a stage of life when [describe what mattered to you then].',
  'My main concern at that point was [describe what you were worried or excited about].',
  'Nothing about the surroundings suggested that anything unusual was about to happen.',
  'If anyone had asked me then what I expected, I would have said [describe what you would have said].',
  'The smell of the place was [describe the smell], and it is one of the things I remember best.',
  'It is worth saying something about who I was then, because [explain what the reader needs to know about you].',
  'My surroundings were familiar in some ways and strange in others: [give one example of each].',
  'The weather, for what it is worth, was [describe the weather] [say whether it matched your mood].',
  'I can still recall the exact spot where I [describe where you stood or sat].',
  'It was [describe the time of day and the weather], and I was [say where you were and what you were doing].',
  'The place itself was [describe the place in two or three concrete details].',
  '{@Around me were [describe who was there, by their role rather than by name]|Around me were [describe who was there, by their role rather than by name]|Around me were [describe who was there, by their role]|Around me were [say who was there]}.',
  '{@My state of mind at the time was a mixture of [name the feelings], though I would not have described it that way then|My state of mind was a mixture of [name the feelings], though I would not have put it that way then|I felt a mix of [name the feelings], though I could not have named it then|I was feeling [name the feelings], though I could not have told you that at the time}.',
  '{@Everything seemed ordinary, which in retrospect is precisely what made it memorable|Everything seemed ordinary, which is exactly what made it memorable in hindsight|Everything seemed normal, which is what makes it stick in my memory now|Everything seemed totally normal. That is what makes it stick}.',
  'I remember the small things most clearly, such as [add one small, precise sensory detail].',
  '{@I had prepared in my own way, although the preparation turned out to matter less than I expected|I had prepared in my own way, although the preparation mattered less than I expected|I had prepared in my own way, but it mattered less than I expected|I thought I was ready. I was not, really}.',
  '{@Looking back, I can see the first signs of what was coming, though I missed them at the time|Looking back, I can see the first signs of what was coming, though I missed them then|Looking back, I can see the warning signs I missed|Looking back, the warning signs were right there. I just missed them}.',
  '{@The routine of those first moments was familiar|The routine of those first moments was familiar|At first everything followed the usual routine|At first it was the usual routine}: [describe what normally happened].',
  '{@I noticed, without thinking much about it, that [describe one detail that later turned out to matter]|I noticed, without thinking much of it, that [describe one detail that later turned out to matter]|I noticed, without thinking much about it, that [describe a detail that later mattered]|I noticed, but did not really think about, that [describe a detail that later mattered]}.',
  '%L2 %noinf {@Memory tends to reorganise the beginning of an experience around its ending, so the details here are offered with that caution in mind|Memory reorganises the beginning of an experience around its ending, so these details come with that caution|Memory tends to rewrite the start of a story to fit the ending, so I offer these details with care|}.',
  '%L3 %noinf {@Any retrospective account is shaped by what the narrator now knows, and the opening scene is no exception{;}what follows is a reconstruction as much as a record|Any retrospective account is shaped by what the narrator now knows, and this opening scene is no exception|What I know now inevitably colours how I describe the start|}.',
  '%inf Honestly, I was not paying much attention. Why would I?',
);

const tensionOpen = pool(
  '{@Gradually, the situation began to change|Gradually, the situation began to change|Slowly, things began to change|Then things started to shift}.',
  'The first sign that something was different came when [describe the first complication].',
);

const tensionNext = pool(
  '{@The tension built further when [describe the next complication]|The tension built further when [describe the next complication]|Things got harder when [describe the next complication]|Then it got worse: [describe the next complication]}.',
);

const tensionBody = pool(
  'The first complication seemed minor, but it set off a chain of small problems.',
  'I told myself that everything was under control, although I was no longer sure that was true.',
  'Someone said something that changed the mood: [write what was said, as you remember it].',
  'I kept glancing at [describe what you kept checking], as if it might offer an answer.',
  'The plan I had made no longer fitted the situation.',
  'With each passing minute, the options seemed to narrow.',
  'I could feel my confidence draining away, even as I tried to look calm.',
  'At that point, I had to choose between [describe the two options you had].',
  'Nobody around me seemed to notice how I was feeling, which made it worse.',
  'I remember thinking, quite clearly, that this was not how it was supposed to go.',
  'The pressure came as much from inside me as from the situation itself.',
  'Small details suddenly seemed to matter enormously: [describe one].',
  'I tried to remember advice I had been given, but it felt useless in the moment.',
  'For a while, I simply waited to see what would happen next.',
  '{@I tried to respond sensibly, but my efforts only seemed to complicate matters|I tried to respond sensibly, but my efforts only complicated matters|I tried to handle it, but that only made things more complicated|I tried to fix it. It did not go well}.',
  '{@Each small difficulty seemed manageable on its own{;}together, they began to feel overwhelming|Each small difficulty seemed manageable alone{;}together, they began to feel overwhelming|Each small problem seemed fine on its own{;}together, they felt like too much|Each little problem was fine on its own. Together? Too much}.',
  'I remember the moment my confidence began to slip: [describe the moment].',
  '{@Other people\'s reactions added to the pressure|Other people\'s reactions added to the pressure|Other people\'s reactions made it harder|Other people did not help} [describe how others reacted].',
  '{@Part of me wanted to withdraw, while another part wanted to see it through|Part of me wanted to withdraw, while another part wanted to see it through|Part of me wanted to give up, and part of me wanted to keep going|Part of me wanted to quit. Part of me refused}.',
  '{@My thoughts at that stage were [describe what you were thinking], although I kept them to myself|My thoughts at that stage were [describe what you were thinking], although I kept them to myself|I was thinking [describe what you were thinking], but I kept it to myself|In my head I was thinking [describe what you were thinking], but I did not say a word}.',
  '{@Time seemed to slow down as the situation grew more uncertain|Time seemed to slow down as the situation grew more uncertain|Time seemed to slow down as things became less certain|Time seemed to slow right down}.',
  '{@I began to question assumptions I had taken for granted only a short while earlier|I began to question assumptions I had taken for granted only a short while before|I started to question things I had taken for granted|Suddenly I was not sure about things I had been sure of a minute ago}.',
  '{@The stakes, which had seemed small at the outset, now felt considerable|The stakes, which had seemed small at first, now felt considerable|What had seemed like a small thing now felt like a big deal|What had felt like no big deal suddenly felt huge}.',
  '{@The atmosphere changed in ways that were hard to name but impossible to ignore|The atmosphere changed in ways that were hard to name but impossible to ignore|The mood changed in a way that was hard to name but easy to feel|You could feel the mood change}.',
  '%L2 %noinf {@In retrospect, this was the point at which the experience ceased to be routine and became something I would have to interpret|In retrospect, this was when the experience stopped being routine|Looking back, this was when it stopped being routine|}.',
  '%inf Have you ever felt everything slipping out of your hands at once? That was me.',
  '%inf My heart was pounding, and I could not think straight.',
);

const climaxOpen = pool(
  '{@Then came the decisive moment|Then came the decisive moment|Then came the moment that changed everything|And then it happened}: [describe the turning point in a few vivid sentences].',
  'Everything came to a head when [describe the climax].',
);

const climaxNext = pool(
  '{@In the moments that followed, events moved quickly|In the moments that followed, events moved quickly|In the next few moments, things moved fast|Then everything moved really fast}.',
);

const climaxBody = pool(
  'Everything I had been worrying about came together in a single moment.',
  'I heard myself say [write what you said, as you remember it].',
  'My hands were [describe your physical reaction], and my mind was racing.',
  'There was no time to think it through{;}I simply acted.',
  'It felt as if everyone was watching, although that was probably not true.',
  'In that instant, I understood something I had not understood before: [say what you realised].',
  'The decision, once made, felt both terrifying and obvious.',
  'I remember the exact moment the situation turned: [describe what tipped it].',
  'What happened next happened very quickly.',
  'The result was [describe the immediate result], and for a moment nobody moved.',
  'It was not a heroic moment, but it was a true one.',
  'Later I would replay this moment many times, each time noticing something new.',
  '{@I had to decide, quickly, what to do|I had to decide quickly what to do|I had to decide fast|I had about a second to decide}.',
  '{@What I did next surprised me|What I did next surprised me|What I did next surprised me|What I did next surprised even me} [describe your action].',
  '{@For a moment, everything seemed to stop|For a moment, everything seemed to stop|For a moment, everything stopped|For a second, everything just stopped}.',
  '{@I remember the sounds, the light and the feeling in my stomach with unusual clarity|I remember the sounds, the light and the feeling in my stomach very clearly|I remember the sounds, the light and the knot in my stomach|I can still feel the knot in my stomach} [add one sensory detail from the moment].',
  '{@The outcome was not what I had expected|The outcome was not what I had expected|It did not turn out the way I expected|It did not go how I expected} [describe the outcome].',
  '{@It was, quite simply, the most intense moment of the whole experience|It was, quite simply, the most intense moment of the experience|It was the most intense moment of the whole thing|It was the most intense moment of all}.',
  '{@Someone\'s response in that moment, which I had not anticipated, changed how the rest unfolded|Someone\'s unexpected response in that moment changed how the rest unfolded|Someone reacted in a way I did not expect, and it changed everything after|Then someone did something I did not see coming} [describe the response, naming the person by their role].',
  '{@Only afterwards did I realise how much had been decided in those few moments|Only afterwards did I realise how much had been decided in those few moments|Only later did I realise how much was decided in those few moments|Only later did I realise how much those few seconds decided}.',
  '{@The relief, or the disappointment, arrived only when it was over|The relief, or the disappointment, came only when it was over|The feeling only hit me when it was over|The feeling only hit me afterwards} [say which it was].',
  '%L2 %noinf {@The climax of an experience is rarely as clean as a story makes it appear, and this one was no exception|The climax of an experience is rarely as clean as a story suggests, and this one was no exception|Real turning points are messier than stories make them look|}.',
  '%inf I still cannot quite believe I did that.',
  '%inf Was I scared? Absolutely.',
);

const aftermathOpen = pool(
  '{@In the aftermath, things slowly returned to a kind of normality|In the aftermath, things slowly returned to a kind of normality|Afterwards, things slowly went back to normal, or something like it|After that, things slowly got back to normal. Sort of}.',
  '{@Afterwards, I needed time to make sense of what had happened|Afterwards, I needed time to make sense of what had happened|Afterwards, I needed time to make sense of it all|Afterwards, I needed a while to process it all}.',
);

const aftermathNext = pool(
  '{@Over time, a clearer picture emerged|Over time, a clearer picture emerged|Over time, things became clearer|Over time, it all started to make sense}.',
);

const aftermathBody = pool(
  'In the time immediately afterwards, I felt [describe how you felt].',
  'The people around me reacted in ways I had not expected: [describe their reactions].',
  'It took some time before I could talk about it calmly.',
  'Some things went back to normal quickly{;}others never quite did.',
  'I began to notice changes in how I behaved in similar situations [give an example].',
  'The experience also changed how I saw [name a person, place or idea, by role or description].',
  'With distance, the experience looks different from how it felt at the time.',
  'I am still not sure I handled everything well, and that uncertainty is part of what I learned.',
  'What surprised me most, in the end, was [describe what surprised you].',
  'If the same thing happened tomorrow, I would [say what you would do differently or the same].',
  'I have told this story before, but writing it down has made me see it differently.',
  'The lesson was not obvious at first{;}it emerged slowly.',
  'The immediate consequences were [describe what happened next].',
  '{@In the period that followed, I found myself returning to every detail|In the period that followed, I kept returning to every detail|For a while afterwards, I kept going over every detail|For ages afterwards, I replayed every detail in my head}.',
  '{@What changed most was not my circumstances but the way I understood them|What changed most was not my circumstances but the way I saw them|What changed most was not my situation but how I saw it|What changed was not my situation. It was how I saw it}.',
  'I learned that [state the lesson in your own words].',
  '{@I also learned something about other people|I also learned something about other people|I also learned something about other people|I learned something about other people, too}: [describe what you learned about others].',
  '{@If I could speak to my earlier self, I would say [what you would tell yourself]|If I could speak to my earlier self, I would say [what you would tell yourself]|If I could talk to my younger self, I would say [what you would tell yourself]|If I could go back, I would tell myself [what you would say]}.',
  '{@The experience still shapes how I approach similar situations|The experience still shapes how I approach similar situations|It still shapes how I handle similar situations|It still changes how I handle stuff like this} [give an example of how].',
  '{@Not everything about the experience was positive, and it would be dishonest to pretend otherwise|Not everything about the experience was positive, and it would be dishonest to pretend otherwise|Not everything about it was good, and I will not pretend otherwise|Not all of it was good, and I am not going to pretend it was}.',
  '{@The people involved, I suspect, remember it differently, and their versions would be worth hearing|The people involved probably remember it differently, and their versions would be worth hearing|Others who were there probably remember it differently|The others who were there probably remember it differently}.',
  '%L2 %noinf {@Reflection of this kind is partly reconstruction: the meaning I now attach to the experience was not available to me at the time|Reflection is partly reconstruction, since the meaning I now see was not available to me then|Looking back is partly rebuilding: I see meanings now that I could not see then|}.',
  '%L3 %noinf {@The experience can also be read against a broader {w:framework} of how identity is formed through moments of disruption, although the account given here remains a personal one|The experience can also be read as an example of how identity forms through disruption, though this account stays personal|It could also be read as an example of how people change through disruption|}.',
  '%inf Would I change anything? Maybe one or two things. But not the whole thing.',
);

export const narrativeBody: readonly SectionSpec[] = [
  { heading: 'Setting the Scene', weight: 17, maxParagraphs: 2, open: sceneOpen, next: sceneNext, body: sceneBody },
  { heading: 'Rising Tension', weight: 19, maxParagraphs: 3, open: tensionOpen, next: tensionNext, body: tensionBody },
  { heading: 'The Climax', weight: 17, maxParagraphs: 2, open: climaxOpen, next: climaxNext, body: climaxBody },
  { heading: 'Aftermath and Reflection', weight: 17, maxParagraphs: 2, open: aftermathOpen, next: aftermathNext, body: aftermathBody },
];
