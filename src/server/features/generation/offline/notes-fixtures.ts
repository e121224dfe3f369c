// Inputs of the offline "draft from notes" writer as students would give them:
// an outline with the writer's own notes (claims, figures, names, attributed
// quotations, list markers, a note opening with "but", notes without a full
// stop), and for some sections the passages of the sources chosen for them.
// Every text here was written for these fixtures; the authors, keys and
// studies are made up. Shared by the writer's quality tests and by anyone
// measuring the writer against the old generic one (composeEssay).
import type { AcademicType } from '../../../../shared/academic.ts';
import type { EssayLength, EssayRequest, EssayType } from '../../../../shared/generation.ts';
import { type Outline, type OutlineInput, outlineSchema } from '../../../../shared/outline.ts';
import type { EvidencePassage, NotesDraftInput } from './notes-writer.ts';

export interface NotesFixture {
  /** What the input stands for (a test's name). */
  name: string;
  topic: string;
  type: EssayType;
  /** A paper's type (academic mode); an essay has none. */
  paperType?: AcademicType;
  length: EssayLength;
  outline: Outline;
  /** Passages retrieved for each section, by section id. */
  evidence: ReadonlyMap<string, readonly EvidencePassage[]>;
}

/** A source's text, one passage per paragraph; `page` null for an abstract or a note with no page. */
function source(key: string, paragraphs: readonly (readonly [number | null, string])[]): EvidencePassage[] {
  return paragraphs.map(([page, text], i) => ({ id: `${key}-${i + 1}`, key, page, text }));
}

function fixture(f: Omit<NotesFixture, 'outline' | 'evidence'> & { outline: OutlineInput; evidence?: Record<string, readonly EvidencePassage[]> }): NotesFixture {
  return { ...f, outline: outlineSchema.parse(f.outline), evidence: new Map(Object.entries(f.evidence ?? {})) };
}

/** The writer's input for a fixture. */
export function notesDraftInput(f: NotesFixture): NotesDraftInput {
  return { outline: f.outline, kind: f.paperType ? 'paper' : 'essay', length: f.length, evidence: f.evidence };
}

/** The request the old generic writer gets for the same topic, type and length (it knows nothing of the notes). */
export function essayRequestOf(f: NotesFixture): EssayRequest {
  return {
    topic: f.topic,
    type: f.type,
    tone: 'academic',
    length: f.length,
    academicLevel: f.paperType ? 'undergraduate' : 'highschool',
    ...(f.paperType ? { academic: { paperType: f.paperType, citationStyle: 'apa' as const } } : {}),
  };
}

const okafor2021 = source('okafor2021', [
  [
    12,
    'Air pollution from coal combustion remains one of the largest environmental causes of premature death. Fine particles from stacks travel tens of kilometres and settle in the lungs of people who never see the plant. In the regions studied, hospital admissions for asthma rose in the weeks after plants increased output.',
  ],
  [
    13,
    'Measured per terawatt-hour of electricity, coal is associated with roughly 24.6 deaths, while nuclear power is associated with fewer than 0.1. These figures include accidents as well as routine operation. The gap is mostly invisible to the public because coal deaths are spread thinly, e.g. across many towns and many years.',
  ],
  [
    14,
    'Construction delays, rather than running costs, explain most of the high price of nuclear electricity. Projects that were approved with fixed budgets often doubled them before the first power was generated.',
  ],
]);

const lindqvist2019 = source('lindqvist2019', [
  [
    4,
    'Electricity grids that rely on nuclear and hydro power have carbon intensities far below those that burn coal. Sweden decarbonised its grid within about two decades, largely by building reactors in the 1970s and 1980s.',
  ],
  [
    5,
    'When reactors close early, the gap is rarely filled by renewables alone. In several cases studied, fossil generation rose for a number of years before wind and solar capacity caught up.',
  ],
]);

const nuclear = fixture({
  name: 'argumentative essay: nuclear power and coal (sources, a question-only section, a quotation)',
  topic: 'Should nuclear power replace coal?',
  type: 'argumentative',
  length: 'medium',
  outline: {
    title: 'Should Nuclear Power Replace Coal?',
    thesis: 'Nuclear power should replace coal because it cuts emissions and deaths, even though it is slow and expensive to build',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ["Coal still makes about a third of the world's electricity."] },
      {
        id: 'health',
        heading: 'The Cost of Coal to Health',
        notes: [
          'Coal smoke causes asthma and heart disease in towns near power stations.',
          '- In Poland, coal plants are linked to thousands of early deaths each year',
          'Nuclear causes far fewer deaths per unit of energy than coal, even counting Chernobyl and Fukushima.',
        ],
        sources: ['okafor2021'],
      },
      {
        id: 'climate',
        heading: 'Emissions and Climate Targets',
        notes: [
          'Nuclear plants emit almost no CO2 while running.',
          'France gets around 70% of its power from nuclear and has one of the cleanest grids in Europe.',
          'but Germany closed its reactors and burned more coal for a few years',
        ],
        sources: ['lindqvist2019'],
      },
      {
        id: 'cost',
        heading: 'Cost and Construction Time',
        notes: ['New reactors take 10 to 15 years to build.', 'Hinkley Point C is billions over budget.', '"We are not ready to build at that speed" — Dr Amina Hussain'],
        sources: ['okafor2021', 'reyes2020'],
      },
      {
        id: 'waste',
        heading: 'Waste and Safety',
        purpose: 'Weigh the risks of nuclear waste and accidents against those of coal.',
        questions: ['Where does spent fuel go, and for how long?', 'How do the risks compare with a coal ash spill?'],
      },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['Replacing coal with nuclear is worth the cost if governments plan for the long term.'] },
    ],
  },
  evidence: { health: okafor2021.slice(0, 2), climate: lindqvist2019, cost: okafor2021.slice(2) },
});

const marsh2022 = source('marsh2022', [
  [45, 'Adolescents who kept a phone in the bedroom slept on average 48 minutes less on school nights than those who did not. The effect was larger for pupils who used their phone after midnight.'],
  [46, 'Short sleep predicted lower mood on the following day in our diary study. Participants described feeling irritable and finding it harder to concentrate in morning lessons.'],
  [47, 'We found no evidence that total daily screen time alone explained low mood once sleep was taken into account. This suggests that the timing of use matters more than the amount.'],
]);

const patel2020 = source('patel2020', [
  [8, 'Image-based platforms invite constant comparison with peers and with celebrities. Among girls aged 13 to 15, heavy use was associated with a 1.7-fold higher rate of low self-esteem.'],
  [
    9,
    'Young people who felt excluded at school frequently described online communities as the first place where they felt understood. For many LGBTQ+ participants, these spaces offered advice and friendship that was otherwise unavailable.',
  ],
  [
    null,
    'This review examines both the harms and the benefits of social media use among adolescents. It concludes that blanket restrictions are unlikely to help and that attention should focus on specific patterns of use.',
  ],
]);

const socialMedia = fixture({
  name: 'expository essay: social media and teenage mental health (numbered notes, a decimal in a source)',
  topic: 'The impact of social media on teenage mental health',
  type: 'expository',
  length: 'medium',
  outline: {
    title: 'The Impact of Social Media on Teenage Mental Health',
    thesis: 'Social media affects teenage mental health in mixed ways: it can deepen anxiety and poor sleep, but it also gives isolated teenagers a place to belong.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['Most teenagers in the UK are online almost constantly.', 'Parents and researchers disagree about how much harm this does.'] },
      {
        id: 'sleep',
        heading: 'Sleep and Screen Time',
        notes: ['1. Phones in the bedroom delay sleep by around an hour on school nights.', '2. Notifications at night wake teenagers up', 'Less sleep is linked to low mood the next day.'],
        sources: ['marsh2022'],
      },
      {
        id: 'comparison',
        heading: 'Comparison and Self-Image',
        notes: [
          '* Instagram and TikTok show edited, filtered bodies.',
          'Girls aged 13 to 15 report the strongest link between heavy use and low self-esteem.',
          '"It feels like everyone is winning except me" (Maya, aged 15)',
        ],
        sources: ['patel2020'],
      },
      {
        id: 'support',
        heading: 'Connection and Support',
        notes: ['LGBTQ+ teenagers often find support online that they cannot find at school.', 'Group chats help friends keep in touch after moving schools.'],
        sources: ['patel2020'],
      },
      { id: 'schools', heading: 'What Schools Can Do', questions: ['Which school policies on phones have been tried?', 'What do students themselves suggest?'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['The effect depends on how and when social media is used, not only on how long.'] },
    ],
  },
  evidence: { sleep: marsh2022, comparison: [patel2020[0]!, patel2020[2]!], support: [patel2020[1]!] },
});

const kitchen = fixture({
  name: 'descriptive essay: my grandmother’s kitchen (fragments, no sources)',
  topic: "My grandmother's kitchen",
  type: 'descriptive',
  length: 'short',
  outline: {
    title: "My Grandmother's Kitchen",
    thesis: "My grandmother's kitchen in Enugu was the warmest room I have ever known, and everything I value about home started there.",
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['The kitchen was at the back of the house, facing the yard.'] },
      {
        id: 'saw',
        heading: 'What I Saw',
        notes: ['yellow walls stained brown above the stove', 'a calendar from 2009 that nobody ever changed', 'Jars of dried crayfish and egusi lined the shelf above the sink.'],
      },
      {
        id: 'smells',
        heading: 'Smells and Sounds',
        notes: ['Palm oil heating in the pot, then onions.', 'The radio always played highlife music in the afternoon', 'Grandma hummed along but never sang the words.'],
      },
      { id: 'taught', heading: 'What It Taught Me', notes: ['she never measured anything', '"Cook with your nose" — Grandma Ngozi'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['I still cook with my nose.'] },
    ],
  },
});

const lisbon = fixture({
  name: 'narrative essay: lost in Lisbon (a "but" note, a quotation from a relative)',
  topic: 'The day I got lost in Lisbon',
  type: 'narrative',
  length: 'short',
  outline: {
    title: 'The Day I Got Lost in Lisbon',
    thesis: 'Getting lost in Lisbon at eleven taught me that asking strangers for help is not a weakness.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['We were on a family holiday in the summer of 2016.'] },
      { id: 'out', heading: 'Setting Out', notes: ['My parents stopped to buy tram tickets near Rossio square.', 'I followed a street musician around the corner'] },
      {
        id: 'lost',
        heading: 'Lost',
        notes: ["After ten minutes I couldn't see anyone I knew.", 'The streets all went uphill and looked the same.', 'but a woman selling roasted chestnuts noticed me crying'],
      },
      {
        id: 'found',
        heading: 'Found',
        notes: ['She called the tourist police from her phone.', 'My father arrived 40 minutes later, out of breath.', '"Stay where you are next time" — my father'],
      },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['I still think about the chestnut seller whenever I feel too proud to ask for directions.'] },
    ],
  },
});

const council2023 = source('council2023', [
  [
    3,
    'Mixed recycling collected from schools in the borough had a contamination rate of 31 per cent in 2022. Contaminated loads are sent to general waste, which means that many bottles placed in recycling bins are never recycled.',
  ],
  [4, 'Schools produce most of their plastic waste at lunchtime. Reducing the number of items sold is more effective than improving sorting.'],
]);

const greenschools2022 = source('greenschools2022', [
  [
    null,
    'Refill stations are most successful when they are placed near canteens and sports facilities. Schools that removed bottled water from sale at the same time as installing stations saw the largest change in behaviour. Maintenance costs are low, but filters must be replaced every six months.',
  ],
]);

const plastics = fixture({
  name: 'persuasive essay: single-use plastic bottles at school (a "however" note, figures with £ and commas)',
  topic: 'Our school should ban single-use plastic bottles',
  type: 'persuasive',
  length: 'medium',
  outline: {
    title: 'Our School Should Ban Single-Use Plastic Bottles',
    thesis: 'Our school should stop selling single-use plastic bottles and install refill stations instead.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['The canteen sells around 1,200 plastic bottles a week.'] },
      {
        id: 'waste',
        heading: 'The Waste We Produce',
        notes: ['Most bottles end up in general waste, not recycling.', 'The caretaker, Mr Dawson, says the bins are full by Wednesday.'],
        sources: ['council2023'],
      },
      {
        id: 'refill',
        heading: 'Refill Stations Work',
        notes: ['Hartfield Academy installed four refill stations in 2021.', 'Their bottle sales dropped by 80% in one term.', 'A refill station costs about £1,500 to install.'],
        sources: ['greenschools2022'],
      },
      {
        id: 'objections',
        heading: 'Answering the Objections',
        notes: ['Some students say tap water tastes bad', 'however, filtered stations solve this.', 'The canteen would lose some income, but it could sell reusable bottles instead.'],
      },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['We are asking the governors to vote on this at the March meeting.'] },
    ],
  },
  evidence: { waste: council2023, refill: greenschools2022 },
});

const chen2018 = source('chen2018', [
  [
    201,
    'Urban surfaces such as asphalt and roofing absorb solar radiation during the day and release it slowly at night. As a result, city centres can remain several degrees warmer than surrounding rural areas well after sunset.',
  ],
  [
    202,
    'Across the 12 metropolitan areas studied, neighbourhoods in the lowest quintile of canopy cover were on average 2.4 °C warmer than those in the highest quintile. Vegetation cools the surrounding air through shading and through evaporation from leaves.',
  ],
  [
    203,
    'Most existing research has concentrated on large capitals, e.g. London, Paris and New York. Whether the same relationship holds in smaller cities with different building densities remains largely unknown.',
  ],
]);

const moreau2021 = source('moreau2021', [
  [
    17,
    'Satellite land surface temperature provides consistent coverage across entire cities, but it measures the temperature of surfaces rather than of the air people breathe. Researchers should therefore be cautious when translating surface differences into health effects.',
  ],
  [18, 'Canopy cover can be estimated reliably from aerial imagery at a resolution of 25 cm. Combining canopy data with indices of deprivation reveals that poorer districts are consistently less green.'],
]);

const heat = fixture({
  name: 'research paper: urban heat and tree cover (decimals and "e.g." in sources)',
  topic: 'Urban heat islands and tree cover in mid-sized cities',
  type: 'argumentative',
  paperType: 'research',
  length: 'long',
  outline: {
    title: 'Urban Heat Islands and Tree Cover in Mid-Sized Cities',
    thesis: 'Neighbourhoods with less tree cover are measurably hotter on summer afternoons, and planting programmes should start in the poorest districts.',
    sections: [
      { id: 'abstract', heading: 'Abstract', notes: ['This study compares surface temperatures with tree canopy cover in 40 neighbourhoods of Leeds and Sheffield.'] },
      {
        id: 'intro',
        role: 'introduction',
        heading: 'Introduction',
        notes: ['Heat waves in the UK are becoming more frequent.', 'Older people in dense, treeless streets are most at risk.'],
        sources: ['chen2018'],
      },
      {
        id: 'literature',
        heading: 'Literature Review',
        notes: ['Earlier studies focused on large cities such as London and Paris.', 'Few studies look at mid-sized cities'],
        sources: ['chen2018', 'moreau2021'],
      },
      {
        id: 'methods',
        heading: 'Methods',
        notes: ['We used satellite surface temperatures from July 2022.', 'Canopy cover was measured from aerial photographs.', 'Each neighbourhood was matched with its deprivation score.'],
        sources: ['moreau2021'],
      },
      {
        id: 'results',
        heading: 'Results',
        notes: [
          'The hottest neighbourhoods were up to 4.5 °C warmer than the coolest.',
          'Every 10% increase in canopy cover was linked to about 0.8 °C lower surface temperature.',
          'The five most deprived neighbourhoods had the least canopy.',
        ],
      },
      {
        id: 'discussion',
        heading: 'Discussion',
        notes: ['The results match what Chen found in larger cities.', 'but surface temperature is not the same as air temperature, so the effect on people may be smaller'],
        sources: ['chen2018', 'moreau2021'],
      },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['Tree planting should be targeted where canopy is lowest and deprivation is highest.'] },
    ],
  },
  evidence: { intro: [chen2018[0]!], literature: [chen2018[2]!, chen2018[1]!], methods: moreau2021, discussion: [chen2018[1]!, moreau2021[0]!] },
});

const northfield2024 = source('northfield2024', [
  [
    null,
    'Catalase is found in most living tissue and breaks hydrogen peroxide down into water and oxygen. The volume of oxygen released in a fixed time can be used as a measure of the rate of reaction. Temperatures should be checked with a thermometer at the start and end of each trial, because water baths may not hold a constant temperature.',
  ],
]);

const catalase = fixture({
  name: 'lab report: temperature and catalase (list items, units, a short length)',
  topic: 'The effect of temperature on catalase activity',
  type: 'argumentative',
  paperType: 'lab',
  length: 'short',
  outline: {
    title: 'The Effect of Temperature on Catalase Activity',
    thesis: 'Catalase activity increases with temperature up to about 37 °C and then falls sharply as the enzyme denatures.',
    sections: [
      { id: 'aim', role: 'introduction', heading: 'Aim', notes: ['To find how temperature affects the rate at which catalase breaks down hydrogen peroxide.'] },
      { id: 'materials', heading: 'Materials', notes: ['- potato discs as the source of catalase', '- 3% hydrogen peroxide', '- water baths at 10, 20, 30, 37, 50 and 60 °C'] },
      {
        id: 'method',
        heading: 'Method',
        notes: [
          'Five potato discs were placed in 10 mL of hydrogen peroxide at each temperature.',
          'The oxygen produced was collected in an upturned cylinder for 2 minutes.',
          'Each temperature was repeated three times',
        ],
        sources: ['northfield2024'],
      },
      {
        id: 'results',
        heading: 'Results',
        notes: ['At 37 °C the mean volume of oxygen was 4.2 mL.', 'At 60 °C almost no oxygen was produced (0.3 mL).', 'One repeat at 20 °C was an anomaly and was left out.'],
      },
      {
        id: 'discussion',
        heading: 'Discussion',
        notes: [
          'The rate rose because molecules collide more often at higher temperatures.',
          'Above 37 °C the active site changes shape and the enzyme denatures.',
          'but the water baths drifted by up to 2 °C, which adds uncertainty',
        ],
        sources: ['northfield2024'],
      },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['The optimum temperature for catalase in potato is around 37 °C.'] },
    ],
  },
  evidence: { method: northfield2024, discussion: northfield2024 },
});

const wanjiru2017 = source('wanjiru2017', [
  [
    33,
    'Sack gardens, in which vegetables are grown in soil-filled bags, spread rapidly through Kibera after the food price crisis of 2008. They require little space and can be moved if a household is evicted.',
  ],
  [
    34,
    'Residents reported that kale and spinach from their own sacks reduced the amount they spent on food each week. However, yields fell sharply during dry months when water had to be bought.',
  ],
  [35, "Informal settlements house a majority of the city's population on a small fraction of its land. Access to affordable food is among the most common concerns raised by residents."],
]);

const osei2020 = source('osei2020', [
  [88, 'Much of the literature on urban agriculture in Africa draws on case studies from Accra, Kumasi and Lagos. East African cities have received comparatively little attention.'],
  [89, 'Gardens on land without formal tenure were frequently lost to construction or disputes. Projects with written agreements from landowners lasted on average three times longer.'],
]);

const gardens = fixture({
  name: 'thesis paper: community gardens in Nairobi (chapters, a quotation with a role)',
  topic: "Community gardens and food security in Nairobi's informal settlements",
  type: 'argumentative',
  paperType: 'thesis',
  length: 'long',
  outline: {
    title: "Community Gardens and Food Security in Nairobi's Informal Settlements",
    thesis: "Community gardens improve household food security in Nairobi's informal settlements, but only where residents have secure access to land and water.",
    sections: [
      { id: 'abstract', heading: 'Abstract', notes: ['This thesis studies 60 households in Kibera and Mathare that take part in community gardens.'] },
      {
        id: 'ch1',
        role: 'introduction',
        heading: 'Chapter 1: Introduction',
        notes: ["More than half of Nairobi's residents live in informal settlements.", 'Food prices rose sharply in 2022.'],
        sources: ['wanjiru2017'],
      },
      {
        id: 'ch2',
        heading: 'Chapter 2: Literature Review',
        notes: ['Urban farming has been studied mostly in West Africa and Latin America.', 'Wanjiru describes sack gardens in Kibera as a response to food price shocks.'],
        sources: ['wanjiru2017', 'osei2020'],
      },
      {
        id: 'ch3',
        heading: 'Chapter 3: Methodology',
        notes: [
          'Semi-structured interviews with 60 households.',
          'Food security was measured with the Household Food Insecurity Access Scale.',
          'Interviews took place between March and June 2023.',
        ],
      },
      {
        id: 'ch4',
        heading: 'Chapter 4: Results and Discussion',
        notes: [
          'Gardening households ate vegetables on 5 days a week on average, compared with 3 days for others.',
          'Land disputes ended two of the eight gardens during the study.',
          '"When the water stops, the garden stops" — Grace Achieng, garden organiser',
        ],
        sources: ['osei2020'],
      },
      { id: 'ch5', role: 'conclusion', heading: 'Chapter 5: Conclusion', notes: ['County planners should protect garden land and water points.'] },
    ],
  },
  evidence: { ch1: [wanjiru2017[2]!], ch2: [wanjiru2017[0]!, osei2020[0]!], ch4: [osei2020[1]!, wanjiru2017[1]!] },
});

const homework = fixture({
  name: 'argumentative essay: homework in primary schools (a very short input)',
  topic: 'Should homework be banned in primary schools?',
  type: 'argumentative',
  length: 'medium',
  outline: {
    title: 'Should Homework Be Banned in Primary Schools?',
    thesis: 'Homework in primary schools should be optional.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction' },
      { id: 'tired', heading: 'Tired Children', notes: ['Young children already spend six hours a day at school.'] },
      { id: 'reading', heading: 'Reading at Home', notes: ['Reading with parents is the one kind of homework that clearly helps'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion' },
    ],
  },
});

const abara2019 = source('abara2019', [
  [56, 'Each B cell carries receptors for a single antigen shape. When a matching antigen binds, the cell divides and its descendants secrete large quantities of antibody.'],
  [
    57,
    'A fraction of the activated lymphocytes persist as memory cells long after the infection has cleared. On a second encounter, these cells respond within days rather than weeks, often before symptoms appear.',
  ],
  [58, 'Memory against some viruses, e.g. smallpox, has been detected more than 50 years after vaccination. Booster doses are still advised for diseases where protection wanes faster.'],
]);

const kowalski2021 = source('kowalski2021', [
  [
    3,
    "Messenger RNA vaccines deliver instructions for a single viral protein, which the body's own cells produce for a short time. The mRNA itself is broken down within days and does not enter the cell nucleus.",
  ],
  [
    4,
    'The proportion of a population that must be immune to interrupt transmission depends on how contagious a disease is. For a highly contagious virus such as measles, approx. 95 per cent coverage is required to stop outbreaks.',
  ],
]);

const vaccines = fixture({
  name: 'expository essay: how vaccines work (a long length, "approx." in a source, a question-only section)',
  topic: 'How vaccines train the immune system',
  type: 'expository',
  length: 'long',
  outline: {
    title: 'How Vaccines Train the Immune System',
    thesis: 'Vaccines work by showing the immune system a harmless version of a germ, so that it remembers and can respond quickly to the real infection.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['Edward Jenner tested the first smallpox vaccine in 1796.'] },
      {
        id: 'antigens',
        heading: 'Antigens and Antibodies',
        notes: ['An antigen is a molecule on the surface of a germ that the immune system recognises.', 'B cells make antibodies that fit a specific antigen.'],
        sources: ['abara2019'],
      },
      {
        id: 'memory',
        heading: 'Memory Cells',
        notes: ['After an infection or a vaccine, some B and T cells become memory cells.', 'Memory cells can last for decades.', 'the second response is faster and stronger'],
        sources: ['abara2019'],
      },
      {
        id: 'types',
        heading: 'Types of Vaccine',
        notes: ['Live attenuated vaccines use a weakened germ, like the MMR vaccine.', 'mRNA vaccines give cells instructions to make a harmless spike protein.'],
        sources: ['kowalski2021'],
      },
      {
        id: 'herd',
        heading: 'Herd Immunity',
        notes: ['When enough people are immune, the germ cannot spread easily.', 'For measles the threshold is about 95%.'],
        sources: ['kowalski2021'],
      },
      { id: 'safety', heading: 'Safety Testing', questions: ['What happens in each phase of a clinical trial?', 'How are rare side effects detected after approval?'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['Vaccines do not fight the germ themselves; they teach the body to do it.'] },
    ],
  },
  evidence: { antigens: [abara2019[0]!], memory: [abara2019[1]!, abara2019[2]!], types: [kowalski2021[0]!], herd: [kowalski2021[1]!] },
});

const ashbury2024 = source('ashbury2024', [
  [
    7,
    'Survey respondents aged 16 to 24 identified the lack of late evening transport as their main barrier to work and study. Hospital staff also reported difficulties travelling home after shifts ending after midnight.',
  ],
  [12, 'The transport budget for 2024 to 2025 contains no provision for new routes. Any extension of services would require external funding or a reduction elsewhere.'],
]);

const nightBus = fixture({
  name: 'persuasive essay: a night bus for Ashbury (notes numbered "3)", a call to act)',
  topic: 'Why our town needs a night bus',
  type: 'persuasive',
  length: 'short',
  outline: {
    title: 'Why Our Town Needs a Night Bus',
    thesis: 'Ashbury needs a night bus on Friday and Saturday nights so that young people and shift workers can get home safely.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['The last bus from the station leaves at 11:15 pm.'] },
      {
        id: 'stranded',
        heading: 'Who Is Stranded',
        notes: ['3) Nurses finishing late shifts at the hospital have no way home.', '4) Students coming back from college events walk along the dark ring road.', 'Taxis cost around £25 for the trip to Millbrook.'],
        sources: ['ashbury2024'],
      },
      {
        id: 'cost',
        heading: 'What It Would Cost',
        notes: ['A trial service on two nights would need one bus and two drivers.', 'However, the council says there is no money for new routes.', 'Local businesses could sponsor the service'],
        sources: ['ashbury2024'],
      },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['Please sign the petition before the council meeting on 14 May.'] },
    ],
  },
  evidence: { stranded: [ashbury2024[0]!], cost: [ashbury2024[1]!] },
});

const harbour = fixture({
  name: 'descriptive essay: the harbour at dawn (a boat’s name, a question-only section)',
  topic: 'The harbour at dawn',
  type: 'descriptive',
  length: 'medium',
  outline: {
    title: 'The Harbour at Dawn',
    thesis: 'At dawn the harbour at Porthgwidden is the quietest and most honest place I know.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['I went down to the harbour at 5 am on the last day of the holidays.'] },
      { id: 'water', heading: 'The Water', notes: ['grey-green water, completely flat', 'Mist sat on the surface like breath on glass.', 'A single gull floated near the slipway'] },
      {
        id: 'boats',
        heading: 'The Boats',
        notes: ['About a dozen small fishing boats, most painted blue and white.', 'The Mary Rose had a torn orange flag.', 'ropes creaking against the harbour wall'],
      },
      { id: 'people', heading: 'The People', questions: ['Who was already awake and working?', 'What were they doing, and what did they say?'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['By 7 am the cafés opened and the harbour turned back into a postcard.'] },
    ],
  },
});

const brandt2019 = source('brandt2019', [
  [null, 'This working paper reviews the spread of the four-day school week in the United States. It finds that the schedule is most common in small rural districts.'],
  [
    2,
    'District leaders most often cited cost savings and teacher recruitment as reasons for adopting the shorter week. Reported savings were modest, typically between 0.4 and 2.5 per cent of operating budgets.',
  ],
  [9, 'Effects on achievement are mixed. Some districts saw small declines in mathematics scores, while others saw no change.'],
]);

const fourDay = fixture({
  name: 'research paper: the four-day school week (a chosen source with no passages, an abstract without a page)',
  topic: 'The four-day school week and pupil attendance',
  type: 'argumentative',
  paperType: 'research',
  length: 'medium',
  outline: {
    title: 'The Four-Day School Week and Pupil Attendance',
    thesis: 'A four-day school week did not reduce attendance in the schools studied, but its effect on learning is still unclear.',
    sections: [
      { id: 'abstract', heading: 'Abstract', notes: ['We compare attendance in 14 rural schools before and after they moved to a four-day week.'] },
      {
        id: 'intro',
        role: 'introduction',
        heading: 'Introduction',
        notes: ['Rural districts in Colorado and Missouri adopted four-day weeks to save money and attract teachers.'],
        sources: ['brandt2019'],
      },
      { id: 'literature', heading: 'Literature Review', notes: ['Earlier research found small savings of 1 to 2% of budgets.'], sources: ['brandt2019', 'yoon2022'] },
      {
        id: 'methods',
        heading: 'Methods',
        notes: ['Attendance records for 2015 to 2023 were obtained from the district offices.', 'Schools that kept a five-day week were used for comparison'],
      },
      { id: 'results', heading: 'Results', notes: ['Average attendance changed from 93.1% to 93.4%, which is not significant.'] },
      { id: 'discussion', heading: 'Discussion', notes: ['but attendance is only one outcome; test scores were not available'], sources: ['brandt2019'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['Districts should measure learning, not only attendance, before adopting the change.'] },
    ],
  },
  evidence: { intro: [brandt2019[0]!], literature: [brandt2019[1]!], discussion: [brandt2019[2]!] },
});

const swimming = fixture({
  name: 'narrative essay: learning to swim at thirty (long notes run, a coach’s words)',
  topic: 'Learning to swim at thirty',
  type: 'narrative',
  length: 'medium',
  outline: {
    title: 'Learning to Swim at Thirty',
    thesis: 'Learning to swim at thirty showed me that fear shrinks once you stop hiding it.',
    sections: [
      { id: 'intro', role: 'introduction', heading: 'Introduction', notes: ['I grew up in Kano, far from any pool, and never learned to swim as a child.'] },
      {
        id: 'first',
        heading: 'The First Lesson',
        notes: [
          'The adult beginners class met on Tuesday evenings at Castle Road pool.',
          'There were six of us, and I was the only one who would not put my face in the water.',
          'I held the edge for the whole first lesson',
          'our coach, Teresa, did not push me.',
          'but she asked me to blow bubbles for one minute before I left',
        ],
      },
      {
        id: 'turn',
        heading: 'The Turning Point',
        notes: [
          'In week five I floated on my back without a float for the first time.',
          '"The water will hold you if you let it" — Teresa',
          'I laughed so hard that I swallowed half the pool.',
        ],
      },
      { id: 'after', heading: 'Afterwards', notes: ['By the end of the course I could swim 25 metres of front crawl.', 'Last summer I swam in the sea at Lagos with my nephew.'] },
      { id: 'end', role: 'conclusion', heading: 'Conclusion', notes: ['Being the slowest in the class mattered far less than turning up every week.'] },
    ],
  },
});

export const notesFixtures: readonly NotesFixture[] = [nuclear, socialMedia, kitchen, lisbon, plastics, heat, catalase, gardens, homework, vaccines, nightBus, harbour, fourDay, swimming];
