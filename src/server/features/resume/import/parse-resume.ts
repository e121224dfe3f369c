// A resume read from its lines (resume-lines.ts) into Inkwell's resume data,
// with no model: headings found by their words (in the five interface
// languages and the usual synonyms) or their look, then each section's
// lines read by its own rules. Fields read from a guess that could be wrong
// (a company split from its town at a comma, a name taken from the first
// line) are listed as uncertain, for the user to check first (and for a
// model, when one is configured, to refine).
import type { ResumeData, ResumeSectionKey } from '../../../../shared/resume.ts';
import type { ResumeLine } from './resume-lines.ts';

type Section = ResumeSectionKey | 'contact';

export interface ParsedResume {
  data: ResumeData;
  /** What in the layout a parser may trip over: headings set letter by letter, web addresses broken across lines. */
  layout: { spacedHeadings: string[]; brokenAddresses: string[] };
  /** Paths of fields read from a guess: 'personalInfo.fullName', 'experience.1.company'. */
  uncertain: string[];
  /** The text as read, line by line, to show beside the result. */
  text: string;
}

const headingWords: Record<Section, string[]> = {
  contact: ['contact', 'contact details', 'contact information', 'coordonnées', 'contacto', 'kontakt', '联系方式'],
  summary: ['summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'résumé', 'profil', 'resumen', 'perfil', 'kurzprofil', 'profil', '个人简介', '简介'],
  experience: ['experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'expérience', 'expérience professionnelle', 'experiencia', 'experiencia laboral', 'berufserfahrung', 'erfahrung', '工作经历', '工作经验'],
  education: ['education', 'academic background', 'qualifications', 'formation', 'éducation', 'formación', 'educación', 'ausbildung', 'bildung', '教育背景', '教育经历'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'competencies', 'compétences', 'habilidades', 'competencias', 'fähigkeiten', 'kenntnisse', '技能', '专业技能'],
  projects: ['projects', 'projets', 'proyectos', 'projekte', '项目经历', '项目'],
  certificates: ['certificates', 'certifications', 'licenses', 'licences', 'certificados', 'zertifikate', '证书'],
  languages: ['languages', 'langues', 'idiomas', 'sprachen', '语言能力', '语言'],
  awards: ['awards', 'honours', 'honors', 'achievements', 'distinctions', 'premios', 'auszeichnungen', '荣誉奖项'],
  volunteer: ['volunteer work', 'volunteering', 'volunteer experience', 'bénévolat', 'voluntariado', 'ehrenamt', '志愿服务'],
  publications: ['publications', 'publicaciones', 'veröffentlichungen', '出版物'],
  interests: ['interests', 'hobbies', 'centres d’intérêt', "centres d'intérêt", 'intereses', 'interessen', '兴趣爱好'],
  references: ['references', 'referees', 'références', 'referencias', 'referenzen', '推荐人'],
  custom: [],
};

const headingIndex = new Map<string, Section>();
// Letter-spaced type loses the space between its words too ("V O L U N T E E R W O R K"): each heading is known without its spaces as well.
const unspacedIndex = new Map<string, Section>();
for (const [section, words] of Object.entries(headingWords) as [Section, string[]][]) {
  for (const word of words) {
    headingIndex.set(word, section);
    unspacedIndex.set(word.replace(/\s+/g, ''), section);
  }
}

/** "S K I L L S" (letter-spaced type) as "SKILLS"; anything else as it is. */
function unspaced(text: string): string {
  const parts = text.trim().split(/\s+/);
  return parts.length > 2 && parts.filter((p) => p.length <= 3).length >= parts.length * 0.7 ? parts.join('') : text.trim();
}

/** The section a heading's text names, or undefined. */
function sectionOf(text: string): Section | undefined {
  const spread = unspaced(text);
  const key = spread
    .replace(/[:：]$/, '')
    .toLowerCase()
    .trim();
  return headingIndex.get(key) ?? (spread !== text.trim() ? unspacedIndex.get(key) : undefined);
}

// ---- dates ----

const months: Record<string, number> = {};
const monthNames: string[][] = [
  ['jan', 'january', 'janv', 'janvier', 'ene', 'enero', 'januar', 'jän'],
  ['feb', 'february', 'févr', 'février', 'fev', 'febrero', 'februar'],
  ['mar', 'march', 'mars', 'marzo', 'märz', 'mär'],
  ['apr', 'april', 'avr', 'avril', 'abr', 'abril'],
  ['may', 'mai', 'mayo'],
  ['jun', 'june', 'juin', 'junio', 'juni'],
  ['jul', 'july', 'juil', 'juillet', 'julio', 'juli'],
  ['aug', 'august', 'août', 'ago', 'agosto'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre'],
  ['oct', 'october', 'octobre', 'octubre', 'okt', 'oktober'],
  ['nov', 'november', 'novembre', 'noviembre'],
  ['dec', 'december', 'déc', 'décembre', 'dic', 'diciembre', 'dez', 'dezember'],
];
monthNames.forEach((names, index) => names.forEach((name) => (months[name] = index + 1)));

// "Present" as resumes write it, in the five languages.
const present = "present|current|now|today|ongoing|aujourd’hui|aujourd'hui|présent|actualidad|actual|presente|heute|aktuell|bis heute|至今|现在";
const presentWords = new RegExp(`^(?:${present})$`, 'i');
const monthWord = `(?:${Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const oneDate = `(?:${monthWord}\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}-\\d{1,2}|\\d{4}年\\d{1,2}月|\\d{4})`;
const rangePattern = new RegExp(`(${oneDate})(?:\\s*(?:–|—|-|to|until|bis|à|a|au)\\s*(${oneDate}|${present}))?`, 'iu');

/** A printed date as stored ('2022-03', '2019'), or undefined. */
function storedDate(text: string): string | undefined {
  const value = text.trim().toLowerCase().replace(/\.$/, '');
  let match = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(value);
  if (match && months[match[1]!]) return `${match[2]}-${String(months[match[1]!]).padStart(2, '0')}`;
  match = /^(\d{1,2})[/.](\d{4})$/.exec(value);
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12) return `${match[2]}-${match[1]!.padStart(2, '0')}`;
  match = /^(\d{4})-(\d{1,2})$/.exec(value);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${match[1]}-${match[2]!.padStart(2, '0')}`;
  match = /^(\d{4})年(\d{1,2})月$/.exec(value);
  if (match) return `${match[1]}-${match[2]!.padStart(2, '0')}`;
  if (/^(19|20)\d{2}$/.test(value)) return value;
  return undefined;
}

interface Dates {
  start?: string;
  end?: string;
  current?: boolean;
}

const rangesIn = new RegExp(rangePattern.source, 'giu');

/**
 * The date or date range of `text` (cells joined by ' | '), and the text without it: a range before a single date, and
 * a date that stands as a cell of its own before one inside other words ("Riverton Paper, 1998 | Jan 2023 – May 2023").
 */
function takeDates(text: string): { dates: Dates | undefined; rest: string; weak?: boolean } {
  let match: RegExpExecArray | undefined;
  let best = -1;
  for (const candidate of text.matchAll(rangesIn)) {
    if (!storedDate(candidate[1]!)) continue;
    const before = text.slice(0, candidate.index).trimEnd();
    const after = text.slice(candidate.index + candidate[0].length).trimStart();
    const ownCell = (before === '' || before.endsWith('|')) && (after === '' || after.startsWith('|'));
    const score = (candidate[2] ? 2 : 0) + (ownCell ? 1 : 0);
    if (score > best) [match, best] = [candidate as RegExpExecArray, score];
  }
  if (!match) return { dates: undefined, rest: text };
  const start = storedDate(match[1]!)!;
  const to = match[2]?.trim();
  const dates: Dates = { start };
  if (to && presentWords.test(to)) dates.current = true;
  else if (to) {
    const end = storedDate(to);
    if (end) dates.end = end;
  }
  const rest = (text.slice(0, match.index) + text.slice(match.index + match[0].length)).replace(/\s*[|·•,]\s*$/, '').replace(/^\s*[|·•,]\s*/, '').replace(/\s{2,}/g, ' ').trim();
  // A single date among other words ("Riverton Paper, 1998") may be part of a name: a range on a later line overrides it.
  return { dates, rest, ...(best === 0 ? { weak: true } : {}) };
}

// ---- contact ----

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const phonePattern = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.-]{6,}\d/;
const urlPattern = /(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/[\w\-./?%&=#~+]*)?/i;

function readContact(lines: string[], info: NonNullable<ResumeData['personalInfo']>, uncertain: Set<string>): void {
  for (const raw of lines) {
    let rest = raw;
    const email = emailPattern.exec(rest)?.[0];
    if (email && !info.email) {
      info.email = email;
      rest = rest.replace(email, ' ');
    }
    for (;;) {
      const url = urlPattern.exec(rest)?.[0];
      if (!url || !/[a-z]{2,}/i.test(url.split('.').at(-1) ?? '') || /^\d/.test(url)) break;
      if (/linkedin\.com/i.test(url)) info.linkedin ??= url;
      else info.website ??= url;
      rest = rest.replace(url, ' ');
    }
    const phone = phonePattern.exec(rest)?.[0];
    if (phone && !info.phone && phone.replace(/\D/g, '').length >= 7) {
      info.phone = phone.trim();
      rest = rest.replace(phone, ' ');
    }
    for (const part of rest.split(/\s*[|·•◆▪]\s*|\s{2,}|\s+[—–]\s+/)) {
      const text = part.trim().replace(/^[,;]|[,;]$/g, '').trim();
      if (!text || !/\p{L}/u.test(text)) continue;
      // A job title among the contact details is the headline under the name.
      if (!info.label && titleWords.test(text)) info.label = text;
      else if (!info.location) {
        info.location = text;
        uncertain.add('personalInfo.location');
      }
    }
  }
}

// ---- sections ----

interface Block {
  section: Section | 'header';
  title?: string;
  lines: ResumeLine[];
}

/** Splits the lines at headings: a line (or a line's first cell) whose words name a section. */
function blocksOf(lines: ResumeLine[]): Block[] {
  const blocks: Block[] = [{ section: 'header', lines: [] }];
  for (const line of lines) {
    const whole = sectionOf(line.text);
    const first = line.cells.length > 1 ? sectionOf(line.cells[0]!) : undefined;
    if (whole && !line.bullet) {
      blocks.push({ section: whole, title: line.text, lines: [] });
    } else if (first && !line.bullet) {
      blocks.push({ section: first, title: line.cells[0]!, lines: [{ ...line, cells: line.cells.slice(1), text: line.cells.slice(1).join(' ') }] });
    } else if (line.heading && blocks.length > 1 && line.text.length <= 40 && !/\d/.test(line.text)) {
      // A heading we do not know: its own section, kept under its title.
      blocks.push({ section: 'custom', title: line.text, lines: [] });
    } else blocks.at(-1)!.lines.push(line);
  }
  return blocks;
}

/**
 * Whether `line`'s first word would not have fitted at the end of `before` (PDF, where widths are known): then `before`
 * was broken there, a paragraph going on. The column's edge is the farthest any line set like them reaches on the page;
 * a word's width is reckoned at half the type size a letter.
 */
function brokenBefore(before: ResumeLine, line: ResumeLine, lines: readonly ResumeLine[]): boolean {
  // Only running text (a line of several words) is broken to fit; a list's short items are not.
  if (!before.right || !line.size || before.text.split(/\s+/).length < 6) return false;
  const edge = Math.max(...lines.filter((other) => other.page === before.page && Math.abs(other.x - before.x) < 2 && Math.abs(other.size - before.size) < 0.3).map((other) => other.right));
  const word = (/^\S+/.exec(line.text)?.[0].length ?? 0) + 1;
  return before.right + word * line.size * 0.5 > edge;
}

const rangeBegun = new RegExp(`(?:${monthWord}|[–—-])$`, 'iu');
const endsRange = (before: ResumeLine, line: ResumeLine) => rangeBegun.test(before.text) && (/^\d{4}\b/.test(line.text) || presentWords.test(line.text));

/** Lines whose text runs on from the line before (a wrapped paragraph or bullet), joined. */
function joinWrapped(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    const wraps =
      before &&
      !line.bullet &&
      line.cells.length === 1 &&
      !sectionOf(line.text) &&
      before.cells.length === 1 &&
      line.size > 0 &&
      Math.abs(line.size - before.size) < 0.3 &&
      // A line with a date of its own starts something new, unless it ends a range the line before began ("Aug 2014 – Jun" / "2018",
      // "Apr 2019 –" / "Present").
      (!rangePattern.test(line.text) || endsRange(before, line)) &&
      (before.bullet ? line.x > before.x : Math.abs(line.x - before.x) < 2 && /[^.:!?]$/.test(before.text) && (/^[\p{Ll}\d(]/u.test(line.text) || runsOn.test(before.text) || endsRange(before, line) || brokenBefore(before, line, lines)));
    if (wraps) {
      const joined = joinLines(before.text, line.text);
      out[out.length - 1] = { ...before, cells: [joined], text: joined };
    } else out.push(line);
  }
  return out;
}

// A line ending on a comma or a word that cannot end a sentence runs on into the next ("… The Gilded Age and" / "Progressive Era").
const runsOn = /(?:,|\s(?:and|or|of|the|a|an|to|in|on|at|for|with|from|by|as|et|de|du|des|la|le|les|und|der|die|das|y|el|los|las))$/iu;

/** Two lines of one paragraph as one text: a word hyphenated at the break joined again, a compound broken at its hyphen ("folder-" / "level") kept whole. */
function joinLines(before: string, after: string): string {
  if (before.endsWith('\u00ad')) return `${before.slice(0, -1)}${after}`;
  return /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(after) ? `${before}${after}` : `${before} ${after}`;
}

/** A section's lines as paragraphs: a line runs on from one that does not end a sentence, or when it starts in lower case. */
function paragraphs(lines: ResumeLine[]): string {
  const out: string[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    if (before !== undefined && !line.bullet && (before.endsWith('\u00ad') || /[^.:!?。]$/.test(before) || /^\p{Ll}/u.test(line.text))) out[out.length - 1] = joinLines(before, line.text);
    else out.push(line.bullet ? `• ${line.text}` : line.text);
  }
  return out.join('\n');
}

/** An entry: its heading lines (dates taken out) and its bullets and plain lines after them. */
interface Entry {
  heads: string[];
  dates: Dates | undefined;
  body: ResumeLine[];
  /** The type size of its first heading line (PDF), which the next entry's first line shares. */
  size: number;
  /** Its dates were a single date read from inside a heading line: that line's text as printed, to restore. */
  weak?: { head: number; text: string };
}

/** A line of running text rather than an entry's heading: more than one sentence, or a long one ending in a full stop. */
function prose(text: string): boolean {
  const words = text.split(/\s+/).length;
  return (words > 6 && /[\p{Ll}\d]{2,}[.!?;]\s+\p{Lu}/u.test(text)) || (words > 12 && /[.!?]$/.test(text));
}

/** A section's lines as entries: a new one starts at a heading line after a body line, or at a second date. */
function entriesOf(lines: ResumeLine[]): Entry[] {
  const entries: Entry[] = [];
  let previous: ResumeLine | undefined;
  for (const line of lines) {
    const current = entries.at(-1);
    // A date inside a sentence ("Expected May 2029. GPA 3.8.") is part of the body, not the entry's dates.
    const { dates, rest, weak } = prose(line.text) ? { dates: undefined, rest: line.text } : takeDates(line.cells.join(' | '));
    // "Riverton Paper, 1998" then "Researcher | Jan 2023 – May 2023": the later dates are the entry's, the year part of its name.
    const overrides = Boolean(dates && !weak && current?.weak && current.body.length === 0 && !line.bullet);
    // A line set like the entry's first line (and unlike the line before), once the entry has its dates, starts the next
    // entry: an entry with no body ends there.
    const startsLike = Boolean(current && current.dates && current.body.length === 0 && line.size > 0 && previous && Math.abs(line.size - current.size) < 0.2 && Math.abs(line.size - previous.size) >= 0.2);
    previous = line;
    const isHead = !line.bullet && (Boolean(dates) || line.bold || startsLike || !current || current.body.length > 0 || current.heads.length < 2);
    if (overrides && current?.weak) {
      current.heads[current.weak.head] = current.weak.text;
      current.dates = undefined;
      delete current.weak;
    } else if (!current || (isHead && (startsLike || current.body.length > 0 || (dates && current.dates) || current.heads.length >= 3))) {
      entries.push({ heads: [], dates: undefined, body: [], size: line.size });
    }
    const entry = entries.at(-1)!;
    if (isHead && entry.body.length === 0) {
      const text = rest.split(' | ').map((cell) => cell.trim()).filter(Boolean).join(' | ');
      if (text) entry.heads.push(text);
      if (!entry.dates && dates && weak && text) entry.weak = { head: entry.heads.length - 1, text: line.cells.join(' | ') };
      entry.dates ??= dates;
    } else entry.body.push(line);
  }
  return entries;
}

/** `text` split at `separator` (a global pattern) where it stands outside brackets: "Spreadsheets (Excel, Google Sheets), SQL" is two parts. */
function splitOutside(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(separator)) {
    const before = text.slice(from, match.index);
    const depth = (text.slice(0, match.index).match(/[([]/g)?.length ?? 0) - (text.slice(0, match.index).match(/[)\]]/g)?.length ?? 0);
    if (depth > 0 || match[0].length === 0) continue;
    parts.push(before);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

const description = (body: ResumeLine[]) => body.map((line) => (line.bullet ? `• ${line.text}` : line.text)).join('\n');

const levelWords: Record<string, number> = {};
[
  ['beginner', 'débutant', 'principiante', 'anfänger', '入门'],
  ['intermediate', 'intermédiaire', 'intermedio', 'fortgeschritten', '中级'],
  ['advanced', 'avancé', 'avanzado', 'sehr gut', '高级'],
  ['expert', 'experto', 'experte', '专家'],
  ['master', 'maître', 'maestro', 'meister', '精通'],
].forEach((words, index) => words.forEach((word) => (levelWords[word] = index + 1)));
const levelPattern = new RegExp(`^(.+?)\\s*(?:[·:–—-]\\s*|\\(|\\s)(${Object.keys(levelWords).join('|')})\\)?$`, 'iu');

function readSkills(lines: ResumeLine[]): NonNullable<ResumeData['skills']> {
  const skills: NonNullable<ResumeData['skills']> = [];
  for (const line of lines) {
    // Cells alternate a skill and its level ("SQL ‖ Master"); or each cell, or each part between
    // separators, is one skill with or without its level ("SQL · Master", "SQL (Master) / Python").
    const cells = line.cells.flatMap((cell) => splitOutside(cell, /\s+\/(?:\s+|$)|\s*[,;•|·]\s*/g)).map((c) => c.trim()).filter(Boolean);
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      const next = cells[i + 1];
      if (next && levelWords[next.toLowerCase()] && !levelWords[cell.toLowerCase()]) {
        skills.push({ name: cell, level: levelWords[next.toLowerCase()]! });
        i++;
        continue;
      }
      // A level alone ("(Expert)", carried to the next line) is the level of the skill before it that has none.
      const alone = levelWords[cell.replace(/^\((.+)\)$/, '$1').toLowerCase()];
      if (alone) {
        const before = skills.at(-1);
        if (before && before.level === undefined) before.level = alone;
        continue;
      }
      const match = levelPattern.exec(cell);
      if (match && levelWords[match[2]!.toLowerCase()]) skills.push({ name: match[1]!.replace(/\s*[·:–—-]$/, '').trim(), level: levelWords[match[2]!.toLowerCase()]! });
      else skills.push({ name: cell });
    }
  }
  return skills;
}

function readLanguages(lines: ResumeLine[]): NonNullable<ResumeData['languages']> {
  return lines
    .flatMap((line) => line.cells.flatMap((cell) => splitOutside(cell, /\s+\/(?:\s+|$)|\s*[,;•|]\s*/g)))
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      // "Spanish — Intermediate (reading)": the fluency is all after the dash or colon, brackets kept; "Spanish (B2)" without one.
      const said = /^(.+?)(?:\s+[—–-]\s+|\s*:\s+)(.+)$/u.exec(part);
      const bracketed = /^(.+?)\s*\((.+)\)$/u.exec(part);
      const [language, fluency] = said ? [said[1]!, said[2]!] : bracketed ? [bracketed[1]!, bracketed[2]!] : [part, ''];
      return fluency.trim() ? { language: language.trim(), fluency: fluency.trim() } : { language: language.trim() };
    });
}

// Words that make a phrase a job title, in the five languages (lower case, matched as whole words or word starts).
const titleWords = /\b(?:engineer|developer|analyst|manager|coordinator|assistant|teacher|designer|administrator|receptionist|consultant|director|officer|specialist|intern|nurse|lead|head|architect|scientist|accountant|technician|supervisor|executive|associate|advisor|adviser|representative|agent|clerk|editor|writer|researcher|lecturer|tutor|programmer|operator|chef|cheffe|cook|barista|cashier|driver|mechanic|electrician|owner|founder|president|vice|chief|ingénieur|ingénieure|chargée?|responsable|directeur|directrice|assistante?|chef de|développeur|développeuse|stagiaire|ingeniero|ingeniera|jefe|jefa|técnico|técnica|desarrollador|desarrolladora|coordinador|coordinadora|asistente|ingenieur|ingenieurin|leiter|leiterin|berater|beraterin|entwickler|entwicklerin|elektroniker|elektronikerin|techniker|mitarbeiter|mitarbeiterin|werkstudent|praktikant|经理|工程师|主管|助理|专员)\b/iu;
const organisationWords = /\b(?:inc|ltd|llc|llp|plc|gmbh|ag|sa|s\.a|s\.l|sas|sarl|co|corp|company|group|bank|hotel|resort|hospital|school|academy|university|college|agency|studio|services|solutions|systems|labs?|foundation|council|ministry|trust)\b\.?/iu;
// A place: "Portland, OR", "Leeds", "Remote"; never a phrase with a title word.
const placeLike = (text: string) => /^[\p{Lu}][\p{L}\s.'’-]*(?:,\s*[\p{Lu}][\p{L}\s.'’-]*)?$/u.test(text) && text.split(/\s+/).length <= 4 && !titleWords.test(text) && !organisationWords.test(text);

// A state, province or country written as its code after a town: "Northgate, OH", "Leeds, UK", "Lyon, FR".
const regionCode = /, (?:\p{Lu}{2,3}|U\.S\.A?\.?|D\.C\.)$/u;

/** A role's heading lines read as its title, its organisation and its place, in whatever order the layout prints them. */
function roleOf(heads: readonly string[]): { position: string; company: string; place?: string; guessed: boolean } {
  const parts = heads
    .flatMap((head) => head.split(/\s+[|·•—–-]\s+|\s+(?:at|chez|bei|en|@)\s+/u))
    .map((part) => part.replace(/\(\s*\)/g, '').trim())
    .filter(Boolean);
  // "Senior Engineer, Acme Inc." and "Acme, Leeds": a comma splits a part when one side reads as a title or a place;
  // a title keeps its comma ("Student Assistant, Special Collections") when another part can be the organisation.
  const pieces = parts.flatMap((part) => {
    const comma = part.indexOf(', ');
    if (comma < 0) return [part];
    const [left, right] = [part.slice(0, comma), part.slice(comma + 2)];
    const organisationElsewhere = parts.some((other) => other !== part && !titleWords.test(other) && !placeLike(other));
    if (titleWords.test(left) && !titleWords.test(right) && !organisationElsewhere) return [left, right];
    return [part];
  });
  const titleAt = pieces.findIndex((piece) => titleWords.test(piece));
  const position = titleAt >= 0 ? pieces[titleAt]! : heads.length > 1 ? pieces[0] ?? '' : '';
  const rest = pieces.filter((_, i) => i !== (titleAt >= 0 ? titleAt : heads.length > 1 ? 0 : -1));
  let company = rest.find((piece) => organisationWords.test(piece)) ?? rest.find((piece) => !placeLike(piece)) ?? rest[0] ?? '';
  let guessed = false;
  let place = rest.filter((piece) => piece !== company).join(', ') || undefined;
  if (!place && company.includes(', ')) {
    // "Corner Shop Ltd, Bradford": the town after the last comma, unless it is the company's legal form;
    // "Acme Libraries, Northgate, OH": a state or country code belongs to the town before it.
    const comma = regionCode.test(company) && company.split(', ').length > 2 ? company.lastIndexOf(', ', company.lastIndexOf(', ') - 1) : company.lastIndexOf(', ');
    const after = company.slice(comma + 2);
    if (!/^(inc|ltd|llc|gmbh|s\.?a|plc|s\.l)\.?$/i.test(after)) {
      place = after;
      company = company.slice(0, comma);
      guessed = true;
    }
  }
  return { position, company, ...(place ? { place } : {}), guessed };
}

const degreeWords = /^(?:(?:bachelor|master|doctor|associate)(?:'s)?\s+of\s+(?:\p{Lu}[\p{L}.]*|the)(?:\s+(?:and|&|of|in)?\s*\p{Lu}[\p{L}.]*)*?(?=$|\s+in\s|[,:;(]|\s+[–—-]\s)|b\.?\s?sc|b\.?\s?a|b\.?\s?eng|b\.?\s?ed|m\.?\s?sc|m\.?\s?a|m\.?\s?eng|mba|ph\.?\s?d|bachelor(?:'s)?|master(?:'s)?|licence|laurea(?: magistrale)?|pgce|a-levels?|gcses?|diploma|diplôme|abitur|ausbildung|bts|dut|hnd|associate(?:'s)?|doctorate|doctorat|grado|máster|bachillerato|学士|硕士|博士)\.?(?:\s*\((?:hons?|honours)\))?(?=$|[\s,:;–—-])/iu;
// A qualification named by its last word: "High School Diploma", "Postgraduate Certificate", "Associate Degree".
const degreeTail = /(?:^|\s)(?:diploma|certificate|degree|ged|baccalaureate|abitur|diplom|zeugnis|diplôme|título)$/iu;
const isDegree = (text: string) => degreeWords.test(text) || degreeTail.test(text);
const institutionWords = /\b(?:university|universit\w*|universidad|college|school|institute|institut\w*|academy|hochschule|école|ecole|escuela|iae|polytechnic|politecnico|conservatoire|大学|学院)\b/iu;

/** An education entry's heading lines read as its degree, its field and its institution. */
function studyOf(heads: readonly string[]): { degree: string; fieldOfStudy?: string; institution: string } {
  const parts = heads.flatMap((head) => head.split(/\s+[|·•—–-]\s+/u)).map((part) => part.trim()).filter(Boolean);
  const pieces = parts.flatMap((part) => (institutionWords.test(part) && part.includes(', ') && degreeWords.test(part) ? part.split(', ') : [part]));
  const institution = pieces.find((piece) => institutionWords.test(piece) && !isDegree(piece)) ?? (pieces.length > 1 ? (pieces.find((piece) => !isDegree(piece)) ?? pieces.at(-1)!) : '');
  const rest = pieces.filter((piece) => piece !== institution);
  const degreeLine = rest.find((piece) => isDegree(piece)) ?? rest[0] ?? '';
  const match = degreeWords.exec(degreeLine) ?? degreeTail.exec(degreeLine);
  if (!match || match.index > 0 || !degreeWords.test(degreeLine)) {
    if (!match) return { degree: degreeLine, institution: institution || pieces[0] || '' };
    // "High School Diploma" names the degree whole; a field may follow it after a comma or "in".
    const field = /^(.+?)(?:,\s+|\s+in\s+)(.+)$/u.exec(degreeLine);
    return field && degreeTail.test(field[1]!) ? { degree: field[1]!, fieldOfStudy: field[2]!, institution } : { degree: degreeLine, institution };
  }
  // "Bachelor of Engineering (Honours), Mechanical Engineering": the degree is all before the comma
  // ("BSc in Maths, Physics and Economics" keeps its field whole: "in" says where it starts).
  const comma = degreeLine.indexOf(', ');
  const saysField = /^\s*(?:in|en|im|zum|zur)\s/i.test(degreeLine.slice(match[0].length));
  if (comma > match[0].length - 1 && !saysField) return { degree: degreeLine.slice(0, comma).trim(), fieldOfStudy: degreeLine.slice(comma + 2).trim(), institution };
  const degree = match[0].trim();
  const after = degreeLine
    .slice(match[0].length)
    .replace(/^\s*(?:,|:|in|of|en|de|in der|im|zum|zur|–|—|-)\s+/i, '')
    .trim();
  const others = rest.filter((piece) => piece !== degreeLine);
  const fieldOfStudy = after || (others.length === 1 && !institutionWords.test(others[0]!) ? others[0] : undefined);
  return { degree, ...(fieldOfStudy ? { fieldOfStudy } : {}), institution };
}

/** A certificate or award on one line: "Name — Issuer", "Name (Issuer)", "Name, Issuer"; or the name alone. */
function nameAndIssuer(text: string): [string, string] {
  const dash = /^(.+?)\s+[—–|]\s+(.+)$/.exec(text);
  if (dash) return [dash[1]!.trim(), dash[2]!.replace(/,\s*$/, '').trim()];
  const bracket = /^(.+?)\s*\(([^)]+)\)\s*,?$/.exec(text);
  if (bracket) return [bracket[1]!.trim(), bracket[2]!.trim()];
  const comma = text.lastIndexOf(', ');
  if (comma > 0) return [text.slice(0, comma).trim(), text.slice(comma + 2).trim()];
  return [text, ''];
}

/** Reads a resume's lines into resume data. */
export function parseResume(input: ResumeLine[]): ParsedResume {
  const uncertain = new Set<string>();
  const broken: string[] = [];
  const lines = joinWrapped(joinBrokenUrls(input, broken));
  const spacedHeadings = input.flatMap((line) => line.cells.filter((cell) => sectionOf(cell) && unspaced(cell) !== cell.trim()).map((cell) => cell.trim()));
  const data: ResumeData = { personalInfo: {} };
  const info = data.personalInfo!;

  // The name: the largest type near the top (a side column may come first), or the first line when no size is known;
  // the headline under it when it is short and no contact detail.
  const near = lines.slice(0, 40).filter((line) => !line.bullet && !sectionOf(line.text) && line.text.length <= 60 && /\p{L}/u.test(line.text) && !emailPattern.test(line.text));
  const largest = Math.max(0, ...near.map((line) => line.size));
  const named = largest > 0 ? near.find((line) => line.size === largest) : lines[0];
  const nameAt = named ? lines.indexOf(named) : -1;
  const next = lines[nameAt + 1];
  const labelled = next && !next.bullet && !next.heading && !sectionOf(next.text) && next.text.length <= 60 && !emailPattern.test(next.text) && !phonePattern.test(next.text) && !urlPattern.test(next.text) && !next.text.includes(' · ');
  if (named) {
    // "Samuel Mensah — DevOps Engineer": the headline on the name's line.
    const [name, headline] = named.text.split(/\s+[—–|]\s+/, 2);
    info.fullName = headline && titleWords.test(headline) ? name! : named.text;
    if (headline && titleWords.test(headline)) info.label = headline;
    if (largest === 0) uncertain.add('personalInfo.fullName');
    if (labelled && !info.label) info.label = next.text;
  }
  const rest = lines.filter((_, index) => index !== nameAt && !(labelled && index === nameAt + 1));
  const blocks = blocksOf(rest);
  readContact(
    blocks[0]!.lines.map((line) => line.cells.join('  ')),
    info,
    uncertain,
  );

  for (const block of blocks.slice(1)) {
    const section = block.section;
    if (section === 'header') continue;
    if (section === 'contact') {
      readContact(block.lines.map((line) => line.cells.join('  ')), info, uncertain);
      continue;
    }
    if (section === 'summary') {
      data.summary = paragraphs(block.lines);
      continue;
    }
    if (section === 'skills') {
      data.skills = [...(data.skills ?? []), ...readSkills(block.lines)];
      continue;
    }
    if (section === 'languages') {
      data.languages = [...(data.languages ?? []), ...readLanguages(block.lines)];
      continue;
    }
    if (section === 'interests') {
      data.interests = block.lines.flatMap((line) => line.cells.flatMap((c) => splitOutside(c, /\s*[,;•|]\s*/g))).filter(Boolean).map((name) => ({ name }));
      continue;
    }
    const entries = entriesOf(block.lines);
    if (section === 'experience' || section === 'volunteer') {
      const where = section === 'experience' ? 'experience' : 'volunteer';
      const list = entries.map((entry, index) => {
        const role = roleOf(entry.heads);
        if (role.guessed) {
          // A company told from its town by a guess: both sides of the split may be wrong.
          uncertain.add(`${where}.${index}.${section === 'experience' ? 'company' : 'organization'}`);
          if (section === 'experience') uncertain.add(`${where}.${index}.location`);
        }
        if (!role.position) uncertain.add(`${where}.${index}.position`);
        const dates = entry.dates ?? {};
        const base = { ...(dates.start ? { startDate: dates.start } : {}), ...(dates.end ? { endDate: dates.end } : {}), ...(dates.current ? { current: true } : {}), description: description(entry.body) };
        return section === 'experience'
          ? { company: role.company, position: role.position, ...(role.place ? { location: role.place } : {}), ...base }
          : { organization: role.company, position: role.position, ...base };
      });
      if (section === 'experience') data.experience = [...(data.experience ?? []), ...(list as NonNullable<ResumeData['experience']>)];
      else data.volunteer = list as NonNullable<ResumeData['volunteer']>;
      continue;
    }
    if (section === 'education') {
      data.education = entries.map((entry, index) => {
        const study = studyOf(entry.heads);
        if (!study.fieldOfStudy && study.degree) uncertain.add(`education.${index}.fieldOfStudy`);
        const dates = entry.dates ?? {};
        return {
          institution: study.institution,
          degree: study.degree,
          ...(study.fieldOfStudy ? { fieldOfStudy: study.fieldOfStudy } : {}),
          ...(dates.start ? { startDate: dates.start } : {}),
          ...(dates.end ? { endDate: dates.end } : {}),
          ...(entry.body.length ? { description: description(entry.body) } : {}),
        };
      });
      continue;
    }
    if (section === 'certificates' || section === 'awards') {
      const list = entries.map((entry) => {
        const [first = '', second = ''] = entry.heads.length === 1 ? nameAndIssuer(entry.heads[0]!) : entry.heads;
        const date = entry.dates?.start;
        return section === 'certificates' ? { name: first, ...(second ? { issuer: second } : {}), ...(date ? { date } : {}) } : { title: first, ...(second ? { awarder: second } : {}), ...(date ? { date } : {}) };
      });
      if (section === 'certificates') data.certificates = list as NonNullable<ResumeData['certificates']>;
      else data.awards = list as NonNullable<ResumeData['awards']>;
      continue;
    }
    if (section === 'projects') {
      data.projects = entries.map((entry) => {
        const [first = '', second = ''] = entry.heads;
        const dates = entry.dates ?? {};
        return { name: first, ...(second ? { roles: second } : {}), ...(dates.start ? { startDate: dates.start } : {}), ...(dates.end ? { endDate: dates.end } : {}), description: description(entry.body) };
      });
      continue;
    }
    // Publications, references and unknown headings: kept as the custom section's entries, nothing lost.
    const entriesKept = entries.map((entry) => ({ title: entry.heads[0] ?? '', ...(entry.heads[1] ? { subtitle: entry.heads.slice(1).join(' · ') } : {}), ...(entry.dates?.start ? { date: entry.dates.start } : {}), description: description(entry.body) }));
    const custom = (data.custom ?? { title: block.title ?? '', entries: [] }) as { title: string; entries: unknown[] };
    custom.entries.push(...entriesKept);
    data.custom = custom as ResumeData['custom'];
    uncertain.add('custom');
  }
  return { data: withoutSoftHyphens(data), layout: { spacedHeadings, brokenAddresses: broken }, uncertain: [...uncertain], text: input.map((line) => line.cells.join('    ')).join('\n').replace(/\u00ad/g, '') };
}

/** A web address broken at the line's end ("https://priya.examp" / "le.com") joined again. */
function joinBrokenUrls(lines: ResumeLine[], broken: string[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    // The break may fall inside the scheme itself ("http" / "s://jordan.example.com").
    // Only a PDF's lines break where the page ends them; a line that starts an address of its own is not a remainder.
    if (before && line.size > 0 && line.cells.length === 1 && !sectionOf(line.text) && !/^(?:https?:|www\.)/i.test(line.text) && Math.abs(line.size - before.size) < 0.3 && !/\s/.test(line.text) && /[\w/.:-]$/.test(before.text) && /(?:https?:\/\/\S+|(?:^|\s)https?:?\/{0,2}|www\.\S+|(?:^|\s)[\w-]+(?:\.[\w-]+)+\/\S*)$/.test(before.text) && /^[\w/.:-]+$/.test(line.text) && line.text.length < 40) {
      const text = before.text + line.text;
      broken.push(`${/\S+$/.exec(before.text)?.[0] ?? ''}${line.text}`);
      out[out.length - 1] = { ...before, cells: [...before.cells.slice(0, -1), before.cells.at(-1)! + line.text], text };
    } else out.push(line);
  }
  return out;
}

/** Every string of `value` without soft hyphens (a break that was not joined keeps none). */
function withoutSoftHyphens<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u00ad/g, '') as T;
  if (Array.isArray(value)) return value.map(withoutSoftHyphens) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutSoftHyphens(v)])) as T;
  return value;
}
