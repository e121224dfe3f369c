// The job-ad match: the ad's requirements (skills, tools, qualifications,
// languages, experience), each met or not by the resume, and where. Runs on
// the server (the parse pool's `matchJobAd` job and the offline letter
// writer); the browser imports only the types (job-match/types.ts) and
// section-for.ts. Decision 0021; the lexicon is job-match/skills-lexicon.json.
export { matchJobAd, mentions } from './job-match/match.ts';
export { adCoverage, adLanguage, maxJobTerms, tokenize } from './job-match/words.ts';
export { resumeIsEmpty } from './job-match/resume-places.ts';
export { sectionFor, type JobMatchSection } from './job-match/section-for.ts';
export type { JobMatch, MatchedTerm, RequirementKind, RequirementStress, TermPlace } from './job-match/types.ts';
