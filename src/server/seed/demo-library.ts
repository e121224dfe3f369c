import type { EssayRequest } from '../../shared/generation.ts';
import type { OutlineInput } from '../../shared/outline.ts';
import type { CslItem } from '../../shared/references.ts';

/**
 * The demo student's reference library for the printing-and-Reformation
 * question (demo.ts seeds it and drafts an essay from it). The books are real
 * publications: each abstract states only the widely known gist of the work,
 * in our own words, and the note is the student's. The timeline was written
 * for Inkwell and says so in its title; its text is attached as pasted text,
 * so the draft has passages to quote.
 */
export interface DemoReference {
  key: string;
  item: CslItem;
  /** Full text attached to the reference (pasted text), when it has one. */
  attachedText?: string;
}

const timelineText = `This timeline was written for the Inkwell demo account as a study aid. It gathers widely known dates, each with a short note on why it matters.

1450s: Gutenberg's press in Mainz. Johannes Gutenberg developed printing with movable metal type in Mainz. The Latin Bible completed in his workshop around 1455 is the best-known early product of the new method. Within a few decades presses were at work in cities across Europe, and printed books became far cheaper and more numerous than hand-copied manuscripts.

Before 1517: earlier critics. Reformers such as John Wycliffe in England and Jan Hus in Bohemia criticized the church long before print. Their ideas circulated in handwritten copies and through preaching. Hus was condemned and burned at the Council of Constance in 1415. Their followers survived, but their movements remained largely regional.

1517: the Ninety-Five Theses. On 31 October 1517 Martin Luther, a monk and professor at the University of Wittenberg, sent his Ninety-Five Theses against the sale of indulgences to the Archbishop of Mainz. The theses were written in Latin as propositions for an academic debate. Within weeks printers in several cities had reprinted them, and a German translation followed, so the debate reached readers far beyond the university.

1518–1520: pamphlets in German. Luther turned to short pamphlets written in German rather than Latin. They were cheap to print, quick to sell and easy to reprint, and printers in other towns copied them whenever they sold well. Within a few years Luther was the most printed author in the German lands. In 1520 he published three major treatises, among them the Address to the Christian Nobility of the German Nation.

Woodcuts from Cranach's workshop. The Wittenberg painter Lucas Cranach the Elder and his workshop made portraits of Luther, title-page borders and illustrated pamphlets. The Passional Christi und Antichristi of 1521 set scenes from the life of Christ against pictures of the papacy. Images like these carried the argument to people who could not read. Many more people heard pamphlets read aloud than read them for themselves.

1521: the Edict of Worms. Summoned before the Emperor Charles V at the Diet of Worms, Luther refused to recant. The Edict of Worms declared him an outlaw and ordered his books to be burned. His prince, Frederick the Wise of Saxony, had him taken to safety at the Wartburg castle. The ban proved hard to enforce, because there were too many printed copies in too many places.

1522: the German New Testament. At the Wartburg Luther translated the New Testament from Greek into German. It was printed in Wittenberg in September 1522, sold out quickly and was reprinted many times. A complete German Bible followed in 1534. Lay readers could now read scripture in their own language and compare what they heard in church with the text.

Replies in print. Print also served Luther's opponents. Catholic writers such as Johann Eck and Thomas Murner answered him in print, although in the early 1520s their works were reprinted far less often than his. The press amplified whichever voices had readers and printers willing to take them on.

1555: the Peace of Augsburg. After decades of conflict, the Peace of Augsburg allowed each ruler in the Holy Roman Empire to choose between the Catholic and the Lutheran faith for his territory. The settlement was agreed at an imperial diet by the princes and the emperor's representatives, not by printers.
`;

export const demoReferences: DemoReference[] = [
  {
    key: 'eisenstein1979',
    item: {
      type: 'book',
      title: 'The printing press as an agent of change: Communications and cultural transformations in early-modern Europe',
      author: [{ family: 'Eisenstein', given: 'Elizabeth L.' }],
      issued: { 'date-parts': [[1979]] },
      publisher: 'Cambridge University Press',
      'publisher-place': 'Cambridge',
      abstract:
        'A two-volume study of what changed when Western Europe moved from hand-copied books to printed ones. It argues that printing made texts more standardized, more widely shared and more durable than scribal copying could, and it follows the consequences of that shift for the Renaissance, the Protestant Reformation and the rise of modern science.',
      note: "The big-picture case that print changed how knowledge worked. It is the strongest version of 'print made it possible', so it belongs in my counterargument section. It covers far more than religion: use only the parts about the Reformation.",
    },
  },
  {
    key: 'pettegree2015',
    item: {
      type: 'book',
      title: 'Brand Luther: How an unheralded monk turned his small town into a center of publishing, made himself the most famous man in Europe—and started the Protestant Reformation',
      author: [{ family: 'Pettegree', given: 'Andrew' }],
      issued: { 'date-parts': [[2015]] },
      publisher: 'Penguin Press',
      'publisher-place': 'New York',
      abstract:
        "A study of Martin Luther as an author and of the printing business that grew up around him. It argues that Luther's short German pamphlets, his close work with Wittenberg's printers and a recognizable look for Wittenberg books made him the most published author of his day, and turned a small university town into a major center of printing.",
      note: 'Best source on how fast the pamphlets spread and why printers wanted them. Use it for my claims about speed and about Wittenberg becoming a printing town.',
    },
  },
  {
    key: 'edwards1994',
    item: {
      type: 'book',
      title: 'Printing, propaganda, and Martin Luther',
      author: [{ family: 'Edwards', given: 'Mark U.', suffix: 'Jr.' }],
      issued: { 'date-parts': [[1994]] },
      publisher: 'University of California Press',
      'publisher-place': 'Berkeley',
      abstract:
        "A study of the pamphlets printed in the German-speaking lands in the first years of the Reformation. It counts the editions of works by Luther, his supporters and his Catholic opponents, showing that Luther's own writings far outnumbered his opponents', and it asks how readers, and the many more people who heard texts read aloud, are likely to have understood them.",
      note: 'Numbers for my point about pamphlets: Luther was printed far more often than his opponents. Also a reminder that most people heard the message rather than read it, so literacy is not the whole story.',
    },
  },
  {
    key: 'inkwell-timeline',
    item: {
      type: 'document',
      title: 'Print and the Reformation: a study timeline (written for the Inkwell demo)',
      author: [{ literal: 'Inkwell' }],
      abstract: "A short study timeline of printing and the early Reformation in the German-speaking lands, from Gutenberg's press in Mainz to the Peace of Augsburg, written for the Inkwell demo account.",
      note: 'My dates sheet for this question. I still have to confirm every date in the books.',
    },
    attachedText: timelineText,
  },
];

/** The draft's request, as the Essay Generator sends it (the seed fixed, so every demo account reads the same). */
export const demoDraftRequest = {
  topic: 'Did printing make the Reformation possible?',
  type: 'argumentative',
  tone: 'academic',
  length: 'short',
  academicLevel: 'undergraduate',
  seed: 1517,
} as const satisfies Omit<EssayRequest, 'academic' | 'sources' | 'outline' | 'documentId'>;

/**
 * What the student wrote into the outline proposed for that request (by
 * section id): their own headings, a few notes each, and the sources they
 * chose. The purposes and guiding questions stay the proposed ones.
 */
export const demoOutlineWork: { thesis: string; sections: Record<string, Pick<OutlineInput['sections'][number], 'heading' | 'notes' | 'sources'>> } = {
  thesis: "Printing did not cause the Reformation, but it made it possible: it turned Luther's protest into news that spread faster than the church or the emperor could stop it.",
  sections: {
    s1: {
      heading: 'Introduction',
      notes: [
        "Jan Hus was burned in 1415 and his movement stayed in Bohemia, but Luther's protest of 1517 spread across the German lands within weeks.",
        'My question is not whether print mattered but what kind of difference it made.',
      ],
      sources: [],
    },
    s2: {
      heading: 'The Speed of Print',
      notes: [
        'Luther wrote the Ninety-Five Theses in Latin for an academic debate, not for the public.',
        'Printers in other cities reprinted them without being asked, because they sold.',
        'His short German pamphlets were cheap to print, and he was printed far more often than his Catholic opponents.',
      ],
      sources: ['inkwell-timeline', 'pettegree2015', 'edwards1994'],
    },
    s3: {
      heading: 'Reaching Beyond the Literate',
      notes: [
        "Cranach's woodcuts made the argument visible to people who could not read.",
        'The 1522 New Testament let ordinary readers check scripture for themselves.',
        'Most people heard pamphlets read aloud, so print worked together with preaching.',
      ],
      sources: ['inkwell-timeline', 'edwards1994'],
    },
    s4: {
      heading: 'The Limits of Print',
      notes: [
        "Eisenstein's view that print changed how knowledge worked supports a strong version of my claim.",
        'But Catholic writers printed replies too, so print alone did not decide who won.',
        'Luther survived because Frederick the Wise protected him after the Edict of Worms, and the Peace of Augsburg was made by princes.',
      ],
      sources: ['eisenstein1979', 'inkwell-timeline'],
    },
    s5: {
      heading: 'Conclusion',
      notes: [
        'Without print, Luther might have been another Hus: condemned, and remembered in one region.',
        'Print made the Reformation possible as a mass movement, but politics decided where it lasted.',
      ],
      sources: [],
    },
  },
};

/** Days before the seed that the draft was written: before the finished essay it led to ("Catalyst, Not Cause", six days). */
export const demoDraftDates = { createdDaysAgo: 8, updatedMinutesAgo: 7 * 24 * 60 };
