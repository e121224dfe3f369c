// Fills the documents table for the History benchmark with set-based SQL, the
// same statements on PostgreSQL and on PGlite: one benchmark user's documents
// spread through the table among other writers' documents.

/** Everyday words the bodies are drawn from; none starts with 'clim', the searched prefix. */
const vocabulary = `
  able about above across action activity actually added after again against ago agree ahead allow almost alone along already
  also although always among amount analysis animal another answer anyone appear apply approach area argue around article
  ask attention audience author available average avoid away balance base basic become before begin behind believe benefit
  better between beyond board body book both brief bring build business call campaign capital care career carry case cause
  center central certain chance change chapter choice city claim class clear close collect college common community company
  compare concern condition consider contain context continue control cost could country course cover create culture current
  data debate decade decide deep degree describe design detail develop difference direction discuss early economic edge
  effect effort either element emerge end enough entire evidence exactly example expect experience explain face fact factor
  family far feature field figure final finding focus follow force form forward frame future general generation global goal
  government great ground group growth guide half hand happen hard head health hear help high history hold home hope however
  human idea identify image impact important improve include increase indeed industry influence information inside instead
  interest issue itself journal keep kind knowledge labor language large later lead learn least leave less level likely limit
  line list little local long look machine main maintain major manage market material matter mean measure media meeting member
  method middle might model moment money month moral most movement much nation natural nature near need network never
  next note number object offer office often open order other outcome over paper part particular past pattern people perhaps
  period person perspective physical picture place plan player point policy political popular position possible power practice
  prepare present pressure pretty private probably problem process produce program project property provide public purpose
  question quite range rather reach read ready real reason receive recent record reduce reflect region relate remain report
  represent require research resource response result return review right rise role room rule safe same scale school science
  season second section sector sense series serve service several shape share short should show side significant similar
  simple since single situation small social society source space speak special specific stage standard start state step
  still story strategy strong structure student study style subject success suggest summer support system table take task
  teacher team term test theory thing think third thought through time today together toward trade tradition travel trend
  true type under understand unit until usually value various view voice water week whole wide within without word work world
  write year young`.trim().split(/\s+/);

/**
 * What a document is about: named in its title, its first line and, for a
 * resume, its role. Each topic has the same chance, so 'climate' (only in
 * 'climate change') is in 1 document of 40.
 */
const topics = [
  'climate change', 'urban housing', 'renewable energy', 'public transport', 'remote work', 'artificial intelligence', 'ocean plastics',
  'food security', 'digital privacy', 'space exploration', 'early childhood', 'medieval trade', 'jazz improvisation', 'organic farming',
  'supply chains', 'voting rights', 'museum curation', 'sleep science', 'mobile banking', 'river restoration', 'bird migration',
  'startup funding', 'tourism ethics', 'coral reefs', 'graphic novels', 'antibiotic resistance', 'quantum computing', 'wildfire prevention',
  'minimum wage', 'open source', 'language acquisition', 'sports medicine', 'film noir', 'volcanic soils', 'cyber security',
  'water rights', 'nursing shortages', 'poetry translation', 'railway history', 'youth unemployment',
];

/** Paragraphs in the pool that document bodies combine (2 or 3 each, so bodies rarely repeat). */
const paragraphCount = 3000;

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
const textArray = (items) => `array[${items.map(literal).join(',')}]::text[]`;

/** One benchmark-user document in this many; the rest belong to writers of 1,000 documents each. */
export const userShare = 20;

/**
 * Grows the documents table from `from` to `to` rows (the generated rows
 * numbered from+1…to): every `userShare`th one belongs to the user with
 * `userEmail` (made 'pro' so History lists all of them), the others to
 * writers created here. `lanes` are functions that each run one SQL statement
 * on their own connection; the insert and the index builds are shared among
 * them. Indexes are dropped during the load and rebuilt from their own
 * definitions, as a bulk load would do. Returns timings in ms.
 */
export async function seedDocuments(lanes, { userEmail, from, to, maintenanceWorkMem = '512MB' }) {
  const [run] = lanes;
  const started = performance.now();
  const user = `(select id from users where email = ${literal(userEmail)})`;
  const writer = (g) => `'bench-writer-' || (${g}) / 1000`;
  const indexes = (await run(`select indexname, indexdef from pg_indexes where tablename = 'documents'
      and indexname not in (select conname from pg_constraint where conrelid = 'documents'::regclass)`)).rows;

  await run(`update users set plan = 'pro' where email = ${literal(userEmail)}`);
  await run(`insert into users (id, name, email, email_verified, plan)
    select ${writer('i * 1000')}, 'Writer ' || i, 'writer-' || i || '@bench.example', true, case when i % 4 = 0 then 'pro' else 'free' end
    from generate_series(${Math.floor((from + 1) / 1000)}, ${Math.floor(to / 1000)}) i
    on conflict do nothing`);
  await run('drop table if exists bench_topics, bench_paragraphs');
  await run(`create table bench_topics as
    select i - 1 as i, phrase from unnest(${textArray(topics)}) with ordinality as t(phrase, i)`);
  // Sentences of 6–16 words, paragraphs of 3–6 sentences (about 200–450 characters).
  await run(`create table bench_paragraphs as
    select p as i, (
      select string_agg(upper(left(sentence, 1)) || substr(sentence, 2) || '.', ' ')
      from (
        select (select string_agg(word, ' ') from (
                  select v[1 + floor(random() * ${vocabulary.length})::int] as word
                  from generate_series(1, 6 + floor(random() * 11)::int + 0 * s)) words) as sentence
        from generate_series(1, 3 + floor(random() * 4)::int + 0 * p) s
      ) sentences
    ) as body
    from generate_series(0, ${paragraphCount - 1}) p, (select ${textArray(vocabulary)} as v) vocabulary`);
  await run('analyze bench_topics');
  await run('analyze bench_paragraphs');
  for (const index of indexes) await run(`drop index ${index.indexname}`);
  const prepared = performance.now();

  // 40% essays, 20% each of the other types; updated over the last two years.
  const insert = (first, last) => `insert into documents (user_id, type, title, content, data, preview, created_at, updated_at)
    select user_id, type, title,
      case when type = 'resume' then '' else '# ' || title || E'\\n\\n' || lead || ' ' || body_a || E'\\n\\n' || body_b
        || case when three then E'\\n\\n' || body_c else '' end end,
      case type
        when 'resume' then jsonb_build_object('template', 'modern', 'summary', lead || ' ' || body_a,
          'experience', jsonb_build_array(jsonb_build_object('id', 'e1', 'position', role, 'company', 'Company ' || g % 997, 'description', body_b)),
          'skills', jsonb_build_array(jsonb_build_object('id', 's1', 'name', initcap(phrase)), jsonb_build_object('id', 's2', 'name', 'Writing')))
        when 'cover-letter' then jsonb_build_object('company', 'Company ' || g % 997, 'position', role)
        when 'academic' then jsonb_build_object('academicType', 'research', 'citationStyle', 'apa', 'request', jsonb_build_object('topic', phrase))
        else jsonb_build_object('request', jsonb_build_object('topic', phrase, 'tone', 'formal'))
      end,
      left(lead || ' ' || body_a, 239) || '…',
      updated_at - random() * interval '30 days', updated_at
    from (
      select g, kind, t.phrase, a.body as body_a, b.body as body_b, c.body as body_c, three,
        case when g % ${userShare} = 0 then ${user} else ${writer('g')} end as user_id,
        (array['essay', 'essay', 'resume', 'academic', 'cover-letter'])[1 + kind] as type,
        case kind when 2 then 'Resume — ' || initcap(t.phrase) || ' specialist'
                  when 4 then 'Cover letter: ' || initcap(t.phrase) || ' role at Company ' || g % 997
                  else initcap(t.phrase) || ': ' || split_part(d.body, ' ', 1) || ' ' || split_part(d.body, ' ', 2) || ' ' || split_part(d.body, ' ', 3)
        end as title,
        'On ' || t.phrase || '.' as lead,
        initcap(t.phrase) || ' specialist' as role,
        now() - r.age * interval '730 days' as updated_at
      from (
        select g, random() as age, floor(random() * 5)::int as kind, floor(random() * ${topics.length})::int as topic, random() < 0.5 as three,
          floor(random() * ${paragraphCount})::int as pa, floor(random() * ${paragraphCount})::int as pb,
          floor(random() * ${paragraphCount})::int as pc, floor(random() * ${paragraphCount})::int as pd
        from generate_series(${first}, ${last}) g
        offset 0 -- computes each random value once per row: the subquery is not merged into the joins
      ) r
      join bench_topics t on t.i = r.topic
      join bench_paragraphs a on a.i = r.pa
      join bench_paragraphs b on b.i = r.pb
      join bench_paragraphs c on c.i = r.pc
      join bench_paragraphs d on d.i = r.pd
    ) doc`;
  const chunk = Math.ceil((to - from) / lanes.length);
  await Promise.all(lanes.map((lane, i) => (from + i * chunk < to ? lane(insert(from + i * chunk + 1, Math.min(to, from + (i + 1) * chunk))) : undefined)));
  const inserted = performance.now();
  // The GIN index takes longest: it starts first, on a lane of its own when there are enough.
  const ordered = [...indexes].sort((a, b) => Number(/using gin/i.test(b.indexdef)) - Number(/using gin/i.test(a.indexdef)));
  await Promise.all(
    lanes.map(async (lane, i) => {
      await lane(`set maintenance_work_mem = ${literal(maintenanceWorkMem)}`);
      for (const index of ordered.filter((_, j) => j % lanes.length === i)) await lane(index.indexdef);
    }),
  );
  const indexed = performance.now();
  // Settle the table as autovacuum would (visibility map, statistics) and write the load out, so neither runs during the measurements.
  await run('vacuum analyze documents');
  await run('checkpoint');
  await run('drop table bench_topics, bench_paragraphs');
  return {
    totalMs: Math.round(performance.now() - started),
    insertMs: Math.round(inserted - prepared),
    indexMs: Math.round(indexed - inserted),
    vacuumMs: Math.round(performance.now() - indexed),
  };
}

/** What the seeded table looks like for the benchmark user: sizes and how many rows each benchmarked filter matches. */
export async function describeSeed(run, userEmail) {
  const [row] = (await run(`select
      (select count(*)::int from documents) as total,
      count(*)::int as user_docs,
      count(*) filter (where search @@ to_tsquery('simple', 'climate:*'))::int as climate,
      count(*) filter (where search @@ to_tsquery('simple', 'clim:*'))::int as clim,
      count(*) filter (where type = 'essay')::int as essays,
      round(avg(length(content)) filter (where type <> 'resume'))::int as avg_chars,
      min(length(content)) filter (where type <> 'resume') as min_chars,
      max(length(content)) as max_chars,
      pg_size_pretty(pg_total_relation_size('documents')) as size
    from documents where user_id = (select id from users where email = ${literal(userEmail)})`)).rows;
  return row;
}
