// The words by which an ad says how much it wants something, where its
// boilerplate starts, and how it lists alternatives, in the five languages
// the matcher reads. Lower case; matched as whole words or phrases.
import type { Language } from '../languages.ts';

export const essentialCues: Record<Language, string[]> = {
  en: ['essential', 'essentials', 'required', 'requirements', 'requirement', 'must', 'must have', 'must-have', 'mandatory', "what you'll need", 'what you will need', "you'll need", 'you will need', 'you will have', 'minimum', 'necessary'],
  fr: ['requis', 'requise', 'indispensable', 'indispensables', 'obligatoire', 'exigé', 'exigée', 'impératif', 'impérative', 'vous devez', 'prérequis'],
  es: ['requisitos', 'requisito', 'imprescindible', 'obligatorio', 'obligatoria', 'requerido', 'requerida', 'se requiere', 'indispensable', 'necesario'],
  de: ['anforderungen', 'voraussetzung', 'voraussetzungen', 'zwingend', 'erforderlich', 'unbedingt', 'muss', 'notwendig', 'was du mitbringst', 'was sie mitbringen', 'ihr profil', 'dein profil'],
  zh: ['必须', '要求', '任职要求', '任职资格', '岗位要求', '必备'],
};

export const desirableCues: Record<Language, string[]> = {
  en: ['desirable', 'desired', 'nice to have', 'nice-to-have', 'bonus', 'a plus', 'preferred', 'preferable', 'advantage', 'advantageous', 'ideally', 'would be great', 'would be helpful', 'beneficial', 'an asset', 'not essential'],
  fr: ['souhaité', 'souhaitée', 'souhaitable', 'apprécié', 'appréciée', 'un plus', 'atout', 'idéalement', 'serait un plus', 'bienvenu', 'bienvenue'],
  es: ['deseable', 'deseables', 'valorable', 'se valorará', 'valoramos', 'valorará', 'un plus', 'idealmente', 'preferible'],
  de: ['wünschenswert', 'von vorteil', 'idealerweise', 'pluspunkt', 'gerne', 'vorteilhaft', 'nice to have'],
  zh: ['优先', '加分', '更佳', '者优先'],
};

/** Headings after which an ad stops asking: the company, the benefits, how to apply. */
export const boilerplateHeadings: Record<Language, string[]> = {
  en: ['about us', 'about the company', 'about the organisation', 'about the organization', 'who we are', 'benefits', 'what we offer', 'we offer', 'perks', 'how to apply', 'to apply', 'salary', 'compensation', 'equal opportunities', 'equal opportunity', 'diversity', 'the package', 'package', 'why join us', 'why work for us', 'rewards'],
  fr: ['à propos', 'qui sommes-nous', 'nous offrons', 'nous vous offrons', 'avantages', 'rémunération', 'salaire', 'pour postuler', 'comment postuler', 'ce que nous offrons', "l'entreprise"],
  es: ['sobre nosotros', 'quiénes somos', 'ofrecemos', 'beneficios', 'salario', 'cómo aplicar', 'cómo postular', 'la empresa'],
  de: ['über uns', 'wir bieten', 'was wir bieten', 'benefits', 'gehalt', 'vergütung', 'bewerbung', 'das unternehmen', 'wer wir sind'],
  zh: ['福利', '薪资', '薪酬', '关于我们', '公司介绍', '申请方式', '公司简介', '待遇'],
};

/** Headings of the duties: what the job does, not what it asks of the applicant (the tools named there are asked for again below, when they are). */
export const dutyHeadings: Record<Language, string[]> = {
  en: ['the work', 'the job', 'what you will do', "what you'll do", 'what you will be doing', "what you'll be doing", 'responsibilities', 'key responsibilities', 'main duties', 'duties', 'the role', 'your role', 'day to day', 'a typical day', 'your day', 'in this role'],
  fr: ['vos missions', 'missions', 'le poste', 'vos responsabilités', 'responsabilités', 'au quotidien'],
  es: ['funciones', 'tus funciones', 'responsabilidades', 'el puesto', 'tu día a día'],
  de: ['aufgaben', 'ihre aufgaben', 'deine aufgaben', 'das erwartet sie', 'das erwartet dich'],
  zh: ['岗位职责', '工作职责', '工作内容', '职位描述'],
};

/** Headings that start the requirements again (after "About us"). */
export const requirementHeadings: Record<Language, string[]> = {
  en: ['requirements', 'about you', 'the role', 'responsibilities', 'key responsibilities', 'qualifications', 'person specification', 'essential', 'desirable', 'what you will do', "what you'll do", 'you will', 'your skills', 'who you are', 'what we are looking for', "what we're looking for"],
  fr: ['profil', 'profil recherché', 'missions', 'vos missions', 'compétences', 'votre profil', 'le poste', 'qualifications', 'exigences'],
  es: ['requisitos', 'perfil', 'funciones', 'responsabilidades', 'buscamos', 'tu perfil', 'el puesto'],
  de: ['anforderungen', 'ihr profil', 'dein profil', 'aufgaben', 'ihre aufgaben', 'deine aufgaben', 'qualifikationen', 'was du mitbringst', 'was sie mitbringen'],
  zh: ['任职要求', '岗位职责', '工作职责', '任职资格', '岗位要求', '职位描述'],
};

/** Words that make a list one requirement with alternatives ("Power BI or Tableau"). */
export const orWords: Record<Language, string[]> = {
  en: ['or', 'and/or'],
  fr: ['ou'],
  es: ['o', 'u'],
  de: ['oder'],
  zh: ['或', '或者', '或是'],
};

export const andWords: Record<Language, string[]> = {
  en: ['and', '&'],
  fr: ['et'],
  es: ['y', 'e'],
  de: ['und', 'sowie'],
  zh: ['和', '及', '与', '以及'],
};

/** Words that introduce examples of what came before: "a BI tool such as Power BI or Tableau". */
// "Including" is not among them: "Python, including scikit-learn and pandas" asks for all three. "Especially" is: "MS Office, especially Excel" asks for MS Office.
export const exampleWords: Record<Language, string[]> = {
  en: ['such as', 'like', 'e.g', 'e.g.', 'eg', 'for example', 'for instance', 'ideally', 'preferably', 'ideally with', 'preferably with', 'ideally in', 'especially', 'particularly', 'in particular'],
  fr: ['tels que', 'tel que', 'telles que', 'telle que', 'comme', 'par exemple', 'idéalement', 'notamment', 'en particulier'],
  es: ['como', 'tales como', 'por ejemplo', 'p. ej', 'idealmente', 'especialmente', 'en particular'],
  de: ['wie', 'z. b', 'z.b', 'zum beispiel', 'idealerweise', 'bspw', 'insbesondere', 'vor allem'],
  zh: ['如', '例如', '比如'],
};

/** What comes between "degree" and its subjects: "a degree in", "un diplôme en". */
export const degreeLinks: Record<Language, string[]> = {
  en: ['in', 'of', 'a', 'an', 'the', 'relevant', 'related', 'subject', 'such as', 'preferably', 'ideally', 'level', 'or equivalent', 'e.g'],
  fr: ['en', 'de', 'd', "d'", 'dans', 'le', 'la', 'les', 'un', 'une', 'type', 'domaine', 'école', "d'ingénieur"],
  es: ['en', 'de', 'del', 'un', 'una', 'universitario', 'universitaria', 'grado'],
  de: ['in', 'im', 'der', 'des', 'einem', 'einer', 'bereich', 'fachrichtung', 'studiengang'],
  zh: ['专业', '相关', '以上', '及以上', '学历'],
};

/** "Experience in …": the phrases after these name an experience the ad asks for. */
export const experienceLeads: Record<Language, string[]> = {
  en: ['years of', 'years in', 'years as', "years' experience in", 'years experience in', 'experience in', 'experience of', 'experience with', 'experience working with', 'experience working in', 'knowledge of', 'understanding of', 'familiarity with', 'background in', 'proficiency in', 'proficient in', 'track record in', 'track record of'],
  fr: ['expérience en', 'expérience de', 'expérience dans', "expérience d'", 'connaissance de', 'connaissances en', 'maîtrise de', 'maîtrise des'],
  es: ['experiencia en', 'experiencia con', 'experiencia de', 'conocimientos de', 'conocimientos en', 'dominio de'],
  de: ['erfahrung in', 'erfahrung im', 'erfahrung mit', 'erfahrungen in', 'erfahrungen im', 'erfahrungen mit', 'kenntnisse in', 'kenntnisse im', 'kenntnisse von'],
  zh: ['经验', '熟悉', '掌握'],
};

/** Words by which a sentence asks something of the applicant; a long paragraph with none of them tells about the employer or the job. */
export const askingWords: Record<Language, string[]> = {
  en: ['experience', 'experienced', 'knowledge', 'skills', 'skilled', 'qualification', 'qualifications', 'qualified', 'degree', 'licence', 'license', 'certificate', 'certification', 'you have', 'you will have', 'you bring', 'you will bring', 'you need', 'you can', 'must', 'should', 'ideal candidate', 'able to', 'ability', 'proficient', 'proficiency', 'familiar', 'familiarity', 'understanding of', 'fluent', 'looking for someone', 'we are looking for someone'],
  fr: ['expérience', 'connaissance', 'connaissances', 'compétence', 'compétences', 'maîtrise', 'maîtrisez', 'diplôme', 'formation', 'vous avez', 'vous êtes', 'vous savez', 'permis', 'habilitation', 'niveau'],
  es: ['experiencia', 'conocimiento', 'conocimientos', 'titulación', 'formación', 'dominio', 'carnet', 'certificado', 'nivel', 'buscamos a alguien'],
  de: ['erfahrung', 'kenntnisse', 'ausbildung', 'studium', 'abschluss', 'führerschein', 'sie haben', 'sie bringen', 'du hast', 'du bringst', 'sicherer umgang'],
  zh: ['经验', '熟悉', '掌握', '具备', '学历', '能力', '证书', '精通'],
};

/** Sentences about how to apply or what the employer checks (CV, cover letter, interviews, referees, DBS): never a requirement. */
export const applyingWords: Record<Language, string[]> = {
  en: ['apply', 'applications', 'application form', 'send your cv', 'send us your cv', 'cv', 'cover letter', 'covering letter', 'interview', 'interviews', 'referees', 'references', 'dbs check', 'closing date', 'equal opportunities', 'equal opportunity'],
  fr: ['postuler', 'candidature', 'candidatures', 'cv', 'lettre de motivation', 'entretien', 'entretiens', 'recrutement'],
  es: ['cv', 'currículum', 'candidatura', 'entrevista', 'entrevistas', 'envía', 'envíanos', 'inscríbete'],
  de: ['bewerbung', 'bewerben', 'lebenslauf', 'anschreiben', 'vorstellungsgespräch', 'bewerbungsunterlagen'],
  zh: ['简历', '投递', '面试', '申请方式', '发送至'],
};

/** Among the example words, those after which the first name stays the requirement ("SQL, ideally with Postgres"). */
export const preferenceWords: Record<Language, string[]> = {
  en: ['ideally', 'preferably', 'ideally with', 'preferably with', 'ideally in', 'especially', 'particularly', 'in particular'],
  fr: ['idéalement', 'notamment', 'en particulier'],
  es: ['idealmente', 'especialmente', 'en particular'],
  de: ['idealerweise', 'insbesondere', 'vor allem'],
  zh: [],
};

/** What joins a qualification to its subject: "NVQ Level 3 in Plumbing". */
export const subjectLinks: Record<Language, string[]> = {
  en: ['in'],
  fr: ['en'],
  es: ['en', 'de'],
  de: ['in', 'im', 'als'],
  zh: [],
};

/** Words that may stand inside a list of alternatives: "AAT Level 4 or part-qualified ACCA/CIMA". */
export const qualifierWords: Record<Language, string[]> = {
  en: ['part', 'qualified', 'fully', 'certified', 'chartered', 'another', 'other', 'similar', 'equivalent'],
  fr: ['certifié', 'certifiée'],
  es: ['certificado', 'certificada'],
  de: ['zertifiziert', 'zertifizierte'],
  zh: [],
};

/** What joins a skill to the tools it is done in: "video editing in CapCut", "analysis using R". */
export const toolLinks: Record<Language, string[]> = {
  en: ['in', 'with', 'using', 'experience in', 'experience with', 'skills in'],
  fr: ['sur', 'avec', 'sous'],
  es: ['con', 'en'],
  de: ['mit', 'in'],
  zh: ['使用', '用'],
};

/** "Or similar" after a name: its family meets it. */
export const similarWords: Record<Language, string[]> = {
  en: ['or similar', 'or a similar', 'or another', 'or equivalent', 'or an equivalent', 'or comparable', 'or a comparable'],
  fr: ['ou similaire', 'ou équivalent', 'ou un outil similaire', 'ou équivalente'],
  es: ['o similar', 'o equivalente'],
  de: ['oder ähnlich', 'oder vergleichbar', 'o. ä', 'o.ä'],
  zh: ['或类似', '等类似'],
};

/** A clause after a dash about the employer: "Revit (essential) – we are a BIM practice". */
export const employerAside: Record<Language, RegExp> = {
  en: /\s[–—-]\s+(?:we|we're|our)\b.*$/iu,
  fr: /\s[–—-]\s+(?:nous|notre|nos)\b.*$/iu,
  es: /\s[–—-]\s+(?:somos|nuestro|nuestra|nuestros)\b.*$/iu,
  de: /\s[–—-]\s+(?:wir|unser|unsere)\b.*$/iu,
  zh: /[——]\s*我们.*$/u,
};
