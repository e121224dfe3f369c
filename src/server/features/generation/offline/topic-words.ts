// Small word lists behind the topic heuristics in topic.ts. They only need to
// cover the words that typically open an essay topic or a yes/no question;
// anything they miss falls back to leaving the user's words as typed.

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

export const modals = set('should can could will would must may might shall');
export const beForms = set('is are was were');
export const haveForms = set('has have had');
export const doForms = set('do does did');
export const whWords = set('what why how who whom whose which when where');

export const determiners = set(
  'the a an this that these those my our your their his her its some all any every most many more no each such much few several both either neither',
);
export const pronouns = set('i you we they he she it one someone everyone anyone nobody everybody');

/** Words title case leaves in lower case unless first or last. */
export const minorTitleWords = set('a an the and but or nor for so yet as at by in of off on per to up via vs vs. from into with over than');

/** Base forms of verbs that commonly follow the subject of a yes/no question ('Should school START later?'). */
export const baseVerbs = set(
  `be have do get go make take give become remain stay start end stop begin continue keep allow ban tax fund regulate require replace
  abolish legalise legalize lower raise limit restrict mandate subsidise subsidize prohibit pay provide teach learn use adopt invest
  prioritise prioritize support protect exist wear eat drink play work study receive vote own cause harm affect improve reduce increase
  help hurt lead change matter need rely grow die survive think believe control share spend save choose drive travel live compete read
  write know see replace outweigh benefit threaten damage destroy create shape influence define determine deserve count serve belong
  apply accept reject punish reward ignore trust fear value respect treat cost earn focus move open close break win lose fail succeed
  follow teach ensure prevent promote encourage discourage enable undermine strengthen weaken replace automate hire fire censor monitor
  track collect sell buy build cut join leave return come look feel seem sound mean care compare explain justify violate infringe
  homeschool graduate attend enrol enroll charge offer extend shorten delay`,
);

/** Words that end the subject of an 'Is/Are …' question: the predicate has begun. */
export const predicateWords = set(
  `good bad better worse best worst worth necessary important essential harmful helpful useful useless fair unfair safe unsafe right
  wrong ethical moral possible impossible enough too more less still really real free dead alive overrated underrated effective
  ineffective dangerous beneficial inevitable sustainable ready responsible justified unjustified true false healthy unhealthy
  addictive obsolete relevant outdated art evil necessary desirable preferable worthwhile realistic ideal reliable biased neutral`,
);

/** Progressive verbs that follow the subject in 'Is technology MAKING us lonely?'. */
export const progressiveVerbs = set(
  `getting becoming making going ruining changing killing destroying helping hurting taking doing improving harming replacing
  affecting reducing increasing leading working failing winning losing shaping damaging undermining threatening causing creating`,
);

export const irregularPast: Readonly<Record<string, string>> = {
  be: 'was', have: 'had', do: 'did', go: 'went', make: 'made', take: 'took', give: 'gave', become: 'became', begin: 'began',
  come: 'came', fall: 'fell', rise: 'rose', win: 'won', lose: 'lost', get: 'got', think: 'thought', know: 'knew', see: 'saw',
  grow: 'grew', lead: 'led', leave: 'left', build: 'built', buy: 'bought', sell: 'sold', spend: 'spent', teach: 'taught',
  bring: 'brought', hold: 'held', keep: 'kept', feel: 'felt', find: 'found', break: 'broke', choose: 'chose', drive: 'drove',
  write: 'wrote', read: 'read', cut: 'cut', put: 'put', set: 'set', let: 'let', hurt: 'hurt', cost: 'cost', mean: 'meant',
  pay: 'paid', say: 'said', tell: 'told', stand: 'stood', understand: 'understood', shake: 'shook', sink: 'sank', fight: 'fought',
  seek: 'sought', run: 'ran', meet: 'met', send: 'sent', split: 'split', spread: 'spread', strike: 'struck', shape: 'shaped',
};

/** Ordinary words that often open a topic and are lower-cased when the topic is embedded mid-sentence. */
export const commonLeadWords = set(
  `climate social artificial online remote school schools homework college university universities education public private global
  local national modern ancient early late digital video mobile cell smart renewable nuclear fossil animal animals human humans
  genetic gene medical mental physical health healthcare economic political cultural environmental urban rural children child kids
  teenagers teens students student teachers parents families family women men workers work working fast junk processed organic
  plastic plastics single water air ocean oceans sea forest forests wildlife endangered space electric self gun guns capital death
  free minimum universal basic standardized standardised standard uniform uniforms school-uniform youth adult adults elderly
  immigration immigrants refugees police prison prisons crime crimes cyber internet technology technologies computer computers
  automation robots robot ai machine machines data privacy surveillance censorship freedom democracy voting elections election
  government governments taxes tax income wealth poverty inequality racism sexism gender equality diversity tourism travel sport
  sports athletes music art arts literature poetry history science scientific math mathematics reading writing learning teaching
  homeschooling exams exam tests testing grades vaccines vaccination vaccine drugs drug alcohol smoking sugar food foods diet obesity
  exercise sleep screen screens television tv news media journalism advertising marketing consumer consumerism fashion money
  banking cryptocurrency remote-work remote work-life my our your their his her its a an the this that these those why how what
  when where who which whether should can could would will must may might is are was were do does did has have the effects impact
  impacts role importance benefits benefit dangers risks causes consequences future history rise decline growth use uses ethics
  meaning value importance nature problem problems challenge challenges case debate influence power life lives living city cities
  village countryside home homes house housing transport transportation cars car bicycles public-transport energy electricity solar
  wind coal oil gas recycling waste pollution deforestation biodiversity extinction conservation agriculture farming zoos zoo pets
  dogs cats hunting fishing meat vegetarianism veganism gaming games video-games friendship friends love loneliness happiness
  success failure leadership teamwork kindness honesty courage memory memories childhood grandparents summer winter autumn spring
  morning evening night rain snow storm storms beach mountain mountains river rivers lake garden gardens kitchen market markets
  street streets library libraries museum museums hospital hospitals first last new old best worst favourite favorite busy quiet
  small large big`,
);

/** Imperatives that open an assignment brief ('Discuss …', 'Write an essay on …') and are not part of the topic. */
export const briefOpeners =
  /^(?:please\s+)?(?:write\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:essay|paper|report|piece|article)\s+(?:about|on|that|discussing|exploring|examining)\s+|(?:discuss|explain|describe|analy[sz]e|evaluate|examine|explore|assess|consider|outline|argue)\s+)/i;
