import { canonicalResumeDate, customSectionSchema, defaultSkillLevel, resumeSectionKeys, resumeTemplates, skillLevelNames, type ResumeData, type ResumeSectionKey, type ResumeTemplate } from './resume.ts';
import { z } from './zod.ts';

/*
 * JSON Resume (jsonresume.org, schema v1) import and export.
 *
 * Nothing is lost on a round trip: whatever a JSON Resume document holds that
 * our resume does not model is kept in our data under `jsonResume` — the
 * document's other sections (and the parts of `basics` and `meta` we do not
 * map) at the top level, an entry's other fields on the entry — and written
 * back on export. A mapped field whose JSON Resume value we cannot rebuild
 * from our value (a location object, a 300-character name, a level word we do
 * not know, an empty `endDate`) keeps its original there too: export writes
 * the original back as long as our value is still what the import made of
 * it, and the user's value once they have edited it.
 */

export class JsonResumeError extends Error {
  override name = 'JsonResumeError';
  /** The invalid part of the document as a path (`work[2].endDate`), when there is one. */
  readonly path: string | undefined;
  /**
   * What was wrong, for a caller that words it in another language (the
   * public API): not an object, no JSON Resume section, or the schema's
   * first issue with the value it found.
   */
  readonly problem: { kind: 'notObject' | 'noSections' } | { kind: 'issue'; issue: z.core.$ZodIssue; found: unknown };
  constructor(message: string, path?: string, problem: JsonResumeError['problem'] = { kind: 'notObject' }) {
    super(message);
    this.path = path;
    this.problem = problem;
  }
}

// ---------------------------------------------------------------- schema

const text = z.string().optional();
const texts = z.array(z.string()).optional();
const maxWork = 50;
const maxEducation = 50;
const maxSkills = 100;
/** Entries of each of the other sections our resume holds. */
const maxEntries = 50;

// Every field of schema v1 (plus `meta.theme`, which the registry's themes
// read), in the schema's order: export writes keys in this order.
const locationShape = { address: text, postalCode: text, city: text, countryCode: text, region: text };
const profileShape = { network: text, username: text, url: text };
const basicsShape = {
  name: text, label: text, image: text, email: text, phone: text, url: text, summary: text,
  location: z.looseObject(locationShape).optional(),
  profiles: z.array(z.looseObject(profileShape)).optional(),
};
const workShape = {
  name: text, location: text, description: text, position: text, url: text,
  startDate: text, endDate: text, summary: text, highlights: texts,
};
const educationShape = {
  institution: text, url: text, area: text, studyType: text, startDate: text, endDate: text, score: text, courses: texts,
};
const skillShape = { name: text, level: text, keywords: texts };
const volunteerShape = { organization: text, position: text, url: text, startDate: text, endDate: text, summary: text, highlights: texts };
const awardShape = { title: text, date: text, awarder: text, summary: text };
const certificateShape = { name: text, date: text, url: text, issuer: text };
const publicationShape = { name: text, publisher: text, releaseDate: text, url: text, summary: text };
const languageShape = { language: text, fluency: text };
const interestShape = { name: text, keywords: texts };
const referenceShape = { name: text, reference: text };
const projectShape = {
  name: text, description: text, highlights: texts, keywords: texts, startDate: text, endDate: text,
  url: text, roles: texts, entity: text, type: text,
};
/** Keys of our own in `meta` (JSON Resume allows extra keys): the builder's order of the sections and the ones it hides. */
const sectionOrderKey = 'x-inkwell-sectionOrder';
const hiddenSectionsKey = 'x-inkwell-hiddenSections';
/** The builder's own section (a title and entries), at the top level of the document. */
const customKey = 'x-inkwell-custom';
const metaShape = { canonical: text, version: text, lastModified: text, theme: text, [sectionOrderKey]: texts, [hiddenSectionsKey]: texts };
const documentShape = {
  $schema: text,
  basics: z.looseObject(basicsShape).optional(),
  work: z.array(z.looseObject(workShape)).max(maxWork).optional(),
  volunteer: z.array(z.looseObject(volunteerShape)).max(maxEntries).optional(),
  education: z.array(z.looseObject(educationShape)).max(maxEducation).optional(),
  awards: z.array(z.looseObject(awardShape)).max(maxEntries).optional(),
  certificates: z.array(z.looseObject(certificateShape)).max(maxEntries).optional(),
  publications: z.array(z.looseObject(publicationShape)).max(maxEntries).optional(),
  skills: z.array(z.looseObject(skillShape)).max(maxSkills).optional(),
  languages: z.array(z.looseObject(languageShape)).max(maxEntries).optional(),
  interests: z.array(z.looseObject(interestShape)).max(maxEntries).optional(),
  references: z.array(z.looseObject(referenceShape)).max(maxEntries).optional(),
  projects: z.array(z.looseObject(projectShape)).max(maxEntries).optional(),
  meta: z.looseObject(metaShape).optional(),
};

/** A JSON Resume v1 document. Loose: keys outside the schema are allowed (and kept). */
export const jsonResumeSchema = z.looseObject(documentShape);
export type JsonResume = z.infer<typeof jsonResumeSchema>;

const sections = Object.keys(documentShape);

function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>((label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)), '');
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

const expectedKind: Record<string, string> = { string: 'text', array: 'a list', object: 'an object' };

function validate(input: unknown): JsonResume {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new JsonResumeError(`Not a JSON Resume document: expected a JSON object, not ${kindOf(input)}.`);
  }
  const keys = Object.keys(input);
  // An empty object is an (empty) JSON Resume; JSON of another kind is not.
  if (keys.length > 0 && !keys.some((key) => sections.includes(key))) {
    throw new JsonResumeError('Not a JSON Resume document: it has none of the JSON Resume sections (basics, work, education, skills, …).', undefined, { kind: 'noSections' });
  }
  const result = jsonResumeSchema.safeParse(input);
  if (result.success) return input as JsonResume; // not result.data: zod drops odd keys such as "__proto__"
  const issue = result.error.issues[0]!;
  const path = pathLabel(issue.path);
  const found = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown> | undefined)?.[key], input);
  const problem = { kind: 'issue' as const, issue, found };
  if (issue.code === 'too_big') {
    throw new JsonResumeError(`Too many entries to import: ${path} has ${(found as unknown[]).length}; a resume holds at most ${String(issue.maximum)}.`, path, problem);
  }
  if (issue.code === 'invalid_type') {
    throw new JsonResumeError(`Not a JSON Resume document: ${path} must be ${expectedKind[issue.expected] ?? issue.expected}, not ${kindOf(found)}.`, path, problem);
  }
  throw new JsonResumeError(`Not a JSON Resume document: ${path} is invalid (${issue.message}).`, path, problem);
}

// ---------------------------------------------------------------- field maps

type JsonObject = Record<string, unknown>;
/** Our side of one object (an entry, personal info + summary, the template): plain values. */
type Ours = Record<string, unknown>;

/**
 * JSON Resume keys that together make some of our fields. `read` gives
 * undefined for absent keys and `write` nothing for empty values, so that a
 * resume made in the builder exports as plain JSON Resume.
 */
interface FieldMap {
  keys: readonly string[];
  read(jr: JsonObject): Ours;
  write(ours: Ours, stored: JsonObject): JsonObject;
  /** Keep the stored value whatever ours is (a theme that is not one of our templates). */
  keepStored?(stored: JsonObject): boolean;
}

const isRecord = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const filled = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const pick = (o: JsonObject, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));
const omit = (o: JsonObject, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
const compact = (o: JsonObject) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const isEmpty = (o: JsonObject) => Object.keys(o).length === 0;

/** A value as our schema accepts it: no NUL, at most `max` UTF-16 units, not cutting a character in two. */
function fit(v: string | undefined, max: number): string | undefined {
  if (v === undefined) return undefined;
  const clean = v.replaceAll('\u0000', '');
  if (clean.length <= max) return clean;
  const end = /[\uD800-\uDBFF]/.test(clean[max - 1]!) ? max - 1 : max;
  return clean.slice(0, end);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(compact(a));
    return ka.length === Object.keys(compact(b)).length && ka.every((k) => sameJson(a[k], b[k]));
  }
  return a === b;
}

/**
 * The map's JSON Resume keys for `ours`: the stored original while ours is
 * still what it was read as, else ours written afresh. An empty string counts
 * as absent, since the builder fills every field it shows with ''.
 */
function writeField(map: FieldMap, ours: Ours, stored: JsonObject): JsonObject {
  const asRead = map.read(stored);
  const unchanged = Object.keys(asRead).every((k) => sameJson(asRead[k] ?? '', ours[k] ?? ''));
  return map.keepStored?.(stored) || unchanged ? pick(stored, map.keys) : compact(map.write(ours, stored));
}

/**
 * One JSON Resume object as our values and the extras that export needs to
 * rebuild it exactly. A mapped key is left out of the extras only when the
 * export's own code rebuilds it from our value, so a round trip is exact by
 * construction, whatever odd value a document holds.
 */
function importFields(jr: JsonObject, maps: readonly FieldMap[]): { ours: Ours; extras: JsonObject } {
  const ours = compact(Object.assign({}, ...maps.map((m) => m.read(jr))) as Ours);
  let extras = { ...jr };
  for (const map of maps) {
    const without = omit(extras, map.keys);
    if (sameJson(writeField(map, ours, without), pick(jr, map.keys))) extras = without;
  }
  return { ours, extras };
}

function exportFields(ours: Ours, extras: JsonObject, maps: readonly FieldMap[]): JsonObject {
  let out = { ...extras };
  for (const map of maps) out = { ...omit(out, map.keys), ...writeField(map, ours, extras) };
  return out;
}

const textField = (key: string, ourKey: string, max: number): FieldMap => ({
  keys: [key],
  read: (jr) => ({ [ourKey]: fit(str(jr[key]), max) }),
  write: (ours) => ({ [key]: filled(ours[ourKey]) }),
});

/** Text, then list items as bullet lines: how a summary with highlights (or courses) reads in one description. */
function joinBullets(lines: (string | undefined)[], items: unknown, bullet = '• '): string | undefined {
  const all = [...lines, ...(Array.isArray(items) ? items.map((item) => `${bullet}${String(item)}`) : [])].filter((l) => filled(l));
  return all.length ? all.join('\n') : undefined;
}

// A line the user starts with •, - or * is a bullet on every layout (descriptionLines), so it is a highlight here too.
const bulletStart = /^[•*-] /;

/** The trailing bullet lines of a description apart from the text before them. */
function splitBullets(description: string): { lines: string[]; items: string[] | undefined } {
  const lines = description.split('\n');
  let start = lines.length;
  while (start > 0 && bulletStart.test(lines[start - 1]!)) start -= 1;
  const items = lines.slice(start).map((line) => line.slice(2));
  return { lines: lines.slice(0, start), items: items.length ? items : undefined };
}

/**
 * A description and its highlights as one text: the description's lines,
 * then the highlights as "- " bullets; export splits them apart again.
 */
const describedField = (textKey: string, bullet = '- '): FieldMap => ({
  keys: [textKey, 'highlights'],
  read: (jr) => ({ description: fit(joinBullets([str(jr[textKey])], jr.highlights, bullet), 5000) }),
  write: (ours) => {
    const { lines, items } = splitBullets(str(ours.description) ?? '');
    return { [textKey]: filled(lines.join('\n')), highlights: items };
  },
});

/**
 * A web address as JSON Resume's schema wants it (`format: uri`, which needs
 * a scheme): people write "linkedin.com/in/me" on a resume, so export adds
 * https:// to an address without one. Import keeps what the file has.
 */
function withScheme(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return value;
  return value.startsWith('//') ? `https:${value}` : `https://${value}`;
}

const urlField = (key: string, ourKey: string): FieldMap => ({
  keys: [key],
  read: (jr) => ({ [ourKey]: fit(str(jr[key]), 200) }),
  write: (ours) => ({ [key]: withScheme(str(ours[ourKey])) }),
});

/** A list of words (roles, an interest's keywords) as one comma-separated line, and back. */
const commaField = (key: string, ourKey: string): FieldMap => ({
  keys: [key],
  read: (jr) => ({ [ourKey]: Array.isArray(jr[key]) ? fit((jr[key] as unknown[]).map(String).join(', '), 200) : undefined }),
  write: (ours) => {
    const items = (str(ours[ourKey]) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    return { [key]: items.length ? items : undefined };
  },
});

function formatLocation(location: unknown): string | undefined {
  if (!isRecord(location)) return undefined;
  const place = [location.city, location.region, location.countryCode].map(filled).filter(Boolean);
  if (place.length) return place.join(', ');
  const address = [str(location.address)?.split('\n').join(', '), location.postalCode].map(filled).filter(Boolean);
  return address.length ? address.join(', ') : undefined;
}

const isLinkedIn = (profile: unknown) => isRecord(profile) && str(profile.network)?.trim().toLowerCase() === 'linkedin';

function linkedInUrl(profiles: unknown): string | undefined {
  const profile = Array.isArray(profiles) ? profiles.find(isLinkedIn) : undefined;
  if (!isRecord(profile)) return undefined;
  const username = filled(profile.username);
  return filled(profile.url) ?? (username && `https://www.linkedin.com/in/${username}`);
}

function linkedInProfile(url: string): JsonObject {
  const username = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(url)?.[1];
  return compact({ network: 'LinkedIn', username, url: withScheme(url) });
}

const basicsFields: readonly FieldMap[] = [
  textField('name', 'fullName', 200),
  textField('label', 'label', 200),
  textField('email', 'email', 200),
  textField('phone', 'phone', 200),
  urlField('url', 'website'),
  textField('summary', 'summary', 5000),
  {
    keys: ['location'],
    read: (jr) => ({ location: fit(formatLocation(jr.location), 200) }),
    // Our location is one line, the builder's "city" field.
    write: (ours) => ({ location: filled(ours.location) && { city: ours.location } }),
  },
  {
    keys: ['profiles'],
    read: (jr) => ({ linkedin: fit(linkedInUrl(jr.profiles), 200) }),
    // Other networks stay as they were; only the LinkedIn profile follows our field.
    write: (ours, stored) => {
      const list = Array.isArray(stored.profiles) ? stored.profiles : [];
      const url = filled(ours.linkedin);
      const at = list.findIndex(isLinkedIn);
      const next =
        url === undefined ? list.filter((_, i) => i !== at)
        : at >= 0 ? list.map((p, i) => (i === at ? linkedInProfile(url) : p))
        : [...list, linkedInProfile(url)];
      return { profiles: next.length || stored.profiles !== undefined ? next : undefined };
    },
  },
];

/**
 * A JSON Resume date (ISO 8601: `2024-03-15`, `2024-03` or `2024`) as the
 * builder keeps one: a month or a year, the day dropped. Anything else (free
 * text some exporters write) stays as written. Export writes our month back
 * (`2024-03` is valid JSON Resume); while it is unchanged, the original with
 * its day is written instead (see writeField).
 */
function readDate(value: unknown): string | undefined {
  const text = fit(str(value), 200);
  const day = text === undefined ? null : /^(\d{4}-(?:0[1-9]|1[0-2]))-\d{2}$/.exec(text.trim());
  return day ? day[1] : text;
}

const dateFields: FieldMap = {
  keys: ['startDate', 'endDate'],
  read: (jr) => {
    const startDate = readDate(jr.startDate);
    const endDate = readDate(jr.endDate);
    // JSON Resume has no "current": a job that started and has no end is the current one.
    const current = filled(startDate) && !filled(endDate) ? true : filled(endDate) ? false : undefined;
    return { startDate, endDate: current ? undefined : endDate, current };
  },
  write: (ours) => ({ startDate: filled(canonicalResumeDate(ours.startDate)), endDate: ours.current ? undefined : filled(canonicalResumeDate(ours.endDate)) }),
};

/** One date on its own (no "current"): `ourKey` defaults to the same name. */
const dateField = (key: string, ourKey = key): FieldMap => ({
  keys: [key],
  read: (jr) => ({ [ourKey]: readDate(jr[key]) }),
  write: (ours) => ({ [key]: filled(canonicalResumeDate(ours[ourKey])) }),
});

const workFields: readonly FieldMap[] = [
  textField('name', 'company', 200),
  textField('position', 'position', 200),
  textField('location', 'location', 200),
  dateFields,
  describedField('summary', '• '),
];

const grade = 'Grade: ';

const educationFields: readonly FieldMap[] = [
  textField('institution', 'institution', 200),
  textField('studyType', 'degree', 200),
  textField('area', 'fieldOfStudy', 200),
  dateField('startDate'),
  dateField('endDate'),
  {
    // `summary` is not in schema v1's education; export puts free text that is
    // neither the grade nor a course there rather than lose it.
    keys: ['score', 'summary', 'courses'],
    read: (jr) => {
      const score = filled(jr.score);
      return { description: fit(joinBullets([score && `${grade}${score}`, str(jr.summary)], jr.courses), 5000) };
    },
    write: (ours) => {
      const { lines, items } = splitBullets(str(ours.description) ?? '');
      const score = lines[0]?.startsWith(grade) ? lines.shift()!.slice(grade.length) : undefined;
      return { score: filled(score), summary: filled(lines.join('\n')), courses: items };
    },
  },
];

const skillFields: readonly FieldMap[] = [
  textField('name', 'name', 200),
  {
    keys: ['level'],
    read: (jr) => {
      const word = filled(jr.level)?.trim().toLowerCase();
      if (word === undefined) return { level: undefined };
      const index = skillLevelNames.findIndex((name) => name.toLowerCase() === word);
      return { level: index >= 0 ? index + 1 : defaultSkillLevel };
    },
    write: (ours) => ({ level: typeof ours.level === 'number' ? skillLevelNames[ours.level - 1] : undefined }),
  },
];

const projectFields: readonly FieldMap[] = [
  textField('name', 'name', 200),
  describedField('description'),
  dateField('startDate'),
  dateField('endDate'),
  urlField('url', 'url'),
  commaField('roles', 'roles'),
];

const volunteerFields: readonly FieldMap[] = [
  textField('organization', 'organization', 200),
  textField('position', 'position', 200),
  urlField('url', 'url'),
  dateFields,
  describedField('summary'),
];

const awardFields: readonly FieldMap[] = [textField('title', 'title', 200), dateField('date'), textField('awarder', 'awarder', 200), textField('summary', 'summary', 5000)];
const certificateFields: readonly FieldMap[] = [textField('name', 'name', 200), dateField('date'), urlField('url', 'url'), textField('issuer', 'issuer', 200)];
const publicationFields: readonly FieldMap[] = [
  textField('name', 'name', 200),
  textField('publisher', 'publisher', 200),
  dateField('releaseDate'),
  urlField('url', 'url'),
  textField('summary', 'summary', 5000),
];
const languageFields: readonly FieldMap[] = [textField('language', 'language', 200), textField('fluency', 'fluency', 200)];
const interestFields: readonly FieldMap[] = [textField('name', 'name', 200), commaField('keywords', 'keywords')];
const referenceFields: readonly FieldMap[] = [textField('name', 'name', 200), textField('reference', 'reference', 5000)];

/** Each JSON Resume list and the section of ours it fills; the prefix names imported entries' ids. */
const entrySections = [
  { jr: 'work', ours: 'experience', maps: workFields, shape: workShape, prefix: 'work' },
  { jr: 'volunteer', ours: 'volunteer', maps: volunteerFields, shape: volunteerShape, prefix: 'volunteer' },
  { jr: 'education', ours: 'education', maps: educationFields, shape: educationShape, prefix: 'edu' },
  { jr: 'awards', ours: 'awards', maps: awardFields, shape: awardShape, prefix: 'award' },
  { jr: 'certificates', ours: 'certificates', maps: certificateFields, shape: certificateShape, prefix: 'certificate' },
  { jr: 'publications', ours: 'publications', maps: publicationFields, shape: publicationShape, prefix: 'publication' },
  { jr: 'skills', ours: 'skills', maps: skillFields, shape: skillShape, prefix: 'skill' },
  { jr: 'languages', ours: 'languages', maps: languageFields, shape: languageShape, prefix: 'language' },
  { jr: 'interests', ours: 'interests', maps: interestFields, shape: interestShape, prefix: 'interest' },
  { jr: 'references', ours: 'references', maps: referenceFields, shape: referenceShape, prefix: 'reference' },
  { jr: 'projects', ours: 'projects', maps: projectFields, shape: projectShape, prefix: 'project' },
] as const satisfies readonly { jr: string; ours: keyof ResumeData; maps: readonly FieldMap[]; shape: object; prefix: string }[];

/** Section keys as the builder knows them: others (a later version's) and repeats left out; none → undefined. */
function sectionKeys(value: unknown): ResumeSectionKey[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const keys = value.filter((key, i): key is ResumeSectionKey => resumeSectionKeys.includes(key as ResumeSectionKey) && value.indexOf(key) === i);
  return keys.length ? keys : undefined;
}

const sectionListField = (key: string, ourKey: 'sectionOrder' | 'hiddenSections'): FieldMap => ({
  keys: [key],
  read: (jr) => ({ [ourKey]: sectionKeys(jr[key]) }),
  write: (ours) => ({ [key]: sectionKeys(ours[ourKey]) }),
});

function templateOf(theme: unknown): ResumeTemplate | undefined {
  const name = str(theme)?.trim().toLowerCase();
  return resumeTemplates.find((t) => t === name);
}

const metaFields: readonly FieldMap[] = [
  {
    keys: ['theme'],
    read: (jr) => ({ template: templateOf(jr.theme) }),
    write: (ours) => ({ theme: ours.template }),
    // A JSON Resume theme (say "elegant") is not one of our templates; the builder's template must not replace it.
    keepStored: (stored) => stored.theme !== undefined && templateOf(stored.theme) === undefined,
  },
  sectionListField(sectionOrderKey, 'sectionOrder'),
  sectionListField(hiddenSectionsKey, 'hiddenSections'),
];

/** The custom section as we write it: its title and its entries' four fields, blank ones left out. */
function customToJson(custom: ResumeData['custom']): JsonObject | undefined {
  if (!custom) return undefined;
  const entries = (custom.entries ?? [])
    .map((e) => compact({ title: filled(e.title), subtitle: filled(e.subtitle), date: filled(canonicalResumeDate(e.date)), description: filled(e.description) }))
    .filter((e) => !isEmpty(e));
  const out = compact({ title: filled(custom.title), entries: entries.length ? entries : undefined });
  return isEmpty(out) ? undefined : out;
}

// ---------------------------------------------------------------- documents

/** In the schema's order, then any other keys as they came. */
function inOrder(o: JsonObject, shape: object): JsonObject {
  const order = Object.keys(shape);
  const known = order.filter((k) => Object.hasOwn(o, k)).map((k) => [k, o[k]]);
  return Object.fromEntries([...known, ...Object.entries(o).filter(([k]) => !order.includes(k))]);
}

/** An object such as `basics`: its extras are kept when export could not rebuild it (or it was empty). */
function importSection(jr: JsonObject, maps: readonly FieldMap[]) {
  const { ours, extras } = importFields(jr, maps);
  return { ours, stash: isEmpty(extras) && !isEmpty(jr) ? undefined : extras };
}

function exportSection(ours: Ours, stash: unknown, maps: readonly FieldMap[], shape: object): JsonObject | undefined {
  const out = exportFields(ours, isRecord(stash) ? stash : {}, maps);
  return isEmpty(out) && !isRecord(stash) ? undefined : inOrder(out, shape);
}

// An entry with no text and no extras is a blank form row of the builder: export leaves it out.
const isBlank = (entry: Ours) => !Object.values(entry).some((v) => filled(v));

function importEntry(jr: JsonObject, maps: readonly FieldMap[], id: string): Ours {
  const { ours, extras } = importFields(jr, maps);
  // An imported entry that is blank to us (`{}`, or keywords only) keeps an extras object so export keeps it.
  return { id, ...ours, ...(isEmpty(extras) && !isBlank(ours) ? {} : { jsonResume: extras }) };
}

function exportEntries(entries: readonly Ours[], maps: readonly FieldMap[], shape: object): JsonObject[] {
  return entries
    .filter((entry) => isRecord(entry.jsonResume) || !isBlank(omit(entry, ['id'])))
    .map((entry) => inOrder(exportFields(entry, isRecord(entry.jsonResume) ? entry.jsonResume : {}, maps), shape));
}

/** A JSON Resume document (already JSON.parse'd, untrusted) as our resume data; throws JsonResumeError when it is not one. */
export function fromJsonResume(input: unknown): ResumeData {
  const doc = structuredClone(validate(input)) as JsonObject;
  const { basics, meta, [customKey]: custom, ...rest } = doc;
  const extras: JsonObject = omit(rest, entrySections.map((s) => s.jr));
  const data: ResumeData = {};
  if (isRecord(meta)) {
    const { ours, stash } = importSection(meta, metaFields);
    if (ours.template) data.template = ours.template as ResumeTemplate;
    const sectionOrder = sectionKeys(ours.sectionOrder);
    const hiddenSections = sectionKeys(ours.hiddenSections);
    if (sectionOrder) data.sectionOrder = sectionOrder;
    if (hiddenSections) data.hiddenSections = hiddenSections;
    if (stash) extras.meta = stash;
  }
  // Our own section, read back as we wrote it; anything else under that key is kept as it came.
  const parsedCustom = customSectionSchema.safeParse(custom);
  if (custom !== undefined && parsedCustom.success && sameJson(customToJson(parsedCustom.data), custom)) {
    data.custom = { ...parsedCustom.data, entries: parsedCustom.data.entries?.map((e, i) => ({ ...e, id: `custom-${i}` })) };
  } else if (custom !== undefined) extras[customKey] = custom;
  if (isRecord(basics)) {
    const { ours, stash } = importSection(basics, basicsFields);
    const { summary, ...personalInfo } = ours;
    if (!isEmpty(personalInfo)) data.personalInfo = personalInfo;
    if (summary !== undefined) data.summary = summary as string;
    if (stash) extras.basics = stash;
  }
  for (const section of entrySections) {
    const list = doc[section.jr];
    if (Array.isArray(list)) (data as JsonObject)[section.ours] = list.map((entry: JsonObject, i) => importEntry(entry, section.maps, `${section.prefix}-${i}`));
  }
  if (!isEmpty(extras)) data.jsonResume = extras;
  return data;
}

/** Our resume as a JSON Resume v1 document. */
export function toJsonResume(data: ResumeData): JsonResume {
  const extras = isRecord(data.jsonResume) ? data.jsonResume : {};
  // A section we hold comes from our entries only. A resume imported before
  // the builder had a section kept that section whole in its extras: written
  // back as it came, until the resume holds the section itself.
  const ours = (section: (typeof entrySections)[number]) => (data as JsonObject)[section.ours] as Ours[] | undefined;
  const out: JsonObject = omit(extras, ['basics', 'meta', 'work', 'education', 'skills', ...entrySections.filter((s) => ours(s)).map((s) => s.jr)]);
  const basics = exportSection({ ...data.personalInfo, summary: data.summary }, extras.basics, basicsFields, basicsShape);
  if (basics) out.basics = basics;
  for (const section of entrySections) {
    const entries = ours(section);
    if (entries) out[section.jr] = exportEntries(entries, section.maps, section.shape);
  }
  const custom = customToJson(data.custom);
  if (custom) out[customKey] = custom;
  const meta = exportSection({ template: data.template, sectionOrder: data.sectionOrder, hiddenSections: data.hiddenSections }, extras.meta, metaFields, metaShape);
  if (meta) out.meta = meta;
  return structuredClone(inOrder(out, documentShape)) as JsonResume;
}
