// The verbs resume lines start with, as data: irregular ones with their past
// tense (base → past; the past participle is not needed, a letter says "I
// built", never "I have built"), and regular ones by their base form only
// (their other forms follow the spelling rules in first-person.ts). A line
// whose first word is none of these is read as a noun phrase ("Migration of
// the billing system" → "I worked on the migration of the billing system").

/** Irregular verbs: base form, then past tense. */
export const irregularVerbs: Readonly<Record<string, string>> = {
  arise: 'arose', awake: 'awoke', be: 'was', bear: 'bore', beat: 'beat', become: 'became', begin: 'began', bend: 'bent', bet: 'bet', bid: 'bid',
  bind: 'bound', bite: 'bit', bleed: 'bled', blow: 'blew', break: 'broke', breed: 'bred', bring: 'brought', broadcast: 'broadcast', build: 'built', burn: 'burned',
  buy: 'bought', cast: 'cast', catch: 'caught', choose: 'chose', cling: 'clung', come: 'came', cost: 'cost', creep: 'crept', cut: 'cut', deal: 'dealt',
  dig: 'dug', do: 'did', draw: 'drew', drink: 'drank', drive: 'drove', eat: 'ate', fall: 'fell', feed: 'fed', feel: 'felt', fight: 'fought',
  find: 'found', fit: 'fit', flee: 'fled', fling: 'flung', fly: 'flew', forbid: 'forbade', forecast: 'forecast', foresee: 'foresaw', forget: 'forgot', forgive: 'forgave',
  freeze: 'froze', get: 'got', give: 'gave', go: 'went', grind: 'ground', grow: 'grew', hang: 'hung', have: 'had', hear: 'heard', hide: 'hid',
  hit: 'hit', hold: 'held', hurt: 'hurt', input: 'input', keep: 'kept', know: 'knew', lay: 'laid', lead: 'led', lean: 'leaned', leap: 'leapt',
  learn: 'learned', leave: 'left', lend: 'lent', let: 'let', light: 'lit', lose: 'lost', make: 'made', mean: 'meant', meet: 'met',
  mislead: 'misled', mistake: 'mistook', offset: 'offset', output: 'output', outgrow: 'outgrew', outrun: 'outran', outsell: 'outsold', overcome: 'overcame', overdo: 'overdid', overhear: 'overheard',
  override: 'overrode', overrun: 'overran', oversee: 'oversaw', overtake: 'overtook', overthrow: 'overthrew', pay: 'paid', prepay: 'prepaid', proofread: 'proofread', put: 'put', quit: 'quit',
  read: 'read', rebuild: 'rebuilt', recast: 'recast', redo: 'redid', remake: 'remade', repay: 'repaid', reread: 'reread', rerun: 'reran', reset: 'reset', resell: 'resold',
  retell: 'retold', rethink: 'rethought', rewind: 'rewound', rewrite: 'rewrote', ride: 'rode', ring: 'rang', rise: 'rose', run: 'ran', say: 'said', see: 'saw',
  seek: 'sought', sell: 'sold', send: 'sent', set: 'set', shake: 'shook', shed: 'shed', shine: 'shone', shoot: 'shot', show: 'showed', shrink: 'shrank',
  shut: 'shut', sing: 'sang', sink: 'sank', sit: 'sat', sleep: 'slept', slide: 'slid', speak: 'spoke', speed: 'sped', spend: 'spent', spin: 'spun',
  split: 'split', spread: 'spread', spring: 'sprang', stand: 'stood', steal: 'stole', stick: 'stuck', sting: 'stung', strike: 'struck', string: 'strung', strive: 'strove',
  swear: 'swore', sweep: 'swept', swim: 'swam', swing: 'swung', take: 'took', teach: 'taught', tear: 'tore', tell: 'told', think: 'thought', throw: 'threw',
  thrust: 'thrust', undergo: 'underwent', underpin: 'underpinned', understand: 'understood', undertake: 'undertook', underwrite: 'underwrote', undo: 'undid', unwind: 'unwound', uphold: 'upheld', upset: 'upset',
  wake: 'woke', wear: 'wore', weave: 'wove', win: 'won', wind: 'wound', withdraw: 'withdrew', withhold: 'withheld', withstand: 'withstood', write: 'wrote', cowrite: 'cowrote', ghostwrite: 'ghostwrote',
  sublet: 'sublet', telecast: 'telecast', typeset: 'typeset', mishear: 'misheard', misread: 'misread', misspell: 'misspelt', outdo: 'outdid', outbid: 'outbid',
};

/** Regular verbs resume lines start with (base form). */
export const regularVerbs: readonly string[] = `
accelerate accept access accommodate accomplish account achieve acquire act adapt add address adjust administer admit adopt advance advertise advise advocate
align allocate analyse analyze annotate answer anticipate apply appoint appraise approve arbitrate arrange articulate assemble assess assign assist attain attend audit
augment author authorise authorize automate balance benchmark boost brainstorm brief budget calculate calibrate campaign capture care carry catalogue catalog
centralise centralize chair champion change chart check clarify classify clean close coach code collaborate collate collect combine command commission communicate compare
compile complete comply compose compute conceive conceptualise conceptualize conduct configure connect conserve consolidate construct consult contact contribute control convert
convey convince coordinate copy correct correspond counsel craft create critique cultivate curate customise customize debug decide decrease define delegate deliver
demonstrate deploy derive describe design detect determine develop devise diagnose digitise digitize direct discover dispatch display distribute document double download draft edit
educate eliminate empower enable encourage engage engineer enhance enlist ensure enrol enroll establish estimate evaluate examine exceed execute expand expedite experiment
explain explore export extend extract facilitate fill finalise finalize finance fix focus follow forge form formalise formalize formulate foster found fulfil fulfill fund
gather generate guide halve handle harmonise harmonize help hire host identify illustrate implement import improve increase influence inform initiate innovate inspect inspire
install instruct integrate interpret interview introduce invent inventory investigate involve issue join judge launch liaise license list listen lobby localise localize
locate log maintain manage map market master maximise maximize measure mediate mentor merge migrate minimise minimize mobilise mobilize model moderate modernise modernize
modify monitor motivate move negotiate network nominate nurse nurture observe obtain onboard open operate optimise optimize orchestrate order organise organize orient
outline outperform overhaul own participate partner perform persuade photograph pilot pioneer pitch place plan post predict prepare present preserve prevent prioritise prioritize
process procure produce profile program programme progress project promote propose prospect protect prototype provide publicise publicize publish purchase qualify query raise
rank rate reach realign reason rebrand receive recommend reconcile record recruit redesign reduce refactor refer refine reform register rehabilitate reinforce release
remodel remove renew renovate reorganise reorganize repair replace report represent research resolve respond restore restructure retain retrieve revamp review revise revitalise
revitalize save scale schedule score screen script secure select serve service shadow shape ship simplify simulate solve sort source spearhead specify sponsor stabilise stabilize staff
standardise standardize start steer stimulate stop streamline strengthen structure study submit succeed summarise summarize supervise supply support survey sustain synthesise
synthesize systematise systematize tackle tailor target test track trade train transcribe transfer transform translate transition travel treat triage triple troubleshoot tutor
uncover unify update upgrade upload use utilise utilize validate value verify visualise visualize volunteer welcome widen work
`
  .trim()
  .split(/\s+/);

/**
 * Regular verbs whose final consonant doubles although they have more than
 * one syllable (the stress falls on the last one): "controlled", "committed".
 * One-syllable verbs follow the rule instead (plan → planned, stop → stopped).
 */
export const doublingVerbs: ReadonlySet<string> = new Set(
  'admit commit compel control equip excel occur omit patrol permit propel refer regret submit transfer prefer confer deter dispel expel incur rebut recur upset unplug'.split(' '),
);
