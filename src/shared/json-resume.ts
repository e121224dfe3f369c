import { canonicalResumeDate, defaultSkillLevel, resumeTemplates, skillLevelNames, type ResumeData, type ResumeTemplate } from './resume.ts';
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
const metaShape = { canonical: text, version: text, lastModified: text, theme: text };
const documentShape = {
  $schema: text,
  basics: z.looseObject(basicsShape).optional(),
  work: z.array(z.looseObject(workShape)).max(maxWork).optional(),
  volunteer: z.array(z.looseObject({
    organization: text, position: text, url: text, startDate: text, endDate: text, summary: text, highlights: texts,
  })).optional(),
  education: z.array(z.looseObject(educationShape)).max(maxEducation).optional(),
  awards: z.array(z.looseObject({ title: text, date: text, awarder: text, summary: text })).optional(),
  certificates: z.array(z.looseObject({ name: text, date: text, url: text, issuer: text })).optional(),
  publications: z.array(z.looseObject({ name: text, publisher: text, releaseDate: text, url: text, summary: text })).optional(),
  skills: z.array(z.looseObject(skillShape)).max(maxSkills).optional(),
  languages: z.array(z.looseObject({ language: text, fluency: text })).optional(),
  interests: z.array(z.looseObject({ name: text, keywords: texts })).optional(),
  references: z.array(z.looseObject({ name: text, reference: text })).optional(),
  projects: z.array(z.looseObject({
    name: text, description: text, highlights: texts, keywords: texts, startDate: text, endDate: text,
    url: text, roles: texts, entity: text, type: text,
  })).optional(),
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
  const unchanged = Object.keys(asRead).every((k) => (asRead[k] ?? '') === (ours[k] ?? ''));
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

const bullet = '• ';

/** Text, then list items as "• " lines: how a summary with highlights (or courses) reads in one description. */
function joinBullets(lines: (string | undefined)[], items: unknown): string | undefined {
  const all = [...lines, ...(Array.isArray(items) ? items.map((item) => `${bullet}${String(item)}`) : [])].filter((l) => filled(l));
  return all.length ? all.join('\n') : undefined;
}

/** The trailing "• " lines of a description apart from the text before them. */
function splitBullets(description: string): { lines: string[]; items: string[] | undefined } {
  const lines = description.split('\n');
  let start = lines.length;
  while (start > 0 && lines[start - 1]!.startsWith(bullet)) start -= 1;
  const items = lines.slice(start).map((line) => line.slice(bullet.length));
  return { lines: lines.slice(0, start), items: items.length ? items : undefined };
}

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
  return compact({ network: 'LinkedIn', username, url });
}

const basicsFields: readonly FieldMap[] = [
  textField('name', 'fullName', 200),
  textField('email', 'email', 200),
  textField('phone', 'phone', 200),
  textField('url', 'website', 200),
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

const workFields: readonly FieldMap[] = [
  textField('name', 'company', 200),
  textField('position', 'position', 200),
  textField('location', 'location', 200),
  dateFields,
  {
    keys: ['summary', 'highlights'],
    read: (jr) => ({ description: fit(joinBullets([str(jr.summary)], jr.highlights), 5000) }),
    write: (ours) => {
      const { lines, items } = splitBullets(str(ours.description) ?? '');
      return { summary: filled(lines.join('\n')), highlights: items };
    },
  },
];

const grade = 'Grade: ';

const educationFields: readonly FieldMap[] = [
  textField('institution', 'institution', 200),
  textField('studyType', 'degree', 200),
  textField('area', 'fieldOfStudy', 200),
  ...(['startDate', 'endDate'] as const).map((key): FieldMap => ({ keys: [key], read: (jr) => ({ [key]: readDate(jr[key]) }), write: (ours) => ({ [key]: filled(canonicalResumeDate(ours[key])) }) })),
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
];

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
  const { basics, work, education, skills, meta, ...rest } = doc;
  const extras: JsonObject = { ...rest };
  const data: ResumeData = {};
  if (isRecord(meta)) {
    const { ours, stash } = importSection(meta, metaFields);
    if (ours.template) data.template = ours.template as ResumeTemplate;
    if (stash) extras.meta = stash;
  }
  if (isRecord(basics)) {
    const { ours, stash } = importSection(basics, basicsFields);
    const { summary, ...personalInfo } = ours;
    if (!isEmpty(personalInfo)) data.personalInfo = personalInfo;
    if (summary !== undefined) data.summary = summary as string;
    if (stash) extras.basics = stash;
  }
  if (Array.isArray(work)) data.experience = work.map((entry: JsonObject, i) => importEntry(entry, workFields, `work-${i}`));
  if (Array.isArray(education)) data.education = education.map((entry: JsonObject, i) => importEntry(entry, educationFields, `edu-${i}`));
  if (Array.isArray(skills)) data.skills = skills.map((entry: JsonObject, i) => importEntry(entry, skillFields, `skill-${i}`));
  if (!isEmpty(extras)) data.jsonResume = extras;
  return data;
}

/** Our resume as a JSON Resume v1 document. */
export function toJsonResume(data: ResumeData): JsonResume {
  const extras = isRecord(data.jsonResume) ? data.jsonResume : {};
  // work, education and skills come from our entries only.
  const out: JsonObject = omit(extras, ['basics', 'meta', 'work', 'education', 'skills']);
  const basics = exportSection({ ...data.personalInfo, summary: data.summary }, extras.basics, basicsFields, basicsShape);
  if (basics) out.basics = basics;
  if (data.experience) out.work = exportEntries(data.experience, workFields, workShape);
  if (data.education) out.education = exportEntries(data.education, educationFields, educationShape);
  if (data.skills) out.skills = exportEntries(data.skills, skillFields, skillShape);
  const meta = exportSection({ template: data.template }, extras.meta, metaFields, metaShape);
  if (meta) out.meta = meta;
  return structuredClone(inOrder(out, documentShape)) as JsonResume;
}
