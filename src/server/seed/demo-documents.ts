import type { DocumentType } from '../../shared/documents.ts';
import type { ResumeData } from '../../shared/resume.ts';

/**
 * What the demo account's History holds on its first sign-in: the work of the
 * second-year history student named in the demo profile (demo.ts). Each piece
 * refers to the others (the cover letter cites the paper and the archives job,
 * the resume lists the high-school project of the personal statement), so the
 * account reads as one person's history. Places and organizations other than
 * the cited scholarship are fictional; the references are real publications.
 */
export interface DemoDocument {
  type: DocumentType;
  title: string;
  content: string;
  data: Record<string, unknown>;
  /** Days before the seed that the document was created. */
  createdDaysAgo: number;
  /**
   * Minutes before the seed that it was last saved: History's order and
   * relative dates. History counts calendar days, so "yesterday" and "N days
   * ago" are whole days back: the same clock time lands on the intended day
   * whatever the hour of the seed.
   */
  updatedMinutesAgo: number;
}

const minutesPerDay = 24 * 60;

const personalInfo = {
  fullName: 'Jordan Lee',
  label: 'History Student',
  email: 'jordan.lee@example.com',
  phone: '+1 555-555-0142',
  location: 'Northgate, OH',
  linkedin: 'linkedin.com/in/jordan-lee-inkwell-demo',
  website: 'https://jordan-lee.example.com',
};

const archivesJob = {
  id: 'exp-1',
  company: 'Northgate State University Libraries',
  position: 'Student Assistant, Special Collections and University Archives',
  location: 'Northgate, OH',
  startDate: '2025-10',
  current: true,
  description: [
    "- Process a local labor union's records (14 boxes to date): rehouse folders, write folder-level descriptions, and flag items for conservation",
    "- Scan photographs and enter Dublin Core metadata for the library's digital collections (about 300 items so far)",
    '- Staff the reading room desk: register researchers, retrieve materials, and explain handling rules',
  ].join('\n'),
};

const museumJob = {
  id: 'exp-2',
  company: 'Northgate County Historical Society',
  position: 'Summer Visitor Guide',
  location: 'Northgate, OH',
  startDate: '2026-06',
  endDate: '2026-08',
  current: false,
  description: [
    '- Led guided tours of a restored nineteenth-century farmhouse for groups of up to 20 visitors',
    "- Researched and wrote a new tour segment on the county's canal era from local newspapers on microfilm",
    "- Cataloged 60 donated objects in the society's collections database",
  ].join('\n'),
};

const university = {
  id: 'edu-1',
  institution: 'Northgate State University',
  degree: 'Bachelor of Arts',
  fieldOfStudy: 'History',
  startDate: '2025-08',
  endDate: '2029-05',
};

const generalResume = {
  template: 'professional',
  personalInfo,
  summary:
    'Second-year history major with hands-on experience in archival processing, digitization, and public history. Comfortable working from manuscripts, newspapers, and photographs, and careful with the details that make collections usable: folder-level description, consistent metadata, and accurate citation. Looking for summer research and archives roles that lead toward a career in public history.',
  experience: [archivesJob, museumJob],
  education: [
    {
      ...university,
      description:
        "Expected May 2029. GPA 3.8/4.0; Dean's List (Fall 2025, Spring 2026). Relevant coursework: Historical Methods, Research and Writing in History, The Gilded Age and Progressive Era, Early Modern Europe, Introduction to Archival Studies.",
    },
    {
      id: 'edu-2',
      institution: 'Riverton High School',
      degree: 'High School Diploma',
      fieldOfStudy: '',
      startDate: '2021-08',
      endDate: '2025-06',
      description: "National History Day state finalist with a research project on the closing of the town's paper mill. AP U.S. History, AP European History.",
    },
  ],
  skills: [
    { id: 'skill-1', name: 'Archival processing and description', level: 4 },
    { id: 'skill-2', name: 'Primary source research', level: 4 },
    { id: 'skill-3', name: 'Digitization and metadata (Dublin Core)', level: 3 },
    { id: 'skill-4', name: 'Citation styles (Chicago, APA)', level: 4 },
    { id: 'skill-5', name: 'Spreadsheets (Excel, Google Sheets)', level: 4 },
  ],
  // The high-school project of the personal statement, the workshop the archives job sent Jordan to, and the library room where it started.
  projects: [
    {
      id: 'project-1',
      name: 'Why the Mill Closed: Riverton Paper, 1998',
      roles: 'Researcher, Writer',
      startDate: '2023-01',
      endDate: '2023-05',
      url: '',
      description: [
        "National History Day project on why Riverton's paper mill closed, and what the town remembered of it",
        "- Read the mill's final year in the local newspaper on microfilm at the public library",
        '- Interviewed a retired machinist who worked at the mill for twenty-six years',
        '- State finalist',
      ].join('\n'),
    },
  ],
  certificates: [{ id: 'certificate-1', name: 'Oral History Methods Workshop', issuer: 'Northgate State University Libraries', date: '2026-03', url: '' }],
  languages: [
    { id: 'language-1', language: 'English', fluency: 'Native speaker' },
    { id: 'language-2', language: 'Spanish', fluency: 'Intermediate (reading)' },
  ],
  volunteer: [
    {
      id: 'volunteer-1',
      organization: 'Riverton Public Library',
      position: 'Local History Room Volunteer',
      startDate: '2023-06',
      endDate: '2025-05',
      current: false,
      url: '',
      description: [
        'Helped the librarian keep the local history room open on Saturdays',
        '- Indexed 40 years of obituaries from the Riverton Courier into a searchable spreadsheet',
        '- Answered walk-in genealogy questions',
      ].join('\n'),
    },
  ],
} satisfies ResumeData;

// A copy of the general resume cut down for one application (the cover letter's).
const archivesResume = {
  template: 'modern',
  personalInfo: { ...personalInfo, linkedin: '' },
  summary:
    'History major and special collections student assistant seeking a summer archives internship. Experienced in processing and describing manuscript collections, digitizing photographs with consistent metadata, and helping researchers in the reading room.',
  experience: [
    archivesJob,
    { ...museumJob, description: "- Researched and wrote a new tour segment on the county's canal era from local newspapers on microfilm" },
  ],
  education: [{ ...university, description: 'Expected May 2029. Relevant coursework: Historical Methods, Introduction to Archival Studies.' }],
  skills: [
    { id: 'skill-1', name: 'Archival processing and description', level: 4 },
    { id: 'skill-2', name: 'Digitization and metadata (Dublin Core)', level: 3 },
    { id: 'skill-3', name: 'Primary source research', level: 4 },
    { id: 'skill-4', name: 'Spreadsheets (Excel, Google Sheets)', level: 4 },
  ],
} satisfies ResumeData;

// The letter starts at the salutation, as the app's letters do: History's
// preview then shows its opening, and the recipient lives in `data`.
const coverLetter = `Dear Members of the Archives Internship Committee,

I am writing to apply for the Summer Archives Research Assistant position at the Millrace Heritage Archive. I am a second-year history major at Northgate State University, and for the past year I have worked as a student assistant in the university's Special Collections and University Archives. I would welcome the chance to bring that experience to your collections of regional business and family papers this summer.

In Special Collections, I have helped process the records of a local labor union: rehousing fragile folders, writing folder-level descriptions, and flagging items that need conservation. I have also scanned photographs for the library's digital collections and entered their metadata, which has taught me how much a careful description matters to a researcher who may never see the original. Working the reading room desk has made me comfortable explaining handling rules and helping visitors find what they need.

My coursework has given me the research side of the job. This semester I am writing a paper on how railroad standard time changed daily life in the United States between 1883 and 1918, working mainly from digitized newspapers and railroad timetables. The project has taught me to move between primary sources and scholarship, to keep precise notes, and to cite everything. Last summer, as a visitor guide at the Northgate County Historical Society, I wrote a new tour segment from local newspapers and presented it to visitors of all ages.

I am organized, patient with detailed work, and genuinely excited by the moment a box of unsorted papers becomes something a researcher can use. I would be glad to discuss how I could support your processing and digitization projects. Thank you for your time and consideration.

Sincerely,

Jordan Lee
`;

const railroadTimePaper = `# Railroad Time: Standard Time and the American Day, 1883–1918

Jordan Lee · Department of History, Northgate State University · HIST 2210: Research and Writing in History

## Abstract

On November 18, 1883, the railroads of the United States and Canada abandoned dozens of separate operating times and adopted a system of standard time zones. This paper examines how a private agreement among railroad managers became the public time of an entire country, thirty-five years before Congress gave it legal force in the Standard Time Act of 1918. Drawing on newspaper coverage of the change and on the scholarship on industrial time, it argues that standard time spread less by persuasion or law than by the everyday dependence of towns on railroad schedules and telegraphed time signals. Resistance was real but local, and it turned on the question of who had the authority to define time rather than on the inconvenience of resetting clocks.

## 1. Introduction

Before 1883, time in the United States was local. Each town set its clocks by the sun, so that noon in one city fell a few minutes earlier or later than noon in its neighbors. For most of the nineteenth century this mattered little. For railroads, which ran trains across hundreds of miles, often on single tracks, it was a constant source of confusion and danger. Each company kept its own operating time, usually that of its headquarters or of a major city on its line, and travelers at a busy junction could face several clocks that disagreed.

The system adopted in 1883 divided the country into four zones, each keeping the mean time of a meridian a multiple of fifteen degrees west of Greenwich: Eastern (75°), Central (90°), Mountain (105°), and Pacific (120°). Historians have treated the change as a landmark in the wider reorganization of time by industrial work (Thompson, 1967) and by rail travel itself (Schivelbusch, 1986). This paper asks a narrower question: how did a standard designed for railroad timetables become the time that ordinary Americans lived by?

## 2. Sources and Method

The paper draws on three kinds of primary material: newspaper coverage of the change in November 1883, read through the Library of Congress's Chronicling America collection of digitized newspapers; published railroad timetables of the 1880s; and the text of the Standard Time Act of 1918. These are read against the secondary literature on American timekeeping, in particular Bartky's (2000) account of observatory time services and O'Malley's (1990) cultural history of American time. Newspapers are an imperfect guide to public opinion, since editors chose what to print and whom to quote, so the paper uses them chiefly as evidence of how the change was explained to the public and of which objections editors thought worth answering.

## 3. Discussion

### 3.1 A private standard

The most striking feature of the 1883 change is that no government ordered it. The plan was worked out by the railroads' own association, the General Time Convention, and the companies adopted it on their own authority. It rested on existing infrastructure: for years, observatories had been selling accurate time signals, carried by telegraph, to railroads, jewelers, and city governments (Bartky, 2000). Once the railroads committed to the zones, the signals that set their clocks also set the clocks of the towns that relied on them.

### 3.2 Adoption through dependence

The newspaper coverage suggests that many towns adopted railroad time within days, sometimes by a vote of the city council and sometimes simply because the jewelers who kept the public clocks reset them. The reason was practical. Where the railroad carried the mail, the freight, and the passengers, keeping a time different from the trains' was a daily inconvenience. Cronon (1991) shows how the rail network bound the towns of the Midwest into a single economy centered on Chicago; standard time can be read as the temporal side of that integration. A town that depended on the railroad for its markets had every reason to keep the railroad's time.

### 3.3 Resistance and authority

Adoption was not universal. Some cities kept local time for years, and some argued about which zone to join well into the twentieth century. The objections reported in the press were rarely about the minutes lost or gained. They concerned authority: whether a group of corporations could redefine noon, and whether time belonged to nature, to local communities, or to commerce. O'Malley (1990) traces a broader shift in which Americans came to accept time as a public standard kept by experts and institutions rather than read from the sky. The same shift fits Thompson's (1967) account of time-discipline, in which industrial work replaced the rhythms of tasks and seasons with the measured hours of the clock.

### 3.4 Law follows practice

When Congress passed the Standard Time Act in 1918, it largely confirmed an arrangement that had governed daily life for thirty-five years. The act placed the boundaries of the zones under the Interstate Commerce Commission, the federal body that already regulated the railroads, a choice that acknowledged where standard time had come from. The same act introduced daylight saving time as a wartime measure, a reminder that once time had become a public standard, governments could adjust it for their own purposes.

## 4. Conclusion

Standard time reached most Americans not as a law or a scientific reform but as part of the routine of the railroad town. Its adoption was quick where dependence on the railroad was strong and contested where local identity or civic pride was at stake. By the time the federal government acted, the question of who defined time had already been answered in practice. The episode suggests that some of the most lasting changes of the industrial era arrived not through legislation but through infrastructure, adopted first for convenience and only later recognized as a public standard.

## References

Bartky, I. R. (2000). *Selling the true time: Nineteenth-century timekeeping in America*. Stanford University Press.

Cronon, W. (1991). *Nature's metropolis: Chicago and the Great West*. W. W. Norton.

O'Malley, M. (1990). *Keeping watch: A history of American time*. Viking.

Schivelbusch, W. (1986). *The railway journey: The industrialization of time and space in the 19th century*. University of California Press.

Thompson, E. P. (1967). Time, work-discipline, and industrial capitalism. *Past & Present*, *38*, 56–97.
`;

// CSL-JSON of the reference list above, in the same order. Titles are kept in
// sentence case, as CSL expects: styles that want title case convert them.
const railroadTimeReferences = [
  {
    id: 'bartky2000',
    type: 'book',
    title: 'Selling the true time: Nineteenth-century timekeeping in America',
    author: [{ family: 'Bartky', given: 'Ian R.' }],
    issued: { 'date-parts': [[2000]] },
    publisher: 'Stanford University Press',
    'publisher-place': 'Stanford, CA',
  },
  {
    id: 'cronon1991',
    type: 'book',
    title: "Nature's metropolis: Chicago and the Great West",
    author: [{ family: 'Cronon', given: 'William' }],
    issued: { 'date-parts': [[1991]] },
    publisher: 'W. W. Norton',
    'publisher-place': 'New York',
  },
  {
    id: 'omalley1990',
    type: 'book',
    title: 'Keeping watch: A history of American time',
    author: [{ family: "O'Malley", given: 'Michael' }],
    issued: { 'date-parts': [[1990]] },
    publisher: 'Viking',
    'publisher-place': 'New York',
  },
  {
    id: 'schivelbusch1986',
    type: 'book',
    title: 'The railway journey: The industrialization of time and space in the 19th century',
    author: [{ family: 'Schivelbusch', given: 'Wolfgang' }],
    issued: { 'date-parts': [[1986]] },
    publisher: 'University of California Press',
    'publisher-place': 'Berkeley, CA',
  },
  {
    id: 'thompson1967',
    type: 'article-journal',
    title: 'Time, work-discipline, and industrial capitalism',
    author: [{ family: 'Thompson', given: 'E. P.' }],
    issued: { 'date-parts': [[1967]] },
    'container-title': 'Past & Present',
    volume: '38',
    page: '56-97',
  },
];

const printingPressEssay = `# Catalyst, Not Cause: The Printing Press and the Reformation

It is tempting to tell the story of the Reformation as a story about technology. Johannes Gutenberg's press begins printing in Mainz in the 1450s; some sixty years later, Martin Luther's attack on indulgences spreads across the German lands in a matter of weeks; within a generation, Western Christianity is permanently divided. The sequence seems to explain itself. Yet the claim that the printing press caused the Reformation confuses the speed of a movement with its origins. Print did not create the grievances, the theology, or the political conditions that made Luther's protest possible. What it did was make that protest impossible to contain. The press was a catalyst, not a cause.

## The grievances came first

Complaints about the late medieval church were old long before anyone set type. In fourteenth-century England, John Wycliffe attacked the wealth of the clergy and argued that scripture, not the papacy, was the final authority; his followers, the Lollards, kept those ideas alive for generations. In Bohemia, Jan Hus preached against indulgences and was burned at the Council of Constance in 1415, and the Hussite movement that followed survived several crusades against it. Resentment of papal taxation, absentee bishops, and clerical privilege was common across Europe. Luther did not need a printing press to be angry in 1517. He needed only to watch people from Wittenberg cross the border to buy indulgences from the preacher Johann Tetzel.

Luther's theology also had roots that owed nothing to machinery. His conviction that sinners are justified by faith alone took shape over years of lecturing on the Psalms and on Paul's letters at the University of Wittenberg. It was the product of a monk's study and a professor's classroom, not of a print shop.

## Politics decided who survived

If ideas and grievances were enough, Hus would have been the great reformer of his age. The decisive difference between the two men was protection. Hus traveled to Constance under a safe-conduct from the Emperor Sigismund and was executed anyway. Luther, condemned by the Edict of Worms in 1521, was spirited away to the Wartburg castle on the orders of his prince, Frederick the Wise of Saxony, and died of natural causes twenty-five years later. In the decades that followed, princes and city councils adopted reform for reasons of their own: control of church property, independence from Rome, and leverage against the Emperor. The Peace of Augsburg in 1555 settled religion territory by territory, according to the choice of each ruler. That outcome was written by politics, not by printers.

## What print actually changed

None of this means the press was unimportant. Within weeks of October 1517, the Ninety-Five Theses had been reprinted in several cities. Luther's German pamphlets of 1520 reached readers far beyond the universities, and woodcuts from Lucas Cranach's workshop, such as those in the *Passional Christi und Antichristi* of 1521, carried his message to people who could not read. His German New Testament of 1522 put scripture into the hands of lay readers. Hus's ideas had been copied by hand; Luther's were reproduced by the thousand. When the authorities ordered his books burned, there were simply too many copies to burn.

Yet print served anyone who could pay a printer. Catholic writers such as Johann Eck answered Luther in print, and Venice, one of the busiest printing centers in Europe, never became Protestant. Technology amplified voices that already had an audience; it did not decide which voice would be believed.

## Conclusion

The printing press changed the pace and the scale of religious conflict in sixteenth-century Europe, and it ensured that Luther's protest could not be confined to one region, as the Hussite movement largely had been. But the Reformation grew from older grievances, from a new theology worked out in a university, and from the protection of princes with interests of their own. To call the press its cause is to mistake the megaphone for the speaker. A more accurate account gives print its real and considerable role: it was the catalyst that turned a local dispute into a continental one.
`;

const primarySourcesEssay = `# How Historians Read a Primary Source

A primary source is anything created during the period a historian is studying: a letter, a court record, a photograph, a ship's manifest, a diary, a census sheet. Students often treat these sources as windows onto the past, as if the historian's job were simply to look through them. In practice, historians treat a source less like a window and more like a witness. A witness can be honest or self-serving, well placed or far from events, careful or careless, and the same is true of a document. Reading a source well means asking a consistent set of questions about it before trusting what it says. Those questions fall into four groups: sourcing, context, close reading, and corroboration.

## Sourcing: who made it, when, and why

The first questions concern the document's origins. Who created it, and were they in a position to know what they describe? When was it made: during the events, shortly afterward, or decades later in a memoir? Who was the intended audience, and what did the author want that audience to think or do? A factory owner's letter to a newspaper during a strike and a striking worker's diary may describe the same morning, but they were written for different readers and with different purposes. Neither is automatically reliable or worthless. Knowing the purpose tells the historian what kind of evidence each can provide. The owner's letter is poor evidence of what happened on the picket line, but excellent evidence of how the owner wanted the public to see the strike.

## Context: what the world looked like

A document only makes sense inside its own time. Words change their meanings, conventions change their weight, and ordinary details can be invisible to readers who do not know what was ordinary. A nineteenth-century letter that closes with "your obedient servant" is not evidence of humility; it was a standard formula. Historians therefore read widely around a source: other documents from the same place, newspapers, laws, and the work of other scholars. Context also protects against anachronism, the mistake of judging people in the past by categories they did not have.

## Close reading: what the text actually says

Once the historian knows where a source came from, the next task is to read it slowly. What claims does it make, and what evidence does the author offer? Which words are chosen, and which are avoided? What is described in detail, and what is passed over quickly? Tone matters too: an official report that is unusually defensive may be answering criticism that survives nowhere else. Close reading also means noticing what is missing. Archives preserve the records of institutions and literate people far more often than those of everyone else, so the silences in a source can be as informative as its statements.

## Corroboration: checking against other evidence

No single source settles a question. Historians compare accounts, looking for points where independent witnesses agree and for places where they conflict. Agreement between sources with different interests is especially persuasive; agreement between a newspaper and the press release it copied is not. When sources disagree, the disagreement itself becomes evidence, pointing to what was contested at the time and why.

## Conclusion

Reading a primary source is an exercise in disciplined skepticism rather than suspicion. The goal is not to catch documents lying but to understand what each one can and cannot tell us. By asking who made a source and why, placing it in its world, reading it closely, and testing it against other evidence, historians turn scattered fragments into arguments about the past that others can check. That process is what separates history from storytelling, and it is a skill that is useful well beyond the archive.
`;

const personalStatement = `# Personal Statement: What the Mill Remembered

The paper mill in my hometown closed nine years before I was born, but I grew up surrounded by it. Its brick smokestack still stood over the river, my grandfather's safety award hung in our hallway, and every few months someone at a family dinner would say that the mill "didn't have to close." For most of my childhood, I assumed that sentence was a fact.

In my sophomore year of high school, I chose the closing as the subject of a National History Day project. I expected to spend a few afternoons confirming what everyone already knew. Instead, I spent most of a semester at the public library, scrolling through reels of our local newspaper on a microfilm reader that jammed every twenty minutes. The articles from the mill's final year told a different story from the one I had heard at dinner. They described falling orders, an expensive equipment upgrade the owners had postponed for a decade, and a sale to a company that already had two mills of its own. The reporters were careful, and almost nobody in their stories was a villain. By the end of the semester, I had a folder of photocopies and a much less satisfying answer than the one I had started with.

Then I interviewed my neighbor, a retired machinist who had worked at the mill for twenty-six years. He did not dispute a single number I showed him. But he remembered things the newspaper had never printed: a meeting where workers offered to take a pay cut, the rumor that moved through the shifts weeks before any announcement, the way the parking lot looked on the last day. When I asked whether the mill had to close, he was quiet for a while and then said, "Maybe. But nobody asked us."

That answer changed how I think about history. The newspaper and my neighbor were both telling the truth, but they were answering different questions. The paper explained why the company made its decision. My neighbor explained what it meant to the people who had no say in it. A complete account needed both, and it needed someone willing to read the documents carefully and to listen patiently.

That project is the reason I am a history major. It is also why I now work in my university's special collections, where I spend many of my shifts inventorying the records of a local labor union. Some days the work is tedious: folders, dates, box numbers. But every so often I open a file and find the minutes of a meeting where people like my neighbor asked to be heard. I want to spend my career making sure that, when someone finally asks what happened, those records are there to answer.
`;

/** Newest first, as History lists them. */
export const demoDocuments: DemoDocument[] = [
  {
    type: 'cover-letter',
    title: 'Cover Letter – Millrace Heritage Archive',
    content: coverLetter,
    data: { company: 'Millrace Heritage Archive', position: 'Summer Archives Research Assistant', recipient: 'Archives Internship Committee' },
    createdDaysAgo: 2,
    updatedMinutesAgo: 7,
  },
  {
    type: 'resume',
    title: 'Resume – Archives Internship',
    content: '',
    data: archivesResume,
    createdDaysAgo: 3,
    updatedMinutesAgo: 3 * 60 + 5,
  },
  {
    type: 'academic',
    title: 'Railroad Time: Standard Time and the American Day, 1883–1918',
    content: railroadTimePaper,
    data: {
      request: {
        topic: 'How railroad standard time changed daily life in the United States, 1883–1918',
        tone: 'academic',
        length: 'long',
        academicLevel: 'undergraduate',
      },
      academicType: 'research',
      citationStyle: 'apa',
      references: railroadTimeReferences,
    },
    createdDaysAgo: 16,
    updatedMinutesAgo: minutesPerDay,
  },
  {
    type: 'essay',
    title: 'Catalyst, Not Cause: The Printing Press and the Reformation',
    content: printingPressEssay,
    data: {
      request: {
        topic: 'Did the printing press cause the Protestant Reformation?',
        type: 'argumentative',
        tone: 'academic',
        length: 'medium',
        academicLevel: 'undergraduate',
      },
    },
    createdDaysAgo: 6,
    updatedMinutesAgo: 3 * minutesPerDay,
  },
  {
    // Written in one sitting: created and last saved at the same moment.
    type: 'essay',
    title: 'How Historians Read a Primary Source',
    content: primarySourcesEssay,
    data: {
      request: {
        topic: 'How historians read and evaluate primary sources',
        type: 'expository',
        tone: 'formal',
        length: 'medium',
        academicLevel: 'undergraduate',
      },
    },
    createdDaysAgo: 5,
    updatedMinutesAgo: 5 * minutesPerDay,
  },
  {
    type: 'resume',
    title: 'General Resume',
    content: '',
    data: generalResume,
    createdDaysAgo: 40,
    updatedMinutesAgo: 12 * minutesPerDay + 200,
  },
  {
    type: 'essay',
    title: 'Personal Statement: What the Mill Remembered',
    content: personalStatement,
    data: {
      request: {
        topic: 'Personal statement for a history department scholarship: why I study history',
        type: 'narrative',
        tone: 'informal',
        length: 'short',
        academicLevel: 'undergraduate',
      },
    },
    createdDaysAgo: 42,
    updatedMinutesAgo: 40 * minutesPerDay + 300,
  },
];
